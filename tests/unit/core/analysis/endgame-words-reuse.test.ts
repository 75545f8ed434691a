/**
 * A game's analysis makes the words its endgame can form once, for its first position solved,
 * and every later position of the same endgame is solved with them (packages/engine/analysis/endgame.ts):
 * on NO_B demo games the stored analysis equals one that makes the words afresh for every
 * solve, and the words were made fewer times than there were solves.
 */
import { describe, expect, it } from 'vitest';
import type { EndgameSolver } from '@ordbot/engine/analysis/endgame.ts';
import { storedAnalysis } from '@ordbot/engine/analysis/stored.ts';
import type { Lexicon } from '@ordbot/engine/engine/lexicon.ts';
import { solveEndgame } from '@ordbot/engine/strategy/endgame.ts';
import { loadLexiconFile } from '../../../../server/lexicon/files.ts';
import { loadShippedModel } from '../../../../server/strategy/shipped.ts';
import { demoAnalysisGames } from '../../../bench/demo-games.ts';

describe("the endgame's words, made once a game", () => {
  it('give the same analysis as words made for every solve', () => {
    const lexicon = loadLexiconFile('NO_B');
    const model = loadShippedModel('NO_B');
    const games = demoAnalysisGames(lexicon, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    let solves = 0;
    let exact = 0;
    const made = new Set<Lexicon>();
    const kept: EndgameSolver = (l, position, options) => {
      solves++;
      if (options?.words) made.add(options.words);
      const solution = solveEndgame(l, position, options);
      if (solution.exact) exact++;
      return solution;
    };
    const fresh: EndgameSolver = (l, position, options) =>
      solveEndgame(l, position, { ...options, words: undefined });
    for (const game of games) {
      expect(storedAnalysis(lexicon, game, { model, endgame: kept })).toEqual(
        storedAnalysis(lexicon, game, { model, endgame: fresh }),
      );
    }
    expect(exact).toBeGreaterThan(20);
    expect(made.size).toBeLessThan(solves / 2);
  }, 120_000);
});
