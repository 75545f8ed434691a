/**
 * The game loops that play by packages/engine/game-state.ts, on the real NO_B word list and
 * shipped tables: self-play, the engine players' matches (playGame), the recorded person games,
 * the demo's games and the simulation's play-outs. Each plays seeded games whose rules are
 * checked here with counts of their own (the bag's size turn by turn, swaps, passes in a row,
 * the final rack points of going out and of three passes), and a few of the games equal the
 * hashes that scripts/game-hashes.ts saved (tests/bench/results/game-hashes.json).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Lexicon } from '../movegen/lexicon.ts';
import { selfPlay } from '../movegen/self-play.ts';
import { applyMove, removeFromRack } from '../game-state.ts';
import type { Move } from '../game-records.ts';
import { playRecordedGame } from '../strategy/persons.ts';
import { playGame, type Player, type Turn, type TurnRecord } from '../strategy/play.ts';
import {
  equityPlayer,
  playIterations,
  prepareSimulation,
  unseenFor,
} from '../strategy/simulation/simulate.ts';
import { tileValue, totalTiles, unseenTiles } from '../tiles.ts';
import { engineWith } from '../movegen/search-engine.ts';
import { loadLexiconFile } from '../node/lexicon-files.ts';
import { loadShippedModel } from '../node/strategy/shipped.ts';
import { playDemoGame } from '../../../server/demo/play.ts';
import { demoOptions } from '../../../tests/bench/person-games.ts';

const LANGUAGE = 'NO_B' as const;
const lexicon = loadLexiconFile(LANGUAGE);
const model = loadShippedModel(LANGUAGE)!;
/** The lexicon with the shipped tables: what the persons and the simulation run on. */
const engine = engineWith(lexicon, model);
const FIRST_BAG = totalTiles(LANGUAGE) - 14;

/** The points of tiles, counted here rather than by the engine's rackPoints. */
const points = (tiles: string) => [...tiles].reduce((s, t) => s + tileValue(t, LANGUAGE), 0);
/** Every tile not on a board, as one string. */
const offBoard = (board: readonly string[]) =>
  unseenTiles(board, LANGUAGE)
    .tiles.map((t) => t.letter.repeat(t.count))
    .join('');

const saved = JSON.parse(
  fs.readFileSync(
    path.join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      'tests',
      'bench',
      'results',
      'game-hashes.json',
    ),
    'utf8',
  ),
) as Record<string, string>;
/** The game hashes as scripts/game-hashes.ts makes them. */
const hash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * A finished record (the moves in order, each side's rack before each of its moves) checked by
 * the rules: the bag's size before each move, and the final scores from the moves' points and
 * the rack points of the end (going out: the other's rack, every tile off the board; three
 * passes: each side's rack at its last pass).
 */
function checkEnd(
  moves: readonly Pick<
    Move,
    'moveType' | 'playerMove' | 'points' | 'letters' | 'x' | 'y' | 'vertical'
  >[],
  racks: readonly string[],
  final: { player: number; bot: number },
): 'OUT' | 'PASSES' {
  let board: string[] = new Array<string>(225).fill('');
  const placed = { player: 0, bot: 0 };
  for (const move of moves) {
    if (move.moveType !== 'NORMAL') continue;
    board = applyMove(board, move);
    placed[move.playerMove ? 'player' : 'bot'] += move.points;
  }
  const last = moves[moves.length - 1]!;
  if (last.moveType === 'NORMAL') {
    // The mover emptied its rack with the bag empty: it gains the other's, the other loses it.
    expect(removeFromRack(racks[moves.length - 1]!, last.letters)).toBe('');
    const left = points(offBoard(board));
    const sign = last.playerMove ? 1 : -1;
    expect(final).toEqual({ player: placed.player + sign * left, bot: placed.bot - sign * left });
    return 'OUT';
  }
  const passes = moves.slice(-3);
  expect(passes.map((m) => m.moveType)).toEqual(['PASS', 'PASS', 'PASS']);
  const rackAt = (player: boolean) => {
    const at = moves.lastIndexOf(passes.filter((m) => m.playerMove === player).pop()!);
    return racks[at]!;
  };
  expect(final).toEqual({
    player: placed.player - points(rackAt(true)),
    bot: placed.bot - points(rackAt(false)),
  });
  return 'PASSES';
}

describe('the game loops on the game state', () => {
  it('self-play: the bag turn by turn, and the final rack points of each game', () => {
    const ends = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const game = selfPlay(lexicon, { language: LANGUAGE, seed, maxTurns: 200, mode: 'fast' });
      expect(hash(game)).toBe(saved[`selfPlay fast ${seed}`]);
      expect(game.turns.length).toBeLessThan(200);
      let bag = FIRST_BAG;
      for (const turn of game.turns) {
        expect(turn.bagSize).toBe(bag);
        if (turn.move) bag -= Math.min(bag, turn.move.letters.length);
        if (turn.moveType === 'SWAP') expect(turn.bagSize).toBeGreaterThanOrEqual(7);
      }
      const moves = game.turns.map((t) => ({
        moveType: t.moveType,
        playerMove: t.player === 0,
        points: t.move?.points ?? 0,
        letters: t.move?.letters ?? '',
        x: t.move?.x ?? 0,
        y: t.move?.y ?? 0,
        vertical: t.move?.vertical ?? false,
      }));
      const racks = game.turns.map((t) => t.rack);
      ends.add(checkEnd(moves, racks, { player: game.scores[0], bot: game.scores[1] }));
    }
    // Seed 13 ends on three passes, the others by going out.
    expect(ends).toEqual(new Set(['OUT', 'PASSES']));
  }, 60_000);

  it('self-play swaps the whole rack: the bag as big after, a full new rack', () => {
    const tiny = Lexicon.fromWords(['qi', 'za', 'ax'], 'abcdefghijklmnopqrstuvwxyz');
    for (let seed = 1; seed <= 3; seed++) {
      const { turns } = selfPlay(tiny, { language: 'ENG_US', seed, maxTurns: 40 });
      const swaps = turns.filter((t) => t.moveType === 'SWAP');
      expect(swaps.length).toBeGreaterThan(10);
      turns.forEach((turn, i) => {
        const next = turns[i + 1];
        if (turn.moveType !== 'SWAP' || !next) return;
        expect(next.bagSize).toBe(turn.bagSize);
        const again = turns[i + 2];
        if (again) expect(again.rack).toHaveLength(7);
      });
    }
  });

  it('playGame: a swap breaks a row of passes, three passes end it with each rack lost', () => {
    const scripted = (script: Turn['kind'][]): [Player, Player] => {
      let at = 0;
      const choose = (): Turn => {
        const kind = script[at++];
        return kind === 'swap' ? { kind, keep: '', value: 0 } : { kind: 'pass' };
      };
      return [
        { name: 'a', leaves: null, choose },
        { name: 'b', leaves: null, choose },
      ];
    };
    const turns: TurnRecord[] = [];
    const script: Turn['kind'][] = ['pass', 'pass', 'swap', 'pass', 'pass', 'pass'];
    const result = playGame(lexicon, scripted(script), 3, { language: LANGUAGE }, (t) =>
      turns.push(t),
    );
    // Were the swap a pass, the game would end on the third turn.
    expect(result.turns).toBe(6);
    expect(turns.map((t) => t.bagSize)).toEqual(new Array(6).fill(FIRST_BAG));
    expect(turns[4]!.rack).not.toBe(turns[2]!.rack);
    expect(turns[4]!.rack).toHaveLength(7);
    expect(result.scores).toEqual([-points(result.racks[0]), -points(result.racks[1])]);
    const plain = playGame(lexicon, scripted(['pass', 'pass', 'pass']), 3, { language: LANGUAGE });
    expect(plain.turns).toBe(3);
  });

  it("playGame's matches and the recorded person games: the saved games, ended by the rules", () => {
    const equity = equityPlayer(model);
    for (const seed of [1, 2]) {
      const turns: TurnRecord[] = [];
      const result = playGame(lexicon, [equity, equity], seed, { language: LANGUAGE }, (t) =>
        turns.push(t),
      );
      expect(hash({ result, turns })).toBe(saved[`playGame equity-equity ${seed}`]);
    }
    const ends = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const recorded = playRecordedGame(engine, seed);
      expect(hash(recorded)).toBe(saved[`playRecordedGame ${seed}`]);
      const { moves } = recorded.game;
      const racks = moves.map((m, i) => (m.playerMove ? recorded.personRacks[i]! : m.rack!));
      ends.add(checkEnd(moves, racks, { player: recorded.playerScore, bot: recorded.botScore }));
    }
    expect(ends.has('OUT')).toBe(true);
  }, 60_000);

  it("the demo's games: the saved games, swaps keeping the bag, ended by the rules", () => {
    const ends = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const personRacks = new Map<number, string>();
      const options = demoOptions(seed);
      const game = playDemoGame(lexicon, {
        ...options,
        onPersonRack: (moveNum, rack) => personRacks.set(moveNum, rack),
      });
      expect(hash(playDemoGame(lexicon, options))).toBe(saved[`demo ${seed}`]);
      expect(game.finished).toBe(true);
      const moves = game.moves.map((m) => ({ ...m, mainWord: m.mainWord ?? '' }));
      const racks = moves.map((m) => (m.playerMove ? personRacks.get(m.moveNum)! : m.rack!));
      // The bag before each move, from the racks: 7 tiles a rack while the bag lasts.
      let bag = FIRST_BAG;
      moves.forEach((move, i) => {
        if (bag > 0) expect(racks[i]).toHaveLength(7);
        if (move.moveType === 'SWAP') expect(bag).toBeGreaterThanOrEqual(7);
        if (move.moveType === 'NORMAL') bag -= Math.min(bag, move.letters.length);
      });
      // The ingest takes no negative scores; these games end above zero.
      const final = { player: game.playerScore, bot: game.botScore };
      ends.add(checkEnd(moves, racks, final));
    }
    // Seed 2 ends on three passes.
    expect(ends).toEqual(new Set(['OUT', 'PASSES']));
  }, 60_000);

  it("the simulation's play-out: a candidate that goes out gains the other rack twice", () => {
    const equity = equityPlayer(model);
    const turns: TurnRecord[] = [];
    playGame(lexicon, [equity, equity], 1, { language: LANGUAGE }, (t) => turns.push(t));
    const last = turns[turns.length - 1]!;
    expect(last.bagSize).toBe(0);
    expect(last.leave).toBe('');
    if (last.choice.kind !== 'place') throw new Error('The game ends on a placement');
    const out = last.choice.move;
    const unseen = unseenFor(last.board, last.rack, LANGUAGE);
    const position = {
      language: LANGUAGE,
      board: last.board,
      rack: last.rack,
      unseen,
      spread: last.spread,
    };
    const setup = prepareSimulation(engine, position, { include: out, seed: 4 });
    const c = setup.candidates.findIndex(
      (cand) => cand.letters === out.letters && cand.x === out.x,
    );
    expect(c).toBeGreaterThanOrEqual(0);
    const batch = playIterations(engine, setup, 0, 5);
    const k = setup.candidates.length;
    const expected = last.spread + out.points + 2 * points(unseen);
    for (let j = 0; j < 5; j++) {
      expect(batch.spread[j * k + c]).toBe(expected);
      expect(batch.win[j * k + c]).toBe(expected > 0 ? 1 : expected < 0 ? 0 : 0.5);
    }
  }, 60_000);
});
