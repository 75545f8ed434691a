/**
 * The verdict (packages/engine/analysis/verdict.ts, ../shared/docs/verdict.md) on NO_B demo
 * games: one per analysed move, saying what the analysis says (its grade, its win% lost, its best
 * move); EQUITY candidates best first with the grade's measure, the played move's value among
 * them; an ENDGAME line called complete adds up to its value by the rules, recomputed here; a
 * deeper budget proves more and never leaves a grade it shows above the exact one.
 */
import { describe, expect, it } from 'vitest';
import { analyseGame } from '../../analysis/analyse.ts';
import { forEachAnalysedMove } from '../../analysis/positions.ts';
import { rackTiles, subtractTiles } from '../../analysis/racks.ts';
import type { MoveAnalysis } from '../../analysis/types.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { reviewEndgame } from '../../strategy/endgame/game.ts';
import { tileValue } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { demoAnalysisGames } from '../../../../tests/bench/demo-games.ts';

const GRADE_ORDER = { INACCURACY: 1, MISTAKE: 2, BLUNDER: 3 } as const;

describe('the verdict', () => {
  const lexicon = loadLexiconFile('NO_B');
  const engine = engineWith(lexicon, loadShippedModel('NO_B'));
  const games = demoAnalysisGames(lexicon, [1, 2, 3, 4]);
  const options = { endgame: reviewEndgame };
  const points = (rack: string) => [...rack].reduce((s, t) => s + tileValue(t, 'NO_B'), 0);

  it('says what the analysis says, for every analysed move', () => {
    let equity = 0;
    for (const game of games) {
      const analysis = analyseGame(engine, game, options);
      for (const move of analysis.moves) {
        if (!move) continue;
        const v = move.verdict;
        expect(v, `move ${move.moveNum}`).toBeDefined();
        if (!v) continue;
        expect(v.grade).toBe(move.grade);
        expect(v.winLost).toBe(move.winLost);
        expect(v.accuracy).toBe(move.accuracy);
        expect(v.rack).toBe(move.rack);
        expect(v.rackSource).toBe(move.rackSource ?? 'TILES');
        expect(v.candidates.length).toBeGreaterThan(0);
        if (v.method !== 'EQUITY') continue;
        equity++;
        // Best first by the grade's measure, and the best is the one the grade compares with.
        const wins = v.candidates.map((c) => c.win as number);
        expect([...wins].sort((a, b) => b - a)).toEqual(wins);
        expect(wins[0]).toBeCloseTo(Math.max(move.winBest as number, move.winPlayed as number), 12);
        expect(v.winLost).toBeCloseTo(
          Math.max(0, ((wins[0] as number) - (v.played.win as number)) * 100),
          6,
        );
      }
    }
    expect(equity).toBeGreaterThan(50);
  });

  it('calls an endgame line complete only when it adds up by the rules', () => {
    let complete = 0;
    for (const game of games) {
      const analysis = analyseGame(engine, game, options);
      forEachAnalysedMove(game, ({ index, board: start, rack, around }) => {
        const move = analysis.moves[index] as MoveAnalysis;
        const best = move.verdict?.candidates[0];
        if (move.verdict?.method !== 'ENDGAME' || !best?.line || !best.lineComplete) return;
        complete++;
        // Replay the line: its points, then going out or three passes.
        const racks = [rack?.rack as string, around.opponentRack as string];
        const board = [...start];
        let spread = around.position.spread;
        let passes = around.passes ?? 0;
        let ended = false;
        for (const step of best.line) {
          const side = step.mover ? 0 : 1;
          const sign = step.mover ? 1 : -1;
          if (step.move === 'PASS') {
            passes++;
            if (passes === 3) {
              spread += points(racks[1] as string) - points(racks[0] as string);
              ended = true;
              break;
            }
            continue;
          }
          passes = 0;
          spread += sign * step.points;
          // '8H ORD' across (row, column), 'H8 ORD' down; the tiles placed are those on empty squares.
          const [at, word] = step.move.split(' ') as [string, string];
          const down = /^[A-O]/.test(at);
          const column = 'ABCDEFGHIJKLMNO'.indexOf(down ? (at[0] as string) : at.slice(-1));
          const row = Number(down ? at.slice(1) : at.slice(0, -1)) - 1;
          let placed = '';
          [...word].forEach((letter, k) => {
            const square = (row + (down ? k : 0)) * 15 + column + (down ? 0 : k);
            if (!board[square]) {
              placed += letter;
              board[square] = letter;
            }
          });
          const left = subtractTiles(racks[side] as string, rackTiles(placed));
          expect(left, `${step.move} from ${racks[side]}`).not.toBeNull();
          racks[side] = left as string;
          if (left === '') {
            spread += sign * 2 * points(racks[1 - side] as string);
            ended = true;
            break;
          }
        }
        expect(ended).toBe(true);
        expect(spread).toBe(best.value);
      });
    }
    expect(complete).toBeGreaterThan(0);
  });

  it(
    'with a deeper budget proves more, and a quick grade is never above the exact one',
    { timeout: 240_000 },
    () => {
      let quickProven = 0;
      let deepProven = 0;
      for (const game of games) {
        const quick = analyseGame(engine, game, options);
        const deep = analyseGame(engine, game, { ...options, endgameNodes: 150_000 });
        quick.moves.forEach((q, i) => {
          const d = deep.moves[i];
          if (q?.verdict?.method !== 'ENDGAME' || !d?.verdict) return;
          if (q.verdict.proven) quickProven++;
          if (d.verdict.proven) deepProven++;
          if (!d.verdict.proven || !q.verdict.grade) return;
          // A grade shown by the quick pass is never more severe than the exact one.
          const exact = d.verdict.grade ? GRADE_ORDER[d.verdict.grade] : 0;
          expect(GRADE_ORDER[q.verdict.grade]).toBeLessThanOrEqual(exact);
        });
      }
      expect(deepProven).toBeGreaterThan(quickProven);
    },
  );
});
