/**
 * The request schemas of the API calls (docs/architecture.md, How to add a call): one zod schema
 * per body, path and query of a call in packages/contract/api-contract.ts, under the call's name. The server
 * puts them in its route options, so Fastify validates each request before the handler runs.
 * A body's or query's schema is its payload's one declaration, in the call family's file
 * (api-types-*.ts), which infers the payload's type from it; the path parameters' are here.
 * Kept apart from the contract so the web app, which imports the contract, never bundles zod.
 * Every message is part of a 400 answer: Norwegian, and exact (tests check them).
 */
import { z } from 'zod';
import type { BodyOf, CallName, Calls, QueryOf } from './api-contract.ts';
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
import { webRequestSchema } from './api-types-bot.ts';
import { liveEventsQuerySchema } from './api-types-events.ts';
import {
  fairplayCaseUpdateSchema,
  fairplayListQuerySchema,
  fairplayPlayerQuerySchema,
} from './api-types-fairplay.ts';
import {
  boardImageQuerySchema,
  gameSearchRequestSchema,
  getGamesRequestSchema,
} from './api-types-games.ts';
import { startJobRequestSchema } from './api-types-jobs.ts';
import { playerProfileQuerySchema } from './api-types-players.ts';
import { practiceAnswerRequestSchema } from './api-types-practice.ts';
import {
  mostUsedWordsRequestSchema,
  overallStatsRequestSchema,
  statsRequestSchema,
} from './api-types-stats.ts';
import { MAX_DB_ID } from './constants.ts';
import { idParam } from './schema-parts.ts';

export { email, idParam } from './schema-parts.ts';
export { CONFIRM_REQUIRED } from './api-types-accounts.ts';
export { MAX_WORD_ENTRIES, MAX_YEAR, MIN_YEAR } from './api-types-stats.ts';

/* ---------- Path parameters ---------- */

const gameParams = z.object({ id: idParam });
const playerParams = z.object({ id: idParam.max(MAX_DB_ID, 'er for stort') });
const nameParams = z.object({
  name: z.string().min(1, 'Spillernavn mangler').max(100, 'er for langt (høyst 100 tegn)'),
});
const jobParams = z.object({ id: idParam.max(MAX_DB_ID, 'er for stor') });

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
  getGamesPaginated: { body: gameSearchRequestSchema },
  getGames: { body: getGamesRequestSchema },
  gameGcg: { params: gameParams },
  boardImage: { params: gameParams, querystring: boardImageQuerySchema },
  events: { querystring: liveEventsQuerySchema },
  exportCsv: { body: getGamesRequestSchema },
  exportZip: { body: getGamesRequestSchema },
  playerById: { params: playerParams },
  playerProfile: { params: playerParams, querystring: playerProfileQuerySchema },
  playerByName: { params: nameParams },
  fairplayCase: { params: playerParams },
  updateFairplayCase: { params: playerParams, body: fairplayCaseUpdateSchema },
  fairplayFlags: { params: playerParams },
  fairplayRates: { params: playerParams },
  fairplayPlayers: { querystring: fairplayListQuerySchema },
  fairplayPlayer: { params: playerParams, querystring: fairplayPlayerQuerySchema },
  gamesStarted: { body: statsRequestSchema },
  numPlayers: { body: statsRequestSchema },
  mostUsedWords: { body: mostUsedWordsRequestSchema },
  updateUser: { body: userUpdateSchema },
  inviteUser: { body: userInviteSchema },
  startJob: { body: startJobRequestSchema },
  job: { params: jobParams },
  webRequest: { body: webRequestSchema },
  practiceAnswer: { body: practiceAnswerRequestSchema },
} as const satisfies { [N in CallName]?: SchemasOf<N> };
