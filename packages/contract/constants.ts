/** Business constants and limits of docs/product.md, Limits (and a few decided in docs/architecture.md). */
import type { Language, PlayerType } from './enums.ts';

export { BOARD_SIZE, RACK_SIZE, SQUARES } from '@ordbot/engine/dimensions.ts';

/** Player table: 20 rows per page, 2 decimals on percentage. */
export const PLAYER_TABLE_PAGE_SIZE = 20;
export const PERCENT_DECIMALS = 2;

/** Games table variant: page size 20. */
export const GAMES_TABLE_PAGE_SIZE = 20;

/** Game search screen: default page size 25, options 10/25/50/100, 5 page buttons. */
export const SEARCH_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50, 100];
export const VISIBLE_PAGE_BUTTONS = 5;
/** The server answers a block of this many pages (docs/architecture.md: paged search). */
export const PAGE_BLOCK_SIZE = 5;

/** Detail pane 75 percent, search pane 25 percent. */
export const SEARCH_PANE_PERCENT = 25;

/** Mobile breakpoint in px: the stylesheets' media queries say it in CSS (src/ui/tokens.css). */
export const MOBILE_BREAKPOINT = 768;

/** Toasts: auto-close and collapse in ms, top-right. */
export const TOAST_DURATION = 5000;
export const TOAST_COLLAPSE = 300;
export const TOAST_POSITION = 'top-right';

/** Player picker closes this many ms after losing focus. */
export const PICKER_CLOSE_DELAY = 200;

/** Multi-select dropdown option limit. */
export const MULTISELECT_LIMIT = 1000;

/** Statistics calls and the home page use Norwegian bokmål. */
export const STATS_LANGUAGE: Language = 'NO_B';
/** Chart range (docs/product.md, Statistics). */
export const STATS_YEAR_FROM = 2009;
export const STATS_YEAR_TO = 2035;
/** docs/product.md, Statistics: month 1 asks for monthly buckets, month 0 for yearly. */
export const STATS_MONTH_MONTHLY = 1;
export const STATS_MONTH_YEARLY = 0;

/** The most-used-words call: top 10 with 7 tiles played, all players. */
export const MOST_USED_WORDS: {
  readonly numTilesPlayed: number;
  readonly playerType: PlayerType;
  readonly entriesToReturn: number;
} = { numTilesPlayed: 7, playerType: 'ALL', entriesToReturn: 10 };

/** Max rows of get-games (docs/architecture.md). */
export const GET_GAMES_LIMIT = 10_000;

/** Minimum password length at registration (docs/architecture.md). */
export const MIN_PASSWORD_LENGTH = 8;
/** Bounds the hashing work a single request can ask for. */
export const MAX_PASSWORD_LENGTH = 256;

/** The longest note an admin may keep on a fair-play case. */
export const FAIRPLAY_NOTE_MAX = 2000;

/** localStorage keys (docs/product.md, Limits; docs/architecture.md: the session is kept beside them). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  user: 'user',
  refreshToken: 'refresh_token',
  session: 'auth_session',
} as const;

/** Locale of every number, date and relative time. */
export const LOCALE = 'nb-NO';
