/**
 * API payloads of the fair-play desk (ADMIN; docs/analysis.md "Fair play", packages/engine/fairplay.ts;
 * packages/contract/api-types.ts exports their types). Each is declared once, as its zod schema;
 * its type is inferred from it.
 */
import { z } from 'zod';
import { FAIRPLAY_NOTE_MAX } from './constants.ts';
import { FAIRPLAY_SORT_KEYS } from './admin-enums.ts';
import { ACCOUNT_STATUSES, FAIRPLAY_CASE_STATUSES } from './enums.ts';
import { playerInfoBasicSchema } from './api-types-players.ts';
import { count, epoch, id, int } from './schema-parts.ts';

export type { FairplaySortKey } from './admin-enums.ts';

/** A row of GET /api/fairplay/players: a player's figures against the population's. */
export type FairplayPlayer = z.infer<typeof fairplayPlayerSchema>;
export const fairplayPlayerSchema = z.strictObject({
  basicInfo: playerInfoBasicSchema,
  movesAnalysed: count,
  /** Analysed moves that scored as much as the best placement of their tiles. */
  bestFound: count,
  /** Sum of the population's rate for each move's difficulty, 2 decimals. */
  expected: z.number().min(0),
  /** (bestFound - expected) / sqrt(sum p(1 - p)), 2 decimals. */
  z: z.number(),
  /** The bot's own cheat flags on the player's moves. */
  botFlags: count,
  /**
   * The player's accuracy ('Nøyaktighet', docs/strategy.md), the mean over their finished,
   * analysed games with one, 1 decimal; null with none.
   */
  accuracy: z.number().nullable(),
});

/** A game of GET /api/fairplay/players/{id}. */
export type FairplayGame = z.infer<typeof fairplayGameSchema>;
export const fairplayGameSchema = z.strictObject({
  gameId: id,
  /** Epoch seconds. */
  startTime: epoch,
  movesAnalysed: count,
  bestFound: count,
  /** 2 decimals. */
  expected: z.number().min(0),
});

/** An analysed move of GET /api/fairplay/players/{id}. */
export type FairplayMove = z.infer<typeof fairplayMoveSchema>;
export const fairplayMoveSchema = z.strictObject({
  gameId: id,
  moveNum: int.min(1),
  points: int,
  bestPoints: int,
  found: z.boolean(),
  /** The population's rate of finding the best for moves of this one's difficulty. */
  p: z.number().min(0).max(1),
});

/** One change of a fair-play case: who, when, what. */
export type FairplayCaseEvent = z.infer<typeof fairplayCaseEventSchema>;
export const fairplayCaseEventSchema = z.strictObject({
  /** ISO 8601. */
  at: z.string(),
  /** The admin's e-mail address at the time. */
  by: z.string(),
  status: z.enum(FAIRPLAY_CASE_STATUSES),
  note: z.string(),
  /** User accounts the change deactivated (BANNED). */
  deactivated: count,
});

/** A user account linked to the player of a case. */
export type FairplayCaseAccount = z.infer<typeof fairplayCaseAccountSchema>;
export const fairplayCaseAccountSchema = z.strictObject({
  id,
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
});

/** GET /api/fairplay/players/{id}/case: the admin's review of one player, newest change first. */
export type FairplayCase = z.infer<typeof fairplayCaseSchema>;
export const fairplayCaseSchema = z.strictObject({
  playerId: id,
  status: z.enum(FAIRPLAY_CASE_STATUSES),
  note: z.string(),
  history: z.array(fairplayCaseEventSchema),
  accounts: z.array(fairplayCaseAccountSchema),
});

/** POST /api/fairplay/players/{id}/case. */
export type FairplayCaseUpdate = z.output<typeof fairplayCaseUpdateSchema>;
export const fairplayCaseUpdateSchema = z.object({
  status: z.enum(FAIRPLAY_CASE_STATUSES, {
    error: `må være ${FAIRPLAY_CASE_STATUSES.join(', ')}`,
  }),
  note: z
    .string({ error: 'må være tekst' })
    .max(FAIRPLAY_NOTE_MAX, `er for lang (høyst ${FAIRPLAY_NOTE_MAX} tegn)`),
});

/** A month of GET /api/fairplay/players/{id}/rates: the player's analysed moves in it. */
export type FairplayMonth = z.infer<typeof fairplayMonthSchema>;
export const fairplayMonthSchema = z.strictObject({
  /** 'YYYY-MM' in Norwegian time. */
  month: z.string(),
  moves: count,
  bestFound: count,
  /** Sum of the population's rate for each move's difficulty, 2 decimals. */
  expected: z.number().min(0),
});

/** A cheat flag the bot set on one of the player's moves (GET .../flags), newest first. */
export type FairplayFlag = z.infer<typeof fairplayFlagSchema>;
export const fairplayFlagSchema = z.strictObject({
  gameId: id,
  moveNum: int.min(1),
  /** The game's start, epoch seconds. */
  startTime: epoch,
  /** The move's main word, '' for a swap or pass. */
  word: z.string(),
  points: int,
});

/** A move that makes the case (docs/analysis.md "Fair play"), with its game's start. */
export type FairplayCaseMove = z.infer<typeof fairplayCaseMoveSchema>;
export const fairplayCaseMoveSchema = z.strictObject({
  ...fairplayMoveSchema.shape,
  /** The game's start, epoch seconds. */
  startTime: epoch,
});

const pageQuery = z.coerce
  .number({ error: 'må være et tall' })
  .int('må være et heltall')
  .min(1, 'må være minst 1 (første side er 1)')
  .max(1_000_000, 'er for stor')
  .optional();

/** The query of GET /api/fairplay/players: a page of 20, by default highest z first. */
export type FairplayListQuery = z.output<typeof fairplayListQuerySchema>;
export const fairplayListQuerySchema = z.object({
  page: pageQuery,
  sort: z
    .enum(FAIRPLAY_SORT_KEYS, { error: `må være ${FAIRPLAY_SORT_KEYS.join(', ')}` })
    .optional(),
  direction: z
    .enum(['ascending', 'descending'], { error: 'må være ascending eller descending' })
    .optional(),
});

/** GET /api/fairplay/players: one page of the listed players in the order asked for. */
export type FairplayPlayerPage = z.infer<typeof fairplayPlayerPageSchema>;
export const fairplayPlayerPageSchema = z.strictObject({
  players: z.array(fairplayPlayerSchema),
  page: int.min(1),
  pageSize: int.min(1),
  /** Every listed player (at least 100 analysed moves). */
  totalRecords: count,
});

/** The query of GET /api/fairplay/players/{id}: the page of the player's games. */
export type FairplayPlayerQuery = z.output<typeof fairplayPlayerQuerySchema>;
export const fairplayPlayerQuerySchema = z.object({ page: pageQuery });

/**
 * GET /api/fairplay/players/{id}[?page=N]: the list's figures, the moves that make the case (over
 * every analysed move), one page of the games newest first and those games' moves.
 */
export type FairplayPlayerDetails = z.infer<typeof fairplayPlayerDetailsSchema>;
export const fairplayPlayerDetailsSchema = z.strictObject({
  ...fairplayPlayerSchema.shape,
  caseMoves: z.array(fairplayCaseMoveSchema),
  games: z.array(fairplayGameSchema),
  moves: z.array(fairplayMoveSchema),
  page: int.min(1),
  pageSize: int.min(1),
  /** Every game with analysed moves of the player. */
  totalGames: count,
});
