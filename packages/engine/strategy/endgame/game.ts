/**
 * One game's endgame search (docs/strategy.md 'The review's endgame'): every empty-bag position
 * of a game after the first lies in the first one's tree (the same board with more tiles, the
 * same racks with fewer), so one transposition table serves them all. A position's key is its
 * board, each side's rack, the side to move and the passes, and the table stores what the rest
 * of the game adds to the spread, so what one search found of another position (proven or at
 * some depth) holds when a search gets there, in either order: the review searches the game's
 * positions from the last to the first, so an earlier search finds its later positions proven.
 * One solver serves the positions its words cover, keeping its turn lists; a position they may
 * not cover gets a new solver on the same table and killers.
 *
 * The sides keep the first position's orientation: side 0 is the player to move there.
 */
import type { Words } from '../../movegen/search-engine.ts';
import {
  anytimeOf,
  deepenOn,
  validate,
  type AnytimeResult,
  type EndgameOptions,
  type EndgamePosition,
  type EndgameResult,
} from './solver.ts';
import { Solver } from './search.ts';
import { sortedTiles } from './turns.ts';
import { endgameLexicon } from './words.ts';
import { BLANK } from '../../tiles.ts';

/**
 * Whether `board` with `racks` is a later position of the endgame that had `earlier` (its
 * board) with `tiles` (both racks' tiles, sorted): the board holds every tile the earlier one
 * did, and its racks and the tiles placed since are the earlier racks' tiles.
 */
export function followsFrom(
  earlier: readonly string[],
  tiles: string,
  board: readonly string[],
  racks: readonly string[],
): boolean {
  let placed = '';
  for (let sq = 0; sq < board.length; sq++) {
    const was = earlier[sq] as string;
    const now = board[sq] as string;
    if (was !== '') {
      if (now !== was) return false;
    } else if (now !== '') placed += now === now.toUpperCase() ? now : BLANK;
  }
  return sortedTiles(racks.join('') + placed) === tiles;
}

/**
 * The most tiles on both racks for which the endgame's words (endgame-words.ts) pay: above it,
 * making them (about 25 ms for 7 tiles against 7 on a loaded machine) costs more than the few
 * hundred positions the review reads save with them. A game's search that started above it
 * starts again with the words at the first position at or below it (its table then holds little).
 */
export const WORDS_MAX_TILES = 7;

/** A position of the game's endgame and which of the game's two players is to move. */
export interface GameEndgamePosition extends EndgamePosition {
  /** The player to move (any fixed labelling of the game's two players, e.g. playerMove). */
  mover: boolean;
}

export class EndgameGame {
  private solver: Solver | null = null;
  /** The words the solver makes its turns with. */
  private words: Words | null = null;
  /** The board and tiles of the solver's first position (followsFrom). */
  private board: readonly string[] = [];
  private tiles = '';
  /** The player to move at the game's first position searched: side 0 of every solver. */
  private firstMover = false;
  /** Positions searched by the solvers before this one. */
  private earlierNodes = 0;

  constructor(private readonly lexicon: Words) {}

  /**
   * The anytime search (searchEndgame) of a position of this game, on the game's table. The
   * solver moves to the position when its words cover it: the position follows from the
   * solver's first (followsFrom), or `options.words` are the solver's (the caller's words for
   * it), unless the solver's first position is above WORDS_MAX_TILES and this one is not. Else
   * a new solver starts at it on the same table, with `options.words` (endgame-words.ts; made
   * here when left out). A count of positions in `options` is this search's own. Throws
   * RangeError for a bad position.
   */
  search(position: GameEndgamePosition, options: EndgameOptions = {}): AnytimeResult {
    const passes = validate(position);
    const tiles = position.racks[0].length + position.racks[1].length;
    if (!this.solver) this.firstMover = position.mover;
    const side = position.mover === this.firstMover ? 0 : 1;
    const [mover, other] = position.racks;
    const racks: [string, string] = side === 0 ? [mover, other] : [other, mover];
    let solver = this.solver;
    if (
      solver &&
      !(tiles <= WORDS_MAX_TILES && this.tiles.length > WORDS_MAX_TILES) &&
      ((options.words !== undefined && options.words === this.words) ||
        followsFrom(this.board, this.tiles, position.board, position.racks))
    ) {
      solver.moveTo(position.board, racks);
    } else {
      const words = options.words ?? endgameLexicon(this.lexicon, position.board, position.racks);
      const memory = solver?.memory();
      this.earlierNodes += solver?.nodes ?? 0;
      solver = new Solver(words, { ...position, racks }, position.language, memory);
      this.solver = solver;
      this.words = words;
      this.board = position.board.slice();
      this.tiles = sortedTiles(position.racks.join(''));
    }
    return anytimeOf(deepenOn(solver, { side, spread: position.spread, passes }, options, true));
  }

  /** Positions searched by this game's solvers so far. */
  get nodes(): number {
    return this.earlierNodes + (this.solver?.nodes ?? 0);
  }
}

/**
 * The review's endgame search of one game (packages/engine/analysis/endgame.ts EndgameSolver): an
 * EndgameGame, answering in the exact solver's shape (`exact`: proven; `spread`: the value).
 */
export function reviewEndgame(
  lexicon: Words,
): (position: GameEndgamePosition, options?: EndgameOptions) => EndgameResult {
  const game = new EndgameGame(lexicon);
  return (position, options = {}) => {
    const found = game.search(position, options);
    const { best, spread, nodes, depth } = found;
    return { best, spread, exact: found.proven, nodes, depth };
  };
}
