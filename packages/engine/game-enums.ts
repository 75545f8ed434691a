/** The game's own enumerations (docs/product.md, Data): what the engine needs of packages/contract/enums.ts, which re-exports them. */

export const LANGUAGES = ['ENG_US', 'NO_B', 'ENG_INT', 'NO_NY'] as const;
export type Language = (typeof LANGUAGES)[number];

export const BOARD_TYPES = ['NORMAL', 'RANDOM'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

export const MOVE_TYPES = ['NORMAL', 'SWAP', 'PASS', 'RESIGN'] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

/** Analysis grades (docs/analysis.md); labels 'Unøyaktighet', 'Feil', 'Tabbe'. */
export type Grade = 'INACCURACY' | 'MISTAKE' | 'BLUNDER';
