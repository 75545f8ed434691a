// Generated from packages/engine/movegen/wasm/layout.ts by scripts/build-wasm.mjs (the text is
// layout-source.ts's): do not edit it; edit layout.ts, which the TypeScript host imports.

// The constants the module shares with its host.
export const N: i32 = 15;
export const SQUARES: i32 = 225;
export const CENTRE: i32 = 112;
export const RACK_SIZE: i32 = 7;
export const STRIDE: i32 = 8;
export const MAX_KEYS: i32 = 128;
export const BINGO_BONUS: i32 = 40;
export const LETTER_SLOTS: i32 = 32;
export const LETTER: i32 = 31;
export const TERMINAL: i32 = 32;
export const LAST: i32 = 64;
export const CHILD_SHIFT: i32 = 7;
export const BLANK_FLAG: i32 = 32;
export const NEW_FLAG: i32 = 64;
export const HEAD_WORDS: i32 = 3;
export const COORD_BITS: i32 = 4;

/** Bytes of INPUT, what the host writes before setBoard and setRack (board.ts reserves it). */
export const INPUT_BYTES: i32 = 4096;

// INPUT's fields: their byte offsets in it.
/** i8[225]: -1 empty, else letter index | BLANK_FLAG. */
export const IN_CELLS: usize = 0;
/** i8[225]: points of the tile on the square. */
export const IN_VALUES: usize = 225;
/** u8[225]: letter multiplier. */
export const IN_LM: usize = 450;
/** u8[225]: word multiplier. */
export const IN_WM: usize = 675;
/** i8[32]: each letter's points. */
export const IN_LETTER_POINTS: usize = 900;
/** i8[32]: tiles of each letter on the rack. */
export const IN_RACK: usize = 932;
/** i32[32]: each letter's place in a leave key. */
export const IN_RADIX: usize = 964;
/** i32[7]: the rack's tile types. */
export const IN_KIND: usize = 1092;
/** i32[7]: tiles of each type. */
export const IN_HAVE: usize = 1120;
/** i32[7]: each type's place value. */
export const IN_STEP: usize = 1148;
/** f64[8]: best leave after k tiles. */
export const IN_MAX_LEAVE: usize = 1176;
/** f64[128]: the leave of each leave key. */
export const IN_LEAVE: usize = 1240;
/** i32[24]: squares updateBoard reads. */
export const IN_CHANGED: usize = 2264;
