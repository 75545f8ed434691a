/**
 * API payloads of games, their moves and boards, and the game search (packages/contract/api-types.ts
 * exports their types). Each is declared once, as its zod schema; its type is inferred from it.
 * The game's record (GameDetails and its parts) is the engine's, which imports no zod: its schemas
 * here are held to the engine's types, exactly, by the compiler.
 */
import type {
  BoardInfo,
  CheatEntry,
  GameDetails,
  GameDetailsBoardInfo,
  GameDetailsGame,
  Move,
} from '@ordbot/engine/game-records.ts';
import { z } from 'zod';
import { MAX_DB_ID } from './constants.ts';
import { BOARD_TYPES, LANGUAGES, MOVE_TYPES, SORT_ITEMS } from './enums.ts';
import {
  bodyError,
  count,
  epoch,
  id,
  int,
  language,
  type Holds,
  type Same,
} from './schema-parts.ts';

export type {
  BoardInfo,
  CheatEntry,
  GameDetails,
  GameDetailsBoardInfo,
  GameDetailsGame,
  Move,
} from '@ordbot/engine/game-records.ts';

/* ---------- The game's record (the engine's types) ---------- */

export const boardInfoSchema = z.strictObject({ language, boardType: z.enum(BOARD_TYPES) });

export const moveSchema = z.strictObject({
  moveNum: int.min(1),
  moveType: z.enum(MOVE_TYPES),
  playerMove: z.boolean(),
  letters: z.string(),
  points: int,
  numTiles: int.min(0).max(7),
  mainWord: z.string(),
  vertical: z.boolean(),
  x: int.min(0).max(14),
  y: int.min(0).max(14),
  rack: z.string().nullish(),
});

export const gameDetailsBoardInfoSchema = boardInfoSchema.extend({ boardTypeId: id });

export const gameDetailsGameSchema = z.strictObject({
  gameId: id,
  playerId: id,
  playerName: z.string(),
  playerScore: int,
  botScore: int,
  finished: z.boolean(),
  startTime: epoch,
  boardInfo: gameDetailsBoardInfoSchema,
});

export const cheatEntrySchema = z.union([z.strictObject({ moveNum: int.min(1) }), int.min(1)]);

export const gameDetailsSchema = z.strictObject({
  game: gameDetailsGameSchema,
  moves: z.array(moveSchema),
  cheats: z.array(cheatEntrySchema),
  hasBrokenMoves: z.boolean(),
});

// The schemas give exactly the engine's types: a field added, dropped or changed on either side
// fails to compile here.
type _RecordSchemas = [
  Holds<Same<z.infer<typeof boardInfoSchema>, BoardInfo>>,
  Holds<Same<z.infer<typeof moveSchema>, Move>>,
  Holds<Same<z.infer<typeof gameDetailsBoardInfoSchema>, GameDetailsBoardInfo>>,
  Holds<Same<z.infer<typeof gameDetailsGameSchema>, GameDetailsGame>>,
  Holds<Same<z.infer<typeof cheatEntrySchema>, CheatEntry>>,
  Holds<Same<z.infer<typeof gameDetailsSchema>, GameDetails>>,
];

/* ---------- Game rows and boards ---------- */

/** A game row or search result (docs/product.md, Data). */
export type GameRow = z.infer<typeof gameRowSchema>;
export const gameRowSchema = z.strictObject({
  gameId: id,
  /** Epoch seconds. */
  startTime: epoch,
  playerId: id,
  playerName: z.string(),
  playerScore: int,
  botScore: int,
  finished: z.boolean(),
  hasCheat: z.boolean(),
  boardInfo: boardInfoSchema,
  /** Set by the client after checking the moves (docs/product.md: Data, Checks); never sent by the server. */
  isValid: z.boolean().optional(),
});

/** GET /api/boards/board-square-types/{id}: 225 codes 0-5, row by row (docs/product.md, Data). */
export type BoardSquareTypes = z.infer<typeof boardSquareTypesSchema>;
export const boardSquareTypesSchema = z.strictObject({
  types: z.array(int.min(0).max(5)).length(225),
});

/** The query of GET /api/games/{id}/image.png: the board after move `trekk` (0: empty). */
export type BoardImageQuery = z.output<typeof boardImageQuerySchema>;
export const boardImageQuerySchema = z.object({
  trekk: z.coerce
    .number({ error: 'må være et tall' })
    .int('må være et heltall')
    .min(0, 'kan ikke være negativ')
    .max(10_000, 'er for stor')
    .optional(),
});

/* ---------- The search (docs/product.md, Paged search; docs/architecture.md, paged search) ---------- */

/*
 * The one family of search types: the bodies of get-games-paginated and get-games as the web app
 * sends them, the server validates them (REQUEST_SCHEMAS, packages/contract/api-schemas.ts) and
 * the offline search reads them (packages/contract/search.ts). null counts as omitted, as the
 * server accepts it.
 */

const MAX_PLAYER_IDS = 1000;
const MAX_PAGE_SIZE = 100;
/** Year 3000: far enough for any game, near enough for PostgreSQL's timestamps. */
const MAX_EPOCH_SECONDS = 32_503_680_000;

const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `må være en av ${values.join(', ')}` });
const languageChoice = oneOf(LANGUAGES);
const epochSeconds = z
  .number({ error: 'må være et tall (epoke-sekunder)' })
  .min(0, 'kan ikke være negativ')
  .max(MAX_EPOCH_SECONDS, 'er for stor');

/** Sort of a search (docs/product.md, Paged search); ties are broken by gameId descending (docs/architecture.md). */
export type GameSort = z.output<typeof gameSortSchema>;
export const gameSortSchema = z.object(
  { item: oneOf(SORT_ITEMS), ascending: z.boolean({ error: 'må være true eller false' }) },
  { error: 'må være et objekt {item, ascending}' },
);

/** Board filter: one language in the search screen, a list in the table variant (docs/product.md, Paged search). */
export type BoardInfoFilter = z.output<typeof boardInfoFilterSchema>;
export const boardInfoFilterSchema = z.object(
  {
    language: z
      .union([languageChoice, z.array(languageChoice).max(20, 'har for mange språk').readonly()], {
        error: `må være ett språk eller en liste av ${LANGUAGES.join(', ')}`,
      })
      .nullish(),
    boardType: oneOf(BOARD_TYPES).nullish(),
  },
  { error: 'må være et objekt {language, boardType}' },
);

/** Filter fields shared by the paged and the unpaged search (docs/product.md, Paged search). */
export type GameFilter = z.output<typeof gameFilterSchema>;
export const gameFilterSchema = z.object(
  {
    /** Omitted when no players are chosen. */
    playerIds: z
      .array(
        z
          .number({ error: 'må være et tall' })
          .int('må være et heltall')
          .positive('må være positivt')
          .max(MAX_DB_ID, 'er for stor'),
        { error: 'må være en liste med spiller-ID-er' },
      )
      .max(MAX_PLAYER_IDS, `kan ha høyst ${MAX_PLAYER_IDS} spillere`)
      .readonly()
      .nullish(),
    /** Sent as false only for 'Bare pågående spill', otherwise omitted. */
    finished: z.boolean({ error: 'må være true eller false' }).nullish(),
    boardInfo: boardInfoFilterSchema.nullish(),
    /** Epoch seconds, inclusive. */
    timeFrom: epochSeconds.nullish(),
    /** Epoch seconds, inclusive. */
    timeTo: epochSeconds.nullish(),
  },
  bodyError,
);

function checkTimeRange(body: GameFilter, ctx: z.RefinementCtx) {
  if (body.timeFrom != null && body.timeTo != null && body.timeFrom > body.timeTo) {
    ctx.addIssue({ code: 'custom', path: ['timeFrom'], message: 'kan ikke være etter timeTo' });
  }
}

/**
 * POST /api/games/get-games: the filter and sort, no paging; answers GameRow[]
 * (docs/architecture.md). Omitted sort: the server sorts newest first.
 */
export type GetGamesRequest = z.output<typeof getGamesRequestSchema>;
export const getGamesRequestSchema = z
  .object({ ...gameFilterSchema.shape, sort: gameSortSchema.nullish() }, bodyError)
  .superRefine(checkTimeRange);

/** POST /api/games/get-games-paginated (docs/product.md, Paged search). pageNumber is 1-based. */
export type GameSearchRequest = z.output<typeof gameSearchRequestSchema>;
export const gameSearchRequestSchema = z
  .object(
    {
      ...gameFilterSchema.shape,
      sort: gameSortSchema.nullish(),
      pageSize: z
        .number({ error: 'må være et tall' })
        .int('må være et heltall')
        .min(1, `må være fra 1 til ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `må være fra 1 til ${MAX_PAGE_SIZE}`),
      pageNumber: z
        .number({ error: 'må være et tall' })
        .int('må være et heltall')
        .min(1, 'må være minst 1 (første side er 1)')
        .max(1_000_000, 'er for stor'),
    },
    bodyError,
  )
  .superRefine(checkTimeRange);

/** Counts plus the block of pages returned; first/last 0 when there are no rows (docs/product.md, Paged search). */
export type PaginationInfo = z.infer<typeof paginationInfoSchema>;
export const paginationInfoSchema = z.strictObject({
  totalRecords: count,
  totalPages: count,
  firstPageNum: count,
  lastPageNum: count,
});

/** One page of a returned block (docs/product.md, Paged search). */
export type GamePage = z.infer<typeof gamePageSchema>;
export const gamePageSchema = z.strictObject({ pageNum: int.min(1), data: z.array(gameRowSchema) });

/** Answer of get-games-paginated: the block of up to 5 pages holding the page asked for. */
export type PagedGames = z.infer<typeof pagedGamesSchema>;
export const pagedGamesSchema = z.strictObject({
  paginationInfo: paginationInfoSchema,
  pages: z.array(gamePageSchema),
});

/** POST /api/games/fix-games (docs/architecture.md). */
export type FixGamesResult = z.infer<typeof fixGamesResultSchema>;
export const fixGamesResultSchema = z.strictObject({ checked: count, broken: count });
