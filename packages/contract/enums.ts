/**
 * Enumerations of docs/product.md, Data: one source for server and web app. Their Norwegian words are the web
 * app's (src/ui/text.ts, TEXT.labels).
 */

export {
  isOneOf,
  BOARD_TYPES,
  LANGUAGES,
  MOVE_TYPES,
  type BoardType,
  type Grade,
  type Language,
  type MoveType,
} from '@ordbot/engine/game-enums.ts';

/** Session roles (docs/product.md: Data, Roles). */
export const ROLES = ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['NOT_VERIFIED', 'INACTIVE', 'ACTIVE'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** docs/product.md, Data: in the admin screen the inactive value is the default when empty. */
export const DEFAULT_ACCOUNT_STATUS: AccountStatus = 'INACTIVE';

/** Sort and filter keys (docs/product.md, Data); meanings decided in docs/architecture.md. */
export const SORT_ITEMS = ['START_TIME', 'OUR_SCORE', 'OPPONENT_SCORE', 'FINISHED'] as const;
export type SortItem = (typeof SORT_ITEMS)[number];

/** docs/product.md, Game search: the default sort is newest start time. */
export const DEFAULT_SORT = { item: 'START_TIME', ascending: false } as const;

export const PLAYER_TYPES = ['ALL', 'PLAYER', 'BOT'] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];

/**
 * Where an admin's review of a player's fair-play figures stands (the desk's case). BANNED
 * deactivates the player's user accounts in the same transaction.
 */
export const FAIRPLAY_CASE_STATUSES = [
  'NOT_REVIEWED',
  'UNDER_REVIEW',
  'CLEARED',
  'WARNED',
  'BANNED',
] as const;
export type FairplayCaseStatus = (typeof FAIRPLAY_CASE_STATUSES)[number];

export const STATS_DATA_TYPES = ['YEARLY', 'MONTHLY'] as const;
export type StatsDataType = (typeof STATS_DATA_TYPES)[number];
