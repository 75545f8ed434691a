/**
 * Engine players and whole games (packages/engine/strategy/play.ts), self-play records
 * (packages/engine/strategy/records.ts), on the real NO_B word list.
 */
import { describe, expect, it } from 'vitest';
import { heuristicCounts } from '../../strategy/heuristic.ts';
import { chooseTurn, playGame, type Player, type TurnRecord } from '../../strategy/play.ts';
import { ChunkAccumulator, GameRecorder, winCell } from '../../strategy/records.ts';
import { tileValue } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';

const LANGUAGE = 'NO_B';
const options = { language: LANGUAGE } as const;
const greedy: Player = { name: 'greedy', leaves: null };
const heuristic: Player = { name: 'heuristic', leaves: heuristicCounts(LANGUAGE) };
const rackPoints = (rack: string) => [...rack].reduce((s, t) => s + tileValue(t, LANGUAGE), 0);

describe('playGame', () => {
  const lexicon = loadLexiconFile(LANGUAGE);

  it('plays the same game for the same seed', () => {
    const a = playGame(lexicon, [heuristic, greedy], 11, options);
    const b = playGame(lexicon, [heuristic, greedy], 11, options);
    expect(a).toEqual(b);
    expect(playGame(lexicon, [heuristic, greedy], 12, options)).not.toEqual(a);
  });

  it('scores by Wordfeud end rules: going out gains the other rack, three passes cost each its own', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const turns: TurnRecord[] = [];
      const result = playGame(lexicon, [heuristic, heuristic], seed, options, (t) => turns.push(t));
      const placed: [number, number] = [0, 0];
      for (const t of turns) if (t.choice.kind === 'place') placed[t.side] += t.choice.move.points;
      const [r0, r1] = result.racks;
      if (r0 === '' || r1 === '') {
        // One side went out: the other's rack moves over.
        const out = r0 === '' ? 0 : 1;
        const other = (1 - out) as 0 | 1;
        const left = rackPoints(result.racks[other]);
        const expected: [number, number] = [...placed];
        expected[out] += left;
        expected[other] -= left;
        expect(result.scores).toEqual(expected);
        expect(turns[turns.length - 1]!.side).toBe(out);
      } else {
        expect(turns.slice(-3).every((t) => t.choice.kind === 'pass')).toBe(true);
        expect(result.scores).toEqual([placed[0] - rackPoints(r0), placed[1] - rackPoints(r1)]);
      }
    }
  }, 120_000);

  it('the hand-made player swaps a hopeless rack and keeps the blank', () => {
    const board = new Array<string>(225).fill('');
    const turn = chooseTurn(lexicon, heuristic, board, 'ØØÅÅUU?', 80, options);
    expect(turn.kind).toBe('swap');
    if (turn.kind === 'swap') expect(turn.keep).toContain('?');
    // With fewer than 7 tiles in the bag no swap is allowed.
    expect(chooseTurn(lexicon, heuristic, board, 'ØØÅÅUU?', 6, options).kind).toBe('place');
    // Greedy never swaps while it can place.
    expect(chooseTurn(lexicon, greedy, board, 'ØØÅÅUU?', 80, options).kind).toBe('place');
  });

  it("records each kept leave with the next turn's equity, and each position's outcome", () => {
    const acc = new ChunkAccumulator();
    const recorder = new GameRecorder(LANGUAGE, [() => 0, () => 0]);
    const turns: TurnRecord[] = [];
    const result = playGame(lexicon, [greedy, greedy], 5, options, (t) => {
      turns.push(t);
      recorder.turn(t);
    });
    recorder.end(result.scores, acc);
    const records = acc.toRecords();
    expect(records.games).toBe(1);
    // Greedy equity = points; each side's first turn is a fresh rack of 7.
    expect(records.emptyCount).toBeGreaterThanOrEqual(2);
    const kept = records.leaveCounts.reduce((a, b) => a + b, 0) + records.emptyCount;
    expect(kept).toBeLessThanOrEqual(turns.length);
    expect(records.winTotals.reduce((a, b) => a + b, 0)).toBe(turns.length);
    const margin = result.scores[0] - result.scores[1];
    const firstCell = winCell(
      turns[0]!.choice.kind === 'place' ? turns[0]!.choice.move.points : 0,
      turns[0]!.bagSize -
        (turns[0]!.choice.kind === 'place' ? turns[0]!.choice.move.numTiles : 0) +
        7,
    );
    const i = records.winCells.indexOf(firstCell);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(records.winHalves[i]! > 0).toBe(margin >= 0 || records.winTotals[i]! > 1);
  }, 60_000);
});
