/**
 * A game's analysis makes the words its endgame can form once, for its first position solved,
 * and every later position of the same endgame is solved with them (packages/engine/analysis/endgame.ts):
 * on NO_B demo games the stored analysis equals one that makes the words afresh for every
 * solve, and the words were made fewer times than there were solves.
 */
import { describe, expect, it } from 'vitest';
import type { EndgameSolver } from '../../analysis/endgame.ts';
import { storedAnalysis } from '../../analysis/stored.ts';
import type { Words } from '../../movegen/search-engine.ts';
import { reviewEndgame } from '../../strategy/endgame/game.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { demoAnalysisGames } from '../../../../tests/bench/demo-games.ts';

describe("the endgame's words, made once a game", () => {
  it('give the same analysis as words made for every solve', () => {
    const lexicon = loadLexiconFile('NO_B');
    const engine = engineWith(lexicon, loadShippedModel('NO_B'));
    const games = demoAnalysisGames(lexicon, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    let solves = 0;
    let exact = 0;
    const made = new Set<Words>();
    const kept: EndgameSolver = (l) => {
      const search = reviewEndgame(l);
      return (position, options) => {
        solves++;
        made.add(options.words);
        const solution = search(position, options);
        if (solution.exact) exact++;
        return solution;
      };
    };
    const fresh: EndgameSolver = (l) => {
      const search = reviewEndgame(l);
      return (position, options) => search(position, { ...options, words: undefined });
    };
    for (const game of games) {
      expect(storedAnalysis(engine, game, { endgame: kept })).toEqual(
        storedAnalysis(engine, game, { endgame: fresh }),
      );
    }
    expect(exact).toBeGreaterThan(5);
    expect(made.size).toBeLessThan(solves / 2);
  }, 120_000);
});
