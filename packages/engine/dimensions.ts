/** The board's and the rack's sizes, which the engine needs (packages/contract/constants.ts re-exports them). */

/** Board: 15 by 15, 225 squares. */
export const BOARD_SIZE = 15;
export const SQUARES = BOARD_SIZE * BOARD_SIZE;

/** Tiles on a full rack; a move placing all of them is a bingo. */
export const RACK_SIZE = 7;
