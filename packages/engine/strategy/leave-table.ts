/**
 * A table of leave values (docs/strategy.md "Leave values"): one value per leave of 1-6 tiles
 * of a tile set, indexed by packages/engine/strategy/leaves.ts, in a compact binary form that loads
 * without parsing (a typed array over the bytes): header, then one int16 per leave in
 * hundredths of a point. NO_B: 962,285 leaves, 1.92 MB.
 */
import type { Language } from '../game-enums.ts';
import { LANGUAGES } from '../game-enums.ts';
import type { LeaveCounts } from '../movegen/move-search.ts';
import { leaveIndex, type LeaveIndex } from './leaves.ts';

export const LEAVE_FORMAT_VERSION = 1;
const MAGIC = 0x564c524f; // 'ORLV' read as a little-endian u32
const HEADER_BYTES = 16; // magic, version, language index, leave count
/** Values are stored in hundredths of a point. */
export const LEAVE_SCALE = 100;
const LIMIT = 32767 / LEAVE_SCALE;

export class LeaveTableError extends Error {}

export class LeaveTable {
  readonly index: LeaveIndex;
  /** The value of each leave in hundredths of a point. */
  readonly values: Int16Array;

  constructor(
    readonly language: Language,
    values: Int16Array,
  ) {
    this.index = leaveIndex(language);
    if (values.length !== this.index.size) {
      throw new LeaveTableError(`A ${language} table holds ${this.index.size} leaves`);
    }
    this.values = values;
  }

  /** Values in points per leave index, rounded to hundredths and kept within int16. */
  static fromPoints(language: Language, points: ArrayLike<number>): LeaveTable {
    const values = new Int16Array(points.length);
    for (let i = 0; i < points.length; i++) {
      const v = Math.max(-LIMIT, Math.min(LIMIT, points[i] as number));
      values[i] = Math.round(v * LEAVE_SCALE);
    }
    return new LeaveTable(language, values);
  }

  static fromBytes(data: ArrayBuffer | Uint8Array): LeaveTable {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    if (bytes.byteLength < HEADER_BYTES) throw new LeaveTableError('File is too short');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(0, true) !== MAGIC) throw new LeaveTableError('Not a leave table');
    const version = view.getUint32(4, true);
    if (version !== LEAVE_FORMAT_VERSION) {
      throw new LeaveTableError(`Leave table version ${version} is not supported`);
    }
    const language = LANGUAGES[view.getUint32(8, true)];
    if (!language) throw new LeaveTableError('Unknown language in the leave table');
    const count = view.getUint32(12, true);
    if (bytes.byteLength !== HEADER_BYTES + count * 2) {
      throw new LeaveTableError('File is truncated or has trailing bytes');
    }
    const aligned = (bytes.byteOffset + HEADER_BYTES) % 2 === 0;
    const values = aligned
      ? new Int16Array(bytes.buffer, bytes.byteOffset + HEADER_BYTES, count)
      : new Int16Array(bytes.slice(HEADER_BYTES).buffer);
    return new LeaveTable(language, values);
  }

  toBytes(): Uint8Array {
    const bytes = new Uint8Array(HEADER_BYTES + this.values.length * 2);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, MAGIC, true);
    view.setUint32(4, LEAVE_FORMAT_VERSION, true);
    view.setUint32(8, LANGUAGES.indexOf(this.language), true);
    view.setUint32(12, this.values.length, true);
    for (let i = 0; i < this.values.length; i++) {
      view.setInt16(HEADER_BYTES + i * 2, this.values[i] as number, true);
    }
    return bytes;
  }

  /** A leave's value in points by its counts per tile type (0 for the empty leave). */
  readonly valueOfCounts: LeaveCounts = (counts) => {
    const i = this.index.index(counts);
    return i < 0 ? 0 : (this.values[i] as number) / LEAVE_SCALE;
  };

  /** A leave's value in points ('?' a blank, any order, any case; '' is 0). */
  value(tiles: string): number {
    const counts = this.index.counts(tiles);
    if (!counts) return 0;
    return this.valueOfCounts(counts);
  }
}
