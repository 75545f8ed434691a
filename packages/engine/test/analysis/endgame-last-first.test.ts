/**
 * The review searches a game's empty-bag positions from the last to the first
 * (packages/engine/analysis/endgame.ts searchGameEndgame): the later positions, with few tiles
 * left, are proven first on the game's one table, and the earlier searches read them. On 12 NO_B
 * demo games within the game's budget of positions: the positions searched come with no fewer
 * tiles than the one before, at least 30 of them are proven and at least 20 moves read
 * 'Perfekt sluttspill' (in the game's order the budget went to the first positions, which it
 * cannot prove: 10 positions and 7 moves), and each game reads the budget plus at most the
 * overshoot of its searches.
 */
import { describe, expect, it } from 'vitest';
import { analyseGame } from '../../analysis/analyse.ts';
import { ENDGAME_GAME_NODES, type EndgameSolver } from '../../analysis/endgame.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { reviewEndgame } from '../../strategy/endgame/game.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { demoAnalysisGames } from '../../../../tests/bench/demo-games.ts';

describe("the review's endgame, last position first", () => {
  it('proves the later positions and grades more moves as perfect', () => {
    const lexicon = loadLexiconFile('NO_B');
    const engine = engineWith(lexicon, loadShippedModel('NO_B'));
    const games = demoAnalysisGames(lexicon, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    let proven = 0;
    let perfect = 0;
    for (const game of games) {
      const tiles: number[] = [];
      let nodes = 0;
      const counting: EndgameSolver = (l) => {
        const search = reviewEndgame(l);
        return (position, options) => {
          const solution = search(position, options);
          tiles.push(position.racks[0].length + position.racks[1].length);
          nodes += solution.nodes;
          if (solution.exact) proven++;
          return solution;
        };
      };
      const analysis = analyseGame(engine, game, { endgame: counting });
      for (const move of analysis.moves) if (move?.endgame?.proven) perfect++;
      for (let i = 1; i < tiles.length; i++) {
        expect(tiles[i]).toBeGreaterThanOrEqual(tiles[i - 1] as number);
      }
      // A search may pass its limit by its first ply and its last position's turns.
      expect(nodes).toBeLessThan(4 * ENDGAME_GAME_NODES + 2_000);
    }
    expect(proven).toBeGreaterThanOrEqual(30);
    expect(perfect).toBeGreaterThanOrEqual(20);
  }, 120_000);
});
