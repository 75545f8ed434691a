/**
 * The few words for core's codes that the server also writes (board images, CSV exports) as well
 * as the web app: one source for both. The web app reads them through its text catalogue
 * (src/ui/text.ts, TEXT.labels); every other user-facing word lives there only.
 */
import type { SquareCode } from '@ordbot/engine/board.ts';
import type { BoardType, Language } from './enums.ts';

/** The word lists' names in Norwegian, on the screens and in the CSV export alike. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  ENG_US: 'Engelsk (US)',
  NO_B: 'Bokmål',
  ENG_INT: 'Engelsk (internasjonal)',
  NO_NY: 'Nynorsk',
};

/** docs/product.md, Games table: board types are shown as 'normal' and 'tilfeldig'. */
export const BOARD_TYPE_LABELS: Record<BoardType, string> = {
  NORMAL: 'normal',
  RANDOM: 'tilfeldig',
};

/** Printed on empty premium squares; plain squares show nothing. */
export const SQUARE_SHORT_LABELS: Record<SquareCode, string> = {
  0: '',
  1: 'DB',
  2: 'TB',
  3: 'DO',
  4: 'TO',
  5: 'Start',
};
