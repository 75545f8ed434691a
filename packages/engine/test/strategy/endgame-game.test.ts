/**
 * One game's endgame search (packages/engine/strategy/endgame/game.ts): every position of a line of play
 * searched in turn on one table, as the review does. Without a limit every answer is proven and
 * equals a brute force (small endgames of up to 3 tiles a side) and the exact solver; under a
 * small budget every answer it calls proven is the exact solver's, and the table kept from the
 * earlier positions proves at least as many of the later ones as fresh searches with the same
 * budget do.
 */
import { describe, expect, it } from 'vitest';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { applyMove, removeFromRack } from '../../movegen/self-play.ts';
import {
  searchEndgame,
  solveEndgame,
  type EndgamePly,
  type EndgamePosition,
} from '../../strategy/endgame/solver.ts';
import { EndgameGame, followsFrom } from '../../strategy/endgame/game.ts';
import { sortedTiles } from '../../strategy/endgame/turns.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { SMALL_WORDS } from '../movegen/small-words.ts';
import { BudgetExceeded, bruteForceEndgame } from './endgame-brute-force.ts';
import { selfPlayEndgame } from './self-play-endgame.ts';
import { noBEndgames, smallListEndgames } from './small-endgames.ts';

interface Step {
  position: EndgamePosition;
  /** Which player is to move (true: the one to move first). */
  mover: boolean;
}

/**
 * The positions along a line of play from `start`: each side plays `turnOf`'s turn, until a
 * side goes out or the passes end the game.
 */
function lineOfPlay(
  start: EndgamePosition,
  turnOf: (step: Step) => EndgamePly | undefined,
): Step[] {
  const steps: Step[] = [];
  let step: Step = { position: start, mover: true };
  for (;;) {
    steps.push(step);
    const ply = turnOf(step);
    if (!ply) break;
    const { position } = step;
    const [own, other] = position.racks;
    const passes = position.passes ?? 0;
    if (ply.move === null) {
      if (passes + 1 >= 3) break;
      step = {
        position: {
          ...position,
          racks: [other, own],
          spread: -position.spread,
          passes: passes + 1,
        },
        mover: !step.mover,
      };
      continue;
    }
    const leave = removeFromRack(own, ply.move.letters);
    if (leave === '') break;
    step = {
      position: {
        ...position,
        board: applyMove(position.board, ply.move),
        racks: [other, leave],
        spread: -(position.spread + ply.points),
        passes: 0,
      },
      mover: !step.mover,
    };
  }
  return steps;
}

describe("a game's endgame search on one table", () => {
  it('equals a brute force at every position of a line on small endgames', () => {
    let checked = 0;
    for (const { lexicon, position } of smallListEndgames(SMALL_WORDS, 'ENG_US')) {
      try {
        bruteForceEndgame(lexicon, position.board, position.racks, position.spread, {
          ...position,
          budget: 5_000,
        });
      } catch (err) {
        if (err instanceof BudgetExceeded) continue;
        throw err;
      }
      const game = new EndgameGame(lexicon);
      const steps = lineOfPlay(position, (step) => searchEndgame(lexicon, step.position).best[0]);
      for (const { position: at, mover } of steps) {
        const brute = bruteForceEndgame(lexicon, at.board, at.racks, at.spread, {
          ...at,
          budget: 50_000,
        });
        const found = game.search({ ...at, mover });
        expect(found.proven).toBe(true);
        expect(found.spread).toBe(brute.spread);
      }
      if (++checked === 60) break;
    }
    expect(checked).toBe(60);
  }, 120_000);

  it('proves only exact values under a budget, and proves more with its table kept', () => {
    const lexicon = loadLexiconFile('NO_B');
    let kept = 0;
    let fresh = 0;
    let lines = 0;
    for (let seed = 1; lines < 8; seed++) {
      const found = selfPlayEndgame(lexicon, seed);
      if (!found) continue;
      lines++;
      const start: EndgamePosition = {
        board: found.board,
        language: 'NO_B',
        racks: [found.racks[0].slice(0, 5), found.racks[1].slice(0, 5)],
        spread: seed % 30,
      };
      const steps = lineOfPlay(start, (step) => solveEndgame(lexicon, step.position).best[0]);
      const game = new EndgameGame(lexicon);
      for (const { position, mover } of steps) {
        const exact = solveEndgame(lexicon, position);
        const shared = game.search({ ...position, mover }, { maxNodes: 300 });
        const alone = searchEndgame(lexicon, position, { maxNodes: 300 });
        if (shared.proven) {
          kept++;
          expect(shared.spread).toBe(exact.spread);
        }
        if (alone.proven) fresh++;
      }
    }
    expect(kept).toBeGreaterThanOrEqual(fresh);
    expect(kept).toBeGreaterThan(0);
  }, 240_000);

  it('follows a later position of the same endgame only', () => {
    const lexicon: Lexicon = loadLexiconFile('NO_B');
    const position = [...take(noBEndgames(lexicon), 1)][0]!.position;
    const tiles = sortedTiles(position.racks.join(''));
    expect(followsFrom(position.board, tiles, position.board, position.racks)).toBe(true);
    expect(followsFrom(position.board, tiles, position.board, [position.racks[0], 'Q'])).toBe(
      false,
    );
  });
});

function* take<T>(items: Iterable<T>, count: number): Generator<T> {
  let n = 0;
  for (const item of items) {
    if (n++ >= count) return;
    yield item;
  }
}
