/**
 * Every placement of a rack, listed as generateMoves lists them, made row by row with each row's
 * moves kept for the next board. The moves found from the anchors of a row of a pass board
 * depend only on that row (its tiles, cross-checks, cross-word points and lengths, anchors), the
 * layout, the rack and the lexicon: a move played changes a few rows (its own, the rows beside
 * it and, in the other direction, the lines it crosses), so on the next board of a search most
 * rows are found again instead of searched. Rows are matched on their full contents, not on a
 * hash alone, so a kept row is always the right one.
 */
import { BOARD_SIZE } from '../constants.ts';
import type { Language } from '../enums.ts';
import type { Lexicon } from './lexicon.ts';
import { byKeys, INDEX_SPAN, orderKey } from './move-pool.ts';
import { MoveSearch } from './move-search.ts';
import type { EngineMove } from './types.ts';

const N = BOARD_SIZE;
/** Two numbers per square of a row: tile, cross-word length, anchor and cross-word points; mask. */
const ROW_WORDS = 2 * N;

interface Row {
  data: Int32Array;
  moves: EngineMove[];
  /** Per move, its orderKey (core/engine/move-pool.ts). */
  keys: Float64Array;
}

/** A rack's kept rows, and per pass and row the one found last with the row's stamp then. */
interface RackRows {
  /** Per pass and row (pass * 15 + row), kept rows by a hash of the row's contents. */
  byHash: Map<number, Row[]>[];
  stamps: Float64Array;
  last: (Row | undefined)[];
}

export class RowMoves {
  private readonly search: MoveSearch;
  /**
   * Kept rows by rack, then per pass and row (pass * 15 + row) by a hash of the row's contents
   * (a small integer, so the maps never box their keys); the contents are then compared.
   */
  private readonly rows = new Map<string, RackRows>();
  private readonly data = new Int32Array(ROW_WORDS);
  private kept = 0;
  private layout: readonly number[] | null = null;
  private language: Language | null = null;
  /** Rows searched and rows found kept by the last calls (read by tests and benchmarks). */
  searched = 0;
  reused = 0;

  /** At most about this many moves are kept; then the rows kept so far are let go. */
  constructor(
    lexicon: Lexicon,
    private readonly maxKept = 1_000_000,
  ) {
    this.search = new MoveSearch(lexicon);
  }

  /**
   * Every placement of `rack` (upper case, '?' a blank) on `board`, in generateMoves' order:
   * points high to low, then y, x, horizontal first, then the word. The board must be valid
   * (core/engine/placement.ts checkBoard): this is the inner loop of searches that made it.
   */
  moves(
    board: readonly string[],
    rack: string,
    layout: readonly number[],
    language: Language,
  ): EngineMove[] {
    if (layout !== this.layout || language !== this.language) {
      this.rows.clear();
      this.kept = 0;
      this.layout = layout;
      this.language = language;
    }
    const search = this.search;
    search.prepare(board, layout, language, rack);
    let lines = this.rows.get(rack);
    if (!lines) {
      lines = {
        byHash: Array.from({ length: 2 * N }, () => new Map<number, Row[]>()),
        stamps: new Float64Array(2 * N),
        last: new Array<Row | undefined>(2 * N),
      };
      this.rows.set(rack, lines);
    }
    const out: EngineMove[] = [];
    for (let pass = 0; pass < 2; pass++) {
      const stamps = search.passBoard(pass).rowStamp;
      for (let row = 0; row < N; row++) {
        const line = pass * N + row;
        const stamp = stamps[row] as number;
        let found = lines.stamps[line] === stamp ? lines.last[line] : undefined;
        if (found) {
          this.reused++;
          this.append(found, out);
          continue;
        }
        const hash = this.read(pass, row);
        const byHash = lines.byHash[line] as Map<number, Row[]>;
        const known = byHash.get(hash);
        if (known) {
          for (const candidate of known) {
            if (same(candidate.data, this.data)) {
              found = candidate;
              break;
            }
          }
        }
        if (!found) {
          search.pool.reset();
          search.searchRow(pass, row);
          const moves: EngineMove[] = [];
          const keys = new Float64Array(search.pool.count);
          for (let i = 0; i < search.pool.count; i++) {
            const move = search.pool.toMove(i, search.letters);
            keys[i] = orderKey(move.points, move.x, move.y, move.vertical);
            moves.push(move);
          }
          found = { data: this.data.slice(), moves, keys };
          if (known) known.push(found);
          else byHash.set(hash, [found]);
          this.kept += moves.length + 1;
          this.searched++;
        } else this.reused++;
        lines.stamps[line] = stamp;
        lines.last[line] = found;
        this.append(found, out);
      }
    }
    if (this.kept > this.maxKept) {
      this.rows.clear();
      this.kept = 0;
    }
    return byKeys(order.subarray(0, out.length), (i) => out[i] as EngineMove);
  }

  /** A row's moves onto `out`, with their places in the order. */
  private append({ moves, keys }: Row, out: EngineMove[]): void {
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

  /** Reads a row of a pass board into `data` and returns its hash, 30 bits. */
  private read(pass: number, row: number): number {
    const p = this.search.passBoard(pass);
    const data = this.data;
    let hash = 0x811c9dc5;
    for (let i = 0, sq = row * N; i < N; i++, sq++) {
      const a =
        ((p.cell[sq] as number) + 1) |
        ((p.crossLen[sq] as number) << 7) |
        ((p.anchor[sq] as number) << 11) |
        ((p.crossSum[sq] as number) << 12);
      const b = p.cross[sq] as number;
      data[2 * i] = a;
      data[2 * i + 1] = b;
      hash = Math.imul(hash ^ a, 0x01000193);
      hash = Math.imul(hash ^ b, 0x01000193);
    }
    return hash & 0x3fffffff;
  }
}

/** Room for every move of a list: keys times INDEX_SPAN plus the move's place in `out`. */
let order = new Float64Array(1 << 12);

function same(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
