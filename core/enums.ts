/** Enumerations of spec 3.1 with their Norwegian labels: one source for server and web app. */

export const LANGUAGES = ['ENG_US', 'NO_B', 'ENG_INT', 'NO_NY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = {
  ENG_US: 'English (US)',
  NO_B: 'Norwegian bokmål',
  ENG_INT: 'English international',
  NO_NY: 'Norwegian nynorsk',
};

export const BOARD_TYPES = ['NORMAL', 'RANDOM'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];
/** Spec 2.8: board types are shown as 'normal' and 'tilfeldig'. */
export const BOARD_TYPE_LABELS: Record<BoardType, string> = {
  NORMAL: 'normal',
  RANDOM: 'tilfeldig',
};

/** Session roles (spec 3.1, 6). */
export const ROLES = ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
/** Labels used by the user-administration screen (spec 3.1). */
export const ROLE_LABELS: Record<Role, string> = {
  USER: 'Bruker',
  PLAYER: 'Spiller',
  SUPERVISOR: 'Supervisor',
  ADMIN: 'Administrator',
};

export const ACCOUNT_STATUSES = ['NOT_VERIFIED', 'INACTIVE', 'ACTIVE'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  NOT_VERIFIED: 'Ikke verifisert',
  INACTIVE: 'Inaktiv',
  ACTIVE: 'Aktiv',
};
/** Spec 3.1: in the admin screen the inactive value is the default when empty. */
export const DEFAULT_ACCOUNT_STATUS: AccountStatus = 'INACTIVE';

export const MOVE_TYPES = ['NORMAL', 'SWAP', 'PASS', 'RESIGN'] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

/** Sort and filter keys (spec 3.1); meanings decided in architecture.md. */
export const SORT_ITEMS = ['START_TIME', 'OUR_SCORE', 'OPPONENT_SCORE', 'FINISHED'] as const;
export type SortItem = (typeof SORT_ITEMS)[number];

export interface SortOption {
  item: SortItem;
  ascending: boolean;
  label: string;
}
/** The six options of the 'Sorter:' select (spec 2.7, 9). OUR_SCORE is the bot's. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { item: 'START_TIME', ascending: false, label: 'Starttid (nyeste først)' },
  { item: 'START_TIME', ascending: true, label: 'Starttid (eldste først)' },
  { item: 'OPPONENT_SCORE', ascending: false, label: 'Spillerpoeng (høyeste først)' },
  { item: 'OPPONENT_SCORE', ascending: true, label: 'Spillerpoeng (laveste først)' },
  { item: 'OUR_SCORE', ascending: false, label: 'Botpoeng (høyeste først)' },
  { item: 'OUR_SCORE', ascending: true, label: 'Botpoeng (laveste først)' },
];
/** Spec 4.5: the default sort is newest start time. */
export const DEFAULT_SORT = { item: 'START_TIME', ascending: false } as const;

export const PLAYER_TYPES = ['ALL', 'PLAYER', 'BOT'] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];

export const STATS_DATA_TYPES = ['YEARLY', 'MONTHLY'] as const;
export type StatsDataType = (typeof STATS_DATA_TYPES)[number];

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
