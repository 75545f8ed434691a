/**
 * Every placement of a rack, listed as generateMoves lists them, made row by row with each row's
 * moves kept for the next board. The moves found from the anchors of a row of a pass board
 * depend only on that row (its tiles, cross-checks, cross-word points and lengths, anchors), the
 * layout, the rack and the lexicon: a move played changes a few rows (its own, the rows beside
 * it and, in the other direction, the lines it crosses), so on the next board of a search most
 * rows are found again instead of searched. Rows are matched by two 32-bit hashes of their
 * contents that the pass boards keep as squares change (packages/engine/movegen/pass-board.ts hashRows), so
 * a row is never read to be found; two different rows with the same 64 bits are as unlikely as
 * a collision in the endgame's transposition table, whose keys are as long.
 */
import { BOARD_SIZE } from '../dimensions.ts';
import type { Language } from '../game-enums.ts';
import { HashIndex } from './hash-index.ts';
import { byKeys, INDEX_SPAN, orderKey } from './move-pool.ts';
import { engineOf, type PoolSearch, type Words } from './search-engine.ts';
import type { EngineMove } from './types.ts';

const N = BOARD_SIZE;
/** A row's moves for one rack, kept while the row's contents are the same. */
export interface Row<T = unknown> {
  /** The row's hashes (packages/engine/movegen/pass-board.ts rowHash). */
  hashA: number;
  hashB: number;
  /** The row's moves in generateMoves' order. */
  moves: EngineMove[];
  /** Per move, its orderKey (packages/engine/movegen/move-pool.ts), so ascending. */
  keys: Float64Array;
  /** What the caller keeps with the row (it depends only on the row and the rack). */
  extra: T | undefined;
}

/** A rack's kept rows, and per pass and row the one found last. */
interface RackRows<T> {
  /** Kept rows by hashes and line. */
  byHash: HashIndex<Row<T>>;
  last: (Row<T> | undefined)[];
  /** Per line, the hashes of the row found last (so a row found again is not read). */
  lastHashes: Int32Array;
}

/** Rows per board: 15 of each pass (pass * 15 + row). */
export const LINES = 2 * N;

export class RowMoves<T = unknown> {
  private readonly search: PoolSearch;
  /** Kept rows by rack, then by line (pass * 15 + row) and the row's hashes. */
  private readonly rows = new Map<string, RackRows<T>>();
  /** The rows of the last call of `lines`. */
  private readonly found: Row<T>[] = [];
  private kept = 0;
  /** The rows' hashes of the pass being read. */
  private readonly hashes = new Int32Array(2 * N);
  private layout: readonly number[] | null = null;
  private language: Language | null = null;
  /** Rows searched and rows found kept by the last calls (read by tests and benchmarks). */
  searched = 0;
  reused = 0;

  /**
   * At most about this many moves are kept; then the rows kept so far are let go. The rows are
   * searched by `search`, by default a new search of the engine `words` names (search-engine.ts:
   * the WebAssembly engine's where the caller passed it).
   */
  constructor(
    words: Words,
    private readonly maxKept = 1_000_000,
    search: PoolSearch = engineOf(words).newSearch(),
  ) {
    this.search = search;
  }

  /**
   * Every placement of `rack` (upper case, '?' a blank) on `board`, in generateMoves' order:
   * points high to low, then y, x, horizontal first, then the word. The board must be valid
   * (packages/engine/movegen/placement.ts checkBoard): this is the inner loop of searches that made it.
   */
  moves(
    board: readonly string[],
    rack: string,
    layout: readonly number[],
    language: Language,
  ): EngineMove[] {
    const out: EngineMove[] = [];
    for (const row of this.lines(board, rack, layout, language)) this.append(row, out);
    return byKeys(order.subarray(0, out.length), (i) => out[i] as EngineMove);
  }

  /**
   * The rows of `rack` on `board`, pass * 15 + row: every placement of the rack lies in one of
   * them, each row's in generateMoves' order. Rows of the same contents are the same objects
   * while they are kept. The array is this object's, filled again by the next call.
   */
  lines(
    board: readonly string[],
    rack: string,
    layout: readonly number[],
    language: Language,
  ): readonly Row<T>[] {
    if (layout !== this.layout || language !== this.language) {
      this.rows.clear();
      this.kept = 0;
      this.layout = layout;
      this.language = language;
    }
    const search = this.search;
    search.prepare(board, layout, language, rack, null);
    let lines = this.rows.get(rack);
    if (!lines) {
      lines = {
        byHash: new HashIndex<Row<T>>(),
        last: new Array<Row<T> | undefined>(LINES),
        lastHashes: new Int32Array(2 * LINES),
      };
      this.rows.set(rack, lines);
    }
    const found = this.found;
    const lastHashes = lines.lastHashes;
    for (let pass = 0; pass < 2; pass++) {
      // A copy: the search's own array may not outlive its next row search.
      const hashes = this.hashes;
      hashes.set(search.rowHashes(pass));
      for (let row = 0; row < N; row++) {
        const line = pass * N + row;
        const a = hashes[2 * row] as number;
        const b = hashes[2 * row + 1] as number;
        let kept = lines.last[line];
        if (kept && lastHashes[2 * line] === a && lastHashes[2 * line + 1] === b) {
          this.reused++;
          found[line] = kept;
          continue;
        }
        kept = lines.byHash.get(a, b, line);
        if (!kept) {
          kept = this.searchRow(pass, row, a, b);
          lines.byHash.add(a, b, line, kept);
          this.kept += kept.moves.length + 1;
          this.searched++;
        } else this.reused++;
        lines.last[line] = kept;
        lastHashes[2 * line] = a;
        lastHashes[2 * line + 1] = b;
        found[line] = kept;
      }
    }
    if (this.kept > this.maxKept) {
      this.rows.clear();
      this.kept = 0;
    }
    return found;
  }

  /** A row's moves searched, in generateMoves' order. */
  private searchRow(pass: number, row: number, hashA: number, hashB: number): Row<T> {
    const search = this.search;
    search.pool.reset();
    search.searchRow(pass, row);
    const count = search.pool.count;
    const made: EngineMove[] = [];
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const move = search.pool.toMove(i, search.letters);
      keys[i] = orderKey(move.points, move.x, move.y, move.vertical) * INDEX_SPAN + i;
      made.push(move);
    }
    // byKeys sorts the keys in place; a tie it breaks by word keeps its orderKey.
    const moves = byKeys(keys, (i) => made[i] as EngineMove);
    for (let i = 0; i < count; i++) keys[i] = Math.floor((keys[i] as number) / INDEX_SPAN);
    return { hashA, hashB, moves, keys, extra: undefined };
  }

  /** A row's moves onto `out`, with their places in the order. */
  private append({ moves, keys }: Row<T>, out: EngineMove[]): void {
    if (out.length + moves.length > order.length) {
      const larger = new Float64Array(2 * (out.length + moves.length));
      larger.set(order);
      order = larger;
    }
    for (let i = 0; i < moves.length; i++) {
      order[out.length] = (keys[i] as number) * INDEX_SPAN + out.length;
      out.push(moves[i] as EngineMove);
    }
  }
}

/** Room for every move of a list: keys times INDEX_SPAN plus the move's place in `out`. */
let order = new Float64Array(1 << 12);
