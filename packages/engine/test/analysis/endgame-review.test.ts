/**
 * The review's endgame (packages/engine/analysis/endgame.ts, preendgame.ts) on NO_B demo games: every move
 * made with an empty bag and both racks known is graded by the spread it loses against the
 * game's search's best line, proven or not (then with the depth it reached), never by leave
 * values, and no other move is; a proven grade is the exact solver's; the search's own first
 * move loses nothing; one move reviewed alone (reviewOfMove, the practice's) equals the game's
 * analysis of it; a move made with one tile in the bag and its rack known gets 'Før
 * sluttspillet', every draw of the last tile played out.
 */
import { describe, expect, it } from 'vitest';
import { analyseGame, reviewOfMove } from '../../analysis/analyse.ts';
import { forEachAnalysedMove } from '../../analysis/positions.ts';
import { leaveAfter } from '../../strategy/leaves.ts';
import { gradeByWinLost, gradeOf } from '../../analysis/grades.ts';
import type { MoveAnalysis } from '../../analysis/types.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { placementTiles } from '../../analysis/why.ts';
import { solveEndgame } from '../../strategy/endgame/solver.ts';
import { reviewEndgame } from '../../strategy/endgame/game.ts';
import { tileValue } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { demoAnalysisGames } from '../../../../tests/bench/demo-games.ts';

describe('the endgame review', () => {
  const lexicon = loadLexiconFile('NO_B');
  const engine = engineWith(lexicon, loadShippedModel('NO_B'));
  const games = demoAnalysisGames(lexicon, [1, 2, 3, 4, 9, 16]);
  const options = { why: true, endgame: reviewEndgame };

  it('grades every empty-bag move with both racks known by the search, and no other', () => {
    const searched: MoveAnalysis[] = [];
    const all: MoveAnalysis[] = [];
    let provenChecked = 0;
    for (const game of games) {
      const analysis = analyseGame(engine, game, options);
      forEachAnalysedMove(game, ({ move, index, board, rack, around }) => {
        const analysed = analysis.moves[index] as MoveAnalysis;
        all.push(analysed);
        const known = rack !== null && around.opponentRack !== null;
        expect(analysed.endgame !== null, `move ${move.moveNum}`).toBe(known);
        if (!known || !analysed.endgame) return;
        searched.push(analysed);
        const endgame = analysed.endgame;
        expect(analysed.basis).toBe('ENDGAME');
        // verdict.md rule 3: an outcome changed is graded by win% lost, a kept one by the
        // spread lost, an unproven search grades nothing.
        const changed = (analysed.winBest ?? 0) > (analysed.winPlayed ?? 0);
        const expected = !endgame.proven
          ? null
          : changed
            ? gradeByWinLost(analysed.winLost ?? 0)
            : gradeOf(endgame.lost);
        expect(analysed.grade).toBe(expected);
        // The verdict says the same: its method, its best line's value, the played move's.
        const verdict = analysed.verdict;
        expect(verdict?.method).toBe('ENDGAME');
        expect(verdict?.proven).toBe(endgame.proven);
        expect(verdict?.grade).toBe(analysed.grade);
        expect(verdict?.pointsLost).toBe(endgame.lost);
        expect(verdict?.played.value).toBe(endgame.playedSpread);
        expect(verdict?.candidates[0]?.value).toBe(endgame.bestSpread);
        // A line called complete adds up (rule 2); an unproven one never is.
        if (!endgame.proven) expect(verdict?.candidates[0]?.lineComplete ?? false).toBe(false);
        expect(analysed.leave).toBeNull();
        expect(endgame.lost).toBe(endgame.bestSpread - endgame.playedSpread);
        expect(endgame.depth).toBeGreaterThanOrEqual(1);
        if (endgame.lost === 0) expect(analysed.better).toBeNull();
        else expect(analysed.better?.notation ?? 'PASS').toBe(endgame.best[0]?.notation);
        if (!endgame.proven || provenChecked >= 6) return;
        // A proven grade is the exact solver's: the best value and the played move's.
        const position = {
          board,
          language: game.language,
          layout: game.layout,
          racks: [(rack as { rack: string }).rack, around.opponentRack as string] as [
            string,
            string,
          ],
          spread: around.position.spread,
        };
        expect(endgame.bestSpread).toBe(solveEndgame(lexicon, position).spread);
        const played = analysed.playedAlternative ?? analysed.rackTop?.find((m) => m.played);
        if (!played) return;
        const leave = leaveAfter(position.racks[0], played.letters);
        const after = [...board];
        for (const tile of placementTiles(board, played)) after[tile.index as number] = tile.letter;
        const playedSpread =
          leave === ''
            ? position.spread +
              played.points +
              2 * [...position.racks[1]].reduce((sum, t) => sum + tileValue(t, 'NO_B'), 0)
            : -solveEndgame(lexicon, {
                ...position,
                board: after,
                racks: [position.racks[1], leave],
                spread: -(position.spread + played.points),
              }).spread;
        expect(endgame.playedSpread).toBe(playedSpread);
        provenChecked++;
      });
    }
    expect(searched.length).toBeGreaterThan(10);
    expect(searched.some((m) => !m.endgame!.proven)).toBe(true);
    expect(provenChecked).toBeGreaterThan(0);
    // 'Før sluttspillet': every draw of the last tile (8 unseen tiles), the best at least as good.
    const pre = all.filter((m) => m.preendgame);
    expect(pre.length).toBeGreaterThan(0);
    for (const move of pre) {
      const { played, best } = move.preendgame!;
      expect(played.drawsTotal).toBe(8);
      expect(best.wins + best.draws / 2).toBeGreaterThanOrEqual(played.wins + played.draws / 2);
      // The pre-endgame decides the move's verdict and grade (verdict.md method PREENDGAME).
      const share = (m: typeof played) => (m.wins + m.draws / 2) / m.drawsTotal;
      expect(move.verdict?.method).toBe('PREENDGAME');
      expect(move.winPlayed).toBe(share(played));
      expect(move.winLost).toBeCloseTo(100 * (share(best) - share(played)), 6);
      expect(move.grade).toBe(gradeByWinLost(move.winLost ?? 0));
      expect(move.verdict?.grade).toBe(move.grade);
      expect(move.verdict?.candidates[0]?.win).toBe(Math.max(share(best), share(played)));
    }
  }, 600_000);

  it("reviews one endgame move alone as the game's analysis does", () => {
    const game = games[0]!;
    const analysis = analyseGame(engine, game, options);
    const endgames = analysis.moves.filter((m) => m?.endgame);
    expect(endgames.length).toBeGreaterThan(1);
    for (const move of endgames.slice(-2)) {
      expect(reviewOfMove(engine, game, move!.moveNum, options)).toEqual(move);
    }
  }, 300_000);
});
