/**
 * 'Søk dypere' (packages/engine/analysis/endgame-deeper.ts) on NO_B demo games: a move the
 * review could not prove is searched on in steps that read more positions each, deeper or
 * proven, never shallower; a move the review proved gets the same exact figures; a move the
 * review has no endgame for has no deeper search.
 */
import { describe, expect, it } from 'vitest';
import { analyseGame } from '../../analysis/analyse.ts';
import {
  DEEPER_FIRST_POSITIONS,
  DEEPER_MAX_POSITIONS,
  deeperEndgame,
} from '../../analysis/endgame-deeper.ts';
import type { MoveAnalysis } from '../../analysis/types.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { reviewEndgame } from '../../strategy/endgame/game.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { demoAnalysisGames } from '../../../../tests/bench/demo-games.ts';

describe("the endgame's deeper search", () => {
  const lexicon = loadLexiconFile('NO_B');
  const engine = engineWith(lexicon, loadShippedModel('NO_B'));
  const games = demoAnalysisGames(lexicon, [1, 2, 3, 4, 9, 16]);
  const analysed = games.map((game) => ({
    game,
    moves: analyseGame(engine, game, { why: false, endgame: reviewEndgame }).moves,
  }));
  const find = (test: (m: MoveAnalysis) => boolean) => {
    for (const { game, moves } of analysed) {
      const move = moves.find((m): m is MoveAnalysis => m !== null && test(m));
      if (move) return { game, move };
    }
    throw new Error('no such move in the demo games');
  };

  it('searches a move the review did not prove deeper, step by step', () => {
    const { game, move } = find((m) => m.endgame?.proven === false);
    const stored = move.endgame!;
    const deeper = deeperEndgame(lexicon, game, move.moveNum)!;
    expect(deeper.next).toBe(DEEPER_FIRST_POSITIONS);
    const first = deeper.step(deeper.next);
    expect(first.positions).toBeGreaterThan(0);
    expect(first.positions).toBeLessThanOrEqual(DEEPER_FIRST_POSITIONS + 100);
    expect(first.report.proven || first.report.depth >= stored.depth).toBe(true);
    expect(first.report.lost).toBe(first.report.bestSpread - first.report.playedSpread);
    expect(first.report.best.length).toBeGreaterThan(0);
    expect(deeper.next).toBe(2 * DEEPER_FIRST_POSITIONS);
    if (first.done) return;
    const second = deeper.step(deeper.next);
    expect(second.positions).toBeGreaterThan(first.positions);
    expect(second.report.proven || second.report.depth >= first.report.depth).toBe(true);
  }, 120_000);

  it('gives a move the review proved the same exact figures', () => {
    const { game, move } = find((m) => m.endgame?.proven === true && m.endgame.best.length > 1);
    const step = deeperEndgame(lexicon, game, move.moveNum)!.step(DEEPER_FIRST_POSITIONS);
    expect(step.done).toBe(true);
    expect(step.report.proven).toBe(true);
    const { bestSpread, playedSpread, lost } = move.endgame!;
    expect({
      bestSpread: step.report.bestSpread,
      playedSpread: step.report.playedSpread,
      lost: step.report.lost,
    }).toEqual({ bestSpread, playedSpread, lost });
  }, 60_000);

  it('has nothing for a move the review has no endgame for', () => {
    const { game, move } = find((m) => m.endgame === null);
    expect(deeperEndgame(lexicon, game, move.moveNum)).toBeNull();
    expect(deeperEndgame(lexicon, { ...game, finished: false }, move.moveNum)).toBeNull();
  });

  it('stops doubling at the longest step, which is the last', () => {
    expect(DEEPER_MAX_POSITIONS % DEEPER_FIRST_POSITIONS).toBe(0);
    expect(Math.log2(DEEPER_MAX_POSITIONS / DEEPER_FIRST_POSITIONS) % 1).toBe(0);
  });
});
