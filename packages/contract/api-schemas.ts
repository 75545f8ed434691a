/**
 * The request schemas of the API calls (docs/architecture.md, How to add a call): one zod schema
 * per body, path and query of a call in packages/contract/api-contract.ts, under the call's name. The server
 * puts them in its route options, so Fastify validates each request before the handler runs.
 * Kept apart from the contract so the web app, which imports the contract, never bundles zod.
 * Every message here is part of a 400 answer: Norwegian, and exact (tests check them).
 */
import { z } from 'zod';
import { playerProfileQuerySchema } from './api-types-players.ts';
import {
  mostUsedWordsRequestSchema,
  overallStatsRequestSchema,
  statsRequestSchema,
} from './api-types-stats.ts';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  loginRequestSchema,
  loginTokenRequestSchema,
  registerByUuidRequestSchema,
  userInviteSchema,
  userUpdateSchema,
  validateRegisterUuidRequestSchema,
} from './api-types-accounts.ts';
import { bodyError, dbId, email, idParam } from './schema-parts.ts';
import type {
  FairplayCaseUpdate,
  FairplayListQuery,
  GameSearchRequest,
  GetGamesRequest,
  WebRequest,
  PracticeAnswerRequest,
} from './api-types.ts';
import type { BodyOf, CallName, Calls, QueryOf } from './api-contract.ts';
import { FAIRPLAY_NOTE_MAX, MAX_DB_ID } from './constants.ts';
import { BOARD_TYPES, FAIRPLAY_CASE_STATUSES, LANGUAGES, SORT_ITEMS } from './enums.ts';
import { FAIRPLAY_SORT_KEYS } from './fairplay-desk.ts';
import { JOB_KINDS } from './jobs.ts';
import type { LiveEventsQuery } from './live-events.ts';
export { MAX_WORD_ENTRIES, MAX_YEAR, MIN_YEAR } from './api-types-stats.ts';
export { CONFIRM_REQUIRED } from './api-types-accounts.ts';
export { email, idParam } from './schema-parts.ts';

/* ---------- Shared pieces ---------- */

const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `må være en av ${values.join(', ')}` });

/* ---------- Games and the search (docs/product.md, Paged search; docs/architecture.md, paged search) ---------- */

const MAX_PLAYER_IDS = 1000;
const MAX_PAGE_SIZE = 100;
/** Year 3000: far enough for any game, near enough for PostgreSQL's timestamps. */
const MAX_EPOCH_SECONDS = 32_503_680_000;

const gameParams = z.object({ id: idParam });
const language = oneOf(LANGUAGES);
const epochSeconds = z
  .number({ error: 'må være et tall (epoke-sekunder)' })
  .min(0, 'kan ikke være negativ')
  .max(MAX_EPOCH_SECONDS, 'er for stor');

/** Filter and sort fields of both searches (docs/product.md, Paged search); null counts as omitted. */
const searchShape = {
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
    .nullish(),
  finished: z.boolean({ error: 'må være true eller false' }).nullish(),
  boardInfo: z
    .object(
      {
        language: z
          .union([language, z.array(language).max(20, 'har for mange språk')], {
            error: `må være ett språk eller en liste av ${LANGUAGES.join(', ')}`,
          })
          .nullish(),
        boardType: oneOf(BOARD_TYPES).nullish(),
      },
      { error: 'må være et objekt {language, boardType}' },
    )
    .nullish(),
  timeFrom: epochSeconds.nullish(),
  timeTo: epochSeconds.nullish(),
  sort: z
    .object(
      { item: oneOf(SORT_ITEMS), ascending: z.boolean({ error: 'må være true eller false' }) },
      { error: 'må være et objekt {item, ascending}' },
    )
    .nullish(),
};

function checkTimeRange(body: GetGamesRequest, ctx: z.RefinementCtx) {
  if (body.timeFrom != null && body.timeTo != null && body.timeFrom > body.timeTo) {
    ctx.addIssue({ code: 'custom', path: ['timeFrom'], message: 'kan ikke være etter timeTo' });
  }
}

const getGamesBody = z
  .object(searchShape, bodyError)
  .superRefine(checkTimeRange) satisfies z.ZodType<GetGamesRequest>;

const pagedSearchBody = z
  .object(
    {
      ...searchShape,
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
  .superRefine(checkTimeRange) satisfies z.ZodType<GameSearchRequest>;

const imageQuery = z.object({
  trekk: z.coerce
    .number({ error: 'må være et tall' })
    .int('må være et heltall')
    .min(0, 'kan ikke være negativ')
    .max(10_000, 'er for stor')
    .optional(),
});

/* ---------- The live event stream (docs/events.md) ---------- */

const eventsQuery = z.object({
  game: idParam.optional(),
  token: z.string().min(1).max(200, 'er for langt').optional(),
  lastEventId: z.coerce
    .number({ error: 'må være et tall' })
    .int('må være et heltall')
    .min(0, 'kan ikke være negativ')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
}) satisfies z.ZodType<LiveEventsQuery>;

/* ---------- Players ---------- */

const playerParams = z.object({ id: idParam.max(MAX_DB_ID, 'er for stort') });
const nameParams = z.object({
  name: z.string().min(1, 'Spillernavn mangler').max(100, 'er for langt (høyst 100 tegn)'),
});

/* ---------- Fair play (docs/analysis.md "Fair play") ---------- */

const pageQuery = z.coerce
  .number({ error: 'må være et tall' })
  .int('må være et heltall')
  .min(1, 'må være minst 1 (første side er 1)')
  .max(1_000_000, 'er for stor')
  .optional();

const fairplayListQuery = z.object({
  page: pageQuery,
  sort: z
    .enum(FAIRPLAY_SORT_KEYS, { error: `må være ${FAIRPLAY_SORT_KEYS.join(', ')}` })
    .optional(),
  direction: z
    .enum(['ascending', 'descending'], { error: 'må være ascending eller descending' })
    .optional(),
}) satisfies z.ZodType<FairplayListQuery>;

/* ---------- Users, jobs and the bot ---------- */

const startJobBody = z.object(
  { kind: z.enum(JOB_KINDS, { error: `må være en av ${JOB_KINDS.join(', ')}` }) },
  { error: 'må være et JSON-objekt {kind}' },
);
const fairplayCaseBody = z.object({
  status: z.enum(FAIRPLAY_CASE_STATUSES, {
    error: `må være ${FAIRPLAY_CASE_STATUSES.join(', ')}`,
  }),
  note: z
    .string({ error: 'må være tekst' })
    .max(FAIRPLAY_NOTE_MAX, `er for lang (høyst ${FAIRPLAY_NOTE_MAX} tegn)`),
}) satisfies z.ZodType<FairplayCaseUpdate>;

const jobParams = z.object({ id: idParam.max(MAX_DB_ID, 'er for stor') });

const webRequestBody = z.object({
  playerId: dbId,
  playerName: z.string().trim().min(1, 'Spillernavn er påkrevd').max(100),
  email,
}) satisfies z.ZodType<WebRequest>;

/* ---------- Practice ---------- */

const practiceAnswerBody = z.object(
  {
    answerId: z.uuid('må være en UUID'),
    gameId: z
      .number({ error: 'må være et tall' })
      .int('må være et heltall')
      .positive('må være positivt')
      .max(Number.MAX_SAFE_INTEGER),
    moveNum: z.number({ error: 'må være et tall' }).int('må være et heltall').min(1).max(1000),
    solved: z.boolean({ error: 'må være true eller false' }),
    answeredAt: z
      .number({ error: 'må være et tall' })
      .int('må være et heltall')
      .positive('må være positivt')
      .max(8_640_000_000_000_000),
  },
  { error: 'må være et JSON-objekt {answerId, gameId, moveNum, solved, answeredAt}' },
) satisfies z.ZodType<PracticeAnswerRequest>;

/* ---------- The table ---------- */

/** What Fastify validates of one request: its body, path parameters and query string. */
export interface RequestSchemas {
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
}

/** A call's schemas: the compiler holds its body's and query's to the types the contract declares. */
type SchemasOf<N extends CallName> = RequestSchemas & {
  body?: z.ZodType<BodyOf<Calls[N]>>;
  querystring?: z.ZodType<QueryOf<Calls[N]>>;
};

/**
 * The schemas of each call, by its name in CALLS. A call missing here takes no input (or, as
 * the bot's game upload, checks it in its handler: server/games/ingest-schema.ts).
 */
export const REQUEST_SCHEMAS = {
  login: { body: loginRequestSchema },
  loginToken: { body: loginTokenRequestSchema },
  validateRegisterUuid: { body: validateRegisterUuidRequestSchema },
  registerByUuid: { body: registerByUuidRequestSchema },
  changePassword: { body: changePasswordRequestSchema },
  deleteAccount: { body: deleteAccountRequestSchema },
  overallStats: { body: overallStatsRequestSchema },
  boardSquareTypes: { params: z.object({ id: idParam.max(MAX_DB_ID, 'er for stort') }) },
  gameMoves: { params: gameParams },
  gameAnalysis: { params: gameParams },
  getGamesPaginated: { body: pagedSearchBody },
  getGames: { body: getGamesBody },
  gameGcg: { params: gameParams },
  boardImage: { params: gameParams, querystring: imageQuery },
  events: { querystring: eventsQuery },
  exportCsv: { body: getGamesBody },
  exportZip: { body: getGamesBody },
  playerById: { params: playerParams },
  playerProfile: { params: playerParams, querystring: playerProfileQuerySchema },
  playerByName: { params: nameParams },
  fairplayCase: { params: playerParams },
  updateFairplayCase: { params: playerParams, body: fairplayCaseBody },
  fairplayFlags: { params: playerParams },
  fairplayRates: { params: playerParams },
  fairplayPlayers: { querystring: fairplayListQuery },
  fairplayPlayer: { params: playerParams, querystring: z.object({ page: pageQuery }) },
  gamesStarted: { body: statsRequestSchema },
  numPlayers: { body: statsRequestSchema },
  mostUsedWords: { body: mostUsedWordsRequestSchema },
  updateUser: { body: userUpdateSchema },
  inviteUser: { body: userInviteSchema },
  startJob: { body: startJobBody },
  job: { params: jobParams },
  webRequest: { body: webRequestBody },
  practiceAnswer: { body: practiceAnswerBody },
} as const satisfies { [N in CallName]?: SchemasOf<N> };
