/**
 * Move generation for analysis and self-play. Plain data in and out (a board of 225 strings,
 * a rack string, options), so a Web Worker can call it with only the Lexicon (or an Engine, search-engine.ts) in hand.
 */
import { CENTRE_INDEX } from '../board.ts';
import { BOARD_SIZE, RACK_SIZE, SQUARES } from '../dimensions.ts';
import type { Language, MoveType } from '../game-enums.ts';
import { MIN_BAG_FOR_SWAP } from '../game-state.ts';
import { BLANK, tileSet } from '../tiles.ts';
import type { Lexicon } from './lexicon.ts';
import { nthLargest, type MovePool } from './move-pool.ts';
import { MoveSearch, type LeaveCounts } from './move-search.ts';
import { engineOf, lexiconOf, type PoolSearch, type Words } from './search-engine.ts';
import { compareRanked, notation } from './notation.ts';
import { checkBoard } from './placement.ts';
import { resolveLayout } from './scoring.ts';
import type { EngineMove } from './types.ts';

export interface GenerateOptions {
  /** 225 square codes (packages/engine/board.ts); the standard board when left out. */
  layout?: readonly number[];
  language: Language;
  /** Return only the best `limit` moves. */
  limit?: number;
}

export interface FastOptions {
  layout?: readonly number[];
  language: Language;
  /** Search steps (DAWG extensions) before the search stops; a cap for the worst positions. */
  budget?: number;
  /** How many of the language's most common letters a blank may stand for. */
  blankLetters?: number;
}

export const DEFAULT_FAST_BUDGET = 150_000;
export const DEFAULT_FAST_BLANK_LETTERS = 8;

/** fastMove's own TypeScript search per lexicon (the WebAssembly engine has no fast mode). */
const fastSearches = new WeakMap<Lexicon, MoveSearch>();

function fastSearchFor(lexicon: Lexicon): MoveSearch {
  let search = fastSearches.get(lexicon);
  if (!search) {
    search = new MoveSearch(lexicon);
    fastSearches.set(lexicon, search);
  }
  return search;
}

/** The search every other function here uses: the engine's own for them (search-engine.ts). */
function searchFor(words: Words): PoolSearch {
  return engineOf(words).search('movegen');
}

/**
 * A rack as one string: letters (any case, played as real tiles) and '?' for each blank.
 * Throws RangeError for other characters or more than RACK_SIZE tiles.
 */
export function normaliseRack(rack: string | readonly string[]): string {
  const tiles = typeof rack === 'string' ? [...rack] : [...rack];
  if (tiles.length > RACK_SIZE) {
    throw new RangeError(`A rack holds at most ${RACK_SIZE} tiles, got ${tiles.length}`);
  }
  for (const tile of tiles) {
    if (tile !== BLANK && !/^\p{L}$/u.test(tile)) {
      throw new RangeError(`Rack tile '${tile}' is neither a letter nor '${BLANK}'`);
    }
  }
  return tiles.join('').toUpperCase();
}

function prepare<S extends PoolSearch = PoolSearch>(
  lexicon: Words,
  board: readonly string[],
  rack: string | readonly string[],
  options: { layout?: readonly number[]; language: Language },
  leaves: LeaveCounts | null = null,
  search: S = searchFor(lexicon) as S,
): S {
  checkBoard(board);
  search.prepare(
    board,
    resolveLayout(options.layout),
    options.language,
    normaliseRack(rack),
    leaves,
  );
  return search;
}

/** A placement ranked by equity: its points plus the value of the tiles it keeps. */
export interface RankedMove extends EngineMove {
  /** Points plus the leave's value (the points alone without leaves). */
  equity: number;
  notation: string;
  /** The tiles kept, in rack order, '?' a blank. */
  leave: string;
}

export interface TopOptions {
  layout?: readonly number[];
  language: Language;
  /** The value of a leave by tile counts (packages/engine/strategy); none ranks by points. */
  leaves?: LeaveCounts | null;
}

/**
 * The pool's moves ranked: value high to low, then fewer tiles, then notation. Only moves that
 * reach the n-th best equity become objects.
 */
function ranked(search: PoolSearch, rack: string, n: number): RankedMove[] {
  return rankPool(search.pool, search.letters, rack, n);
}

/** ranked() over any pool of moves (the WebAssembly engine's too), `letters` its alphabet. */
export function rankPool(
  pool: MovePool,
  letters: readonly string[],
  rack: string,
  n: number,
): RankedMove[] {
  const moves: RankedMove[] = [];
  const floor = pool.count > n ? nthLargest(pool.equity, pool.count, n) : -Infinity;
  for (let i = 0; i < pool.count; i++) {
    if ((pool.equity[i] as number) < floor) continue;
    const move = pool.toMove(i, letters);
    moves.push({
      ...move,
      equity: pool.equity[i] as number,
      notation: notation(move),
      leave: leaveOf(rack, move.letters),
    });
  }
  moves.sort((a, b) => compareRanked(a.equity, b.equity, a, b));
  return moves.length > n ? moves.slice(0, n) : moves;
}

/** What stays of a rack after placing `letters` (a lower-case letter used a blank). */
export function leaveOf(rack: string, letters: string): string {
  const tiles = [...rack];
  for (const letter of letters) {
    const at = tiles.indexOf(letter === letter.toUpperCase() ? letter : BLANK);
    if (at >= 0) tiles.splice(at, 1);
  }
  return tiles.join('');
}

/**
 * The best `n` placements by equity (or by points without leaves), in the analysis tie order:
 * equity high to low, then fewer tiles, then notation. The search bounds every anchor and
 * stops once n moves beat every bound left (packages/engine/movegen/shadow.ts), so the answer equals the
 * full enumeration sorted the same way without materialising it.
 */
export function topMoves(
  lexicon: Words,
  board: readonly string[],
  rack: string | readonly string[],
  options: TopOptions,
  n = 10,
): RankedMove[] {
  const normal = normaliseRack(rack);
  const search = prepare(lexicon, board, normal, options, options.leaves ?? null);
  search.searchTop(n);
  return ranked(search, normal, n);
}

/**
 * topMoves, and the best swap of the same rack with the same leaves (the most valuable leave
 * that keeps fewer tiles than the rack holds), from one preparation of the board.
 */
export function topMovesAndSwap(
  lexicon: Words,
  board: readonly string[],
  rack: string | readonly string[],
  options: TopOptions,
  n = 10,
): { moves: RankedMove[]; swap: { value: number; keep: string } | null } {
  const normal = normaliseRack(rack);
  const search = prepare(lexicon, board, normal, options, options.leaves ?? null);
  const swap = search.bestKeep();
  search.searchTop(n);
  return { moves: ranked(search, normal, n), swap };
}

/**
 * The best `n` of every placement ranked by equity (all by default): the full enumeration,
 * which topMoves must equal.
 */
export function allMovesByEquity(
  lexicon: Words,
  board: readonly string[],
  rack: string | readonly string[],
  options: TopOptions,
  n = Infinity,
): RankedMove[] {
  const normal = normaliseRack(rack);
  const search = prepare(lexicon, board, normal, options, options.leaves ?? null);
  search.searchAll();
  return ranked(search, normal, n);
}

/**
 * Every legal placement of the rack's tiles on the board ('' empty, lower case a blank), sorted
 * by points high to low, then y, x, horizontal first, word. `limit` keeps the best ones.
 */
export function generateMoves(
  lexicon: Words,
  board: readonly string[],
  rack: string | readonly string[],
  options: GenerateOptions,
): EngineMove[] {
  const search = prepare(lexicon, board, rack, options);
  search.searchAll();
  return search.pool.sorted(search.letters, options.limit);
}

/** The best `top` placements (generateMoves with a limit). */
export function bestMoves(
  lexicon: Words,
  board: readonly string[],
  rack: string | readonly string[],
  options: Omit<GenerateOptions, 'limit'>,
  top = 20,
): EngineMove[] {
  return generateMoves(lexicon, board, rack, { ...options, limit: top });
}

/**
 * Anchors in the order fast mode tries them: those with premium squares and cross-words within
 * reach first, so a small budget still finds the big scores. Deterministic for a position.
 */
function fastOrder(search: MoveSearch): number[] {
  const keys = search.anchorKeys();
  const weight = new Map<number, number>();
  for (const key of keys) {
    const p = search.passBoard(key >= SQUARES ? 1 : 0);
    const sq = key % SQUARES;
    const row = (sq / BOARD_SIZE) | 0;
    const col = sq % BOARD_SIZE;
    let w = 0;
    for (let c = Math.max(0, col - 3); c <= Math.min(BOARD_SIZE - 1, col + 4); c++) {
      const s = row * BOARD_SIZE + c;
      if ((p.cell[s] as number) >= 0) w += 1 + (p.value[s] as number) / 2;
      else w += (p.lm[s] as number) - 1 + 3 * ((p.wm[s] as number) - 1);
    }
    if (sq === CENTRE_INDEX) w += 10;
    weight.set(key, w);
  }
  return keys.sort((a, b) => (weight.get(b) as number) - (weight.get(a) as number) || a - b);
}

/**
 * A strong placement without enumerating everything, for self-play: only the best move is kept
 * (nothing is allocated per move), a blank stands only for the most common letters, and anchors
 * most likely to score go first in case the step budget runs out. Null when none was found.
 */
export function fastMove(
  lexicon: Words,
  board: readonly string[],
  rack: string | readonly string[],
  options: FastOptions,
): EngineMove | null {
  const search = prepare(lexicon, board, rack, options, null, fastSearchFor(lexiconOf(lexicon)));
  const common = [...tileSet(options.language)]
    .filter((tile) => tile.letter !== BLANK)
    .sort((a, b) => b.count - a.count)
    .slice(0, options.blankLetters ?? DEFAULT_FAST_BLANK_LETTERS);
  let blankMask = 0;
  for (const tile of common) {
    const index = lexiconOf(lexicon).indexOf(tile.letter.toLowerCase());
    if (index >= 0) blankMask |= 1 << index;
  }
  search.searchFast(options.budget ?? DEFAULT_FAST_BUDGET, fastOrder(search), blankMask);
  return search.pool.count > 0 ? search.pool.toMove(0, search.letters) : null;
}

/** A turn that places nothing. */
export interface NoPlacementOption {
  moveType: Extract<MoveType, 'SWAP' | 'PASS'>;
}

/** A swap needs at least this many tiles in the bag: the game's rule, here for the callers. */
export { MIN_BAG_FOR_SWAP };

/** What a player may do instead of placing: swap while the bag holds 7+ tiles, and pass. */
export function noPlacementOptions(bagSize: number): NoPlacementOption[] {
  return bagSize >= MIN_BAG_FOR_SWAP
    ? [{ moveType: 'SWAP' }, { moveType: 'PASS' }]
    : [{ moveType: 'PASS' }];
}
