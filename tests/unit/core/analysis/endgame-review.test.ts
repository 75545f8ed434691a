/**
 * The review's endgame (core/analysis/endgame.ts, preendgame.ts) on NO_B demo games: every move
 * made with an empty bag and both racks known is graded by the spread it loses against the
 * anytime search's best line, proven or not (then with the depth it reached), never by leave
 * values; the search's own first move loses nothing; a move made with one tile in the bag and
 * its rack known gets 'Før sluttspillet', every draw of the last tile played out.
 */
import { describe, expect, it } from 'vitest';
import { analyseGame } from '../../../../core/analysis/analyse.ts';
import { gradeOf } from '../../../../core/analysis/grades.ts';
import type { MoveAnalysis } from '../../../../core/analysis/types.ts';
import { anytimeEndgame, solveEndgame } from '../../../../core/strategy/endgame.ts';
import { loadLexiconFile } from '../../../../server/lexicon/files.ts';
import { loadShippedModel } from '../../../../server/strategy/shipped.ts';
import { demoAnalysisGames } from '../../../bench/demo-games.ts';

describe('the endgame review', () => {
  const lexicon = loadLexiconFile('NO_B');
  const model = loadShippedModel('NO_B');
  const games = demoAnalysisGames(lexicon, [1, 2, 3, 4, 9, 16]);

  it('grades every empty-bag move with both racks known by the search, proven or not', () => {
    const moves: MoveAnalysis[] = [];
    const exactMoves: MoveAnalysis[] = [];
    for (const game of games) {
      const analysis = analyseGame(lexicon, game, { model, endgame: anytimeEndgame });
      moves.push(...analysis.moves.filter((m): m is MoveAnalysis => m !== null));
      // The exact solver within the same count proves only some of them.
      const exact = analyseGame(lexicon, game, { model, endgame: solveEndgame });
      exactMoves.push(...exact.moves.filter((m): m is MoveAnalysis => m !== null));
    }
    const searched = moves.filter((m) => m.endgame !== null);
    expect(searched.length).toBeGreaterThan(5);
    for (const move of searched) {
      const endgame = move.endgame!;
      expect(move.basis).toBe('ENDGAME');
      expect(move.grade).toBe(gradeOf(endgame.lost));
      expect(move.leave).toBeNull();
      expect(endgame.lost).toBe(endgame.bestSpread - endgame.playedSpread);
      expect(endgame.depth).toBeGreaterThanOrEqual(1);
      // The better move is the best line's first, shown on the board, when the move lost.
      if (endgame.lost === 0) expect(move.better).toBeNull();
      else expect(move.better?.notation ?? 'PASS').toBe(endgame.best[0]?.notation);
    }
    // Before, a move whose search was not proven was judged by leave values: now every one is
    // by the search, so at least as many moves have an endgame, some of them unproven.
    const before = exactMoves.filter((m) => m.endgame !== null && m.endgame.proven).length;
    expect(searched.length).toBeGreaterThanOrEqual(before);
    expect(searched.some((m) => !m.endgame!.proven)).toBe(true);
    expect(searched.some((m) => m.endgame!.proven)).toBe(true);
    // 'Før sluttspillet': every draw of the last tile (8 unseen tiles), the best at least as good.
    const pre = moves.filter((m) => m.preendgame);
    expect(pre.length).toBeGreaterThan(0);
    for (const move of pre) {
      const { played, best } = move.preendgame!;
      expect(played.drawsTotal).toBe(8);
      expect(best.wins + best.draws / 2).toBeGreaterThanOrEqual(played.wins + played.draws / 2);
    }
  }, 600_000);
});
