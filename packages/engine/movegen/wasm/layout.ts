/**
 * What the WebAssembly engine's two sides must agree on, written once: the constants both the
 * TypeScript host (engine.ts) and the AssemblyScript module (assembly/) use, and the fields of
 * INPUT, the block of the module's memory the host writes the board and the rack into before
 * setBoard and setRack. The host imports them from here; the module cannot import TypeScript, so
 * scripts/build-wasm.mjs writes them into assembly/layout.generated.ts before it compiles
 * (layout-source.ts makes that file's text). Plain data: the constants come from the TypeScript
 * engine's own where it has them.
 */
import { CENTRE_INDEX } from '../../board.ts';
import { BOARD_SIZE, RACK_SIZE, SQUARES } from '../../dimensions.ts';
import { MAX_KEYS, STRIDE } from '../leave-keys.ts';
import { CHILD_SHIFT, LAST_BIT, LETTER_MASK, TERMINAL_BIT } from '../lexicon.ts';
import { BLANK_FLAG, COORD_BITS, HEAD, NEW_FLAG } from '../move-pool.ts';
import { BINGO_BONUS } from '../scoring.ts';

/** Entries of a per-letter array: one per letter index a word graph's edge can hold. */
export const LETTER_SLOTS = LETTER_MASK + 1;
/** More changed squares than this and the module fills its pass boards anew. */
export const MAX_CHANGES = 24;
/** Bytes the module reserves for INPUT: the fields must fit in them. */
export const INPUT_BYTES = 4096;

/**
 * The shared constants under the names the module's code gives them (all i32 there). The
 * word graph's edge bits are lexicon.ts's, the move pool's record move-pool.ts's.
 */
export const SHARED_CONSTANTS = {
  N: BOARD_SIZE,
  SQUARES,
  CENTRE: CENTRE_INDEX,
  RACK_SIZE,
  STRIDE,
  MAX_KEYS,
  BINGO_BONUS,
  LETTER_SLOTS,
  LETTER: LETTER_MASK,
  TERMINAL: TERMINAL_BIT,
  LAST: LAST_BIT,
  CHILD_SHIFT,
  BLANK_FLAG,
  NEW_FLAG,
  HEAD_WORDS: HEAD,
  COORD_BITS,
} as const;

/** Element types of INPUT's fields, as AssemblyScript names them. */
export type FieldType = 'i8' | 'u8' | 'i32' | 'f64';
export const FIELD_BYTES: Readonly<Record<FieldType, number>> = { i8: 1, u8: 1, i32: 4, f64: 8 };

export interface InputField {
  /** The offset's name without its IN_ prefix. */
  readonly name: string;
  readonly type: FieldType;
  /** Elements. */
  readonly length: number;
  readonly doc: string;
}

/**
 * INPUT's fields in order: each starts at the first multiple of its element's size after the
 * one before it (inputOffsets), so the host's typed arrays can view it in place.
 */
export const INPUT_FIELDS = [
  { name: 'CELLS', type: 'i8', length: SQUARES, doc: '-1 empty, else letter index | BLANK_FLAG' },
  { name: 'VALUES', type: 'i8', length: SQUARES, doc: 'points of the tile on the square' },
  { name: 'LM', type: 'u8', length: SQUARES, doc: 'letter multiplier' },
  { name: 'WM', type: 'u8', length: SQUARES, doc: 'word multiplier' },
  { name: 'LETTER_POINTS', type: 'i8', length: LETTER_SLOTS, doc: "each letter's points" },
  { name: 'RACK', type: 'i8', length: LETTER_SLOTS, doc: 'tiles of each letter on the rack' },
  { name: 'RADIX', type: 'i32', length: LETTER_SLOTS, doc: "each letter's place in a leave key" },
  { name: 'KIND', type: 'i32', length: RACK_SIZE, doc: "the rack's tile types" },
  { name: 'HAVE', type: 'i32', length: RACK_SIZE, doc: 'tiles of each type' },
  { name: 'STEP', type: 'i32', length: RACK_SIZE, doc: "each type's place value" },
  { name: 'MAX_LEAVE', type: 'f64', length: RACK_SIZE + 1, doc: 'best leave after k tiles' },
  { name: 'LEAVE', type: 'f64', length: MAX_KEYS, doc: 'the leave of each leave key' },
  { name: 'CHANGED', type: 'i32', length: MAX_CHANGES, doc: 'squares updateBoard reads' },
] as const satisfies readonly InputField[];

export type InputFieldName = (typeof INPUT_FIELDS)[number]['name'];

/** Each field's byte offset in INPUT, in INPUT_FIELDS's order. */
export function inputOffsets(fields: readonly InputField[] = INPUT_FIELDS): Record<string, number> {
  const offsets: Record<string, number> = {};
  let end = 0;
  for (const { name, type, length } of fields) {
    const size = FIELD_BYTES[type];
    const at = Math.ceil(end / size) * size;
    offsets[name] = at;
    end = at + length * size;
  }
  return offsets;
}

/** INPUT's offsets by field name (IN_CELLS is INPUT_OFFSETS.CELLS). */
export const INPUT_OFFSETS = inputOffsets() as Readonly<Record<InputFieldName, number>>;
