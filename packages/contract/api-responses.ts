/**
 * The answer schemas of the API calls (docs/architecture.md, Answers checked against the
 * contract): one zod schema per call in packages/contract/api-contract.ts, under the call's name, for the JSON
 * the server answers with a 2xx status. The schemas are the payloads' own declarations, in their
 * call family's file (api-types-*.ts). Nothing in production reads them: the server's tests
 * check every answer with them (server/http/answer-check.ts), and the web app checks every answer in
 * development and in its tests (src/api/answer-check.ts, loaded only when import.meta.env.DEV).
 * Objects are strict: a field the type does not declare is a fault too (a column that leaks).
 */
import { z } from 'zod';
import { CALLS, type AnyCall, type CallName, type Calls, type ResponseOf } from './api-contract.ts';
import {
  authResponseSchema,
  userSchema,
  validateRegisterUuidResponseSchema,
} from './api-types-accounts.ts';
import { servedAnalysisSchema } from './api-types-analysis.ts';
import { botGameResultSchema, webRequestResultSchema } from './api-types-bot.ts';
import { apiErrorSchema } from './api-types-errors.ts';
import {
  fairplayCaseSchema,
  fairplayFlagSchema,
  fairplayMonthSchema,
  fairplayPlayerDetailsSchema,
  fairplayPlayerPageSchema,
} from './api-types-fairplay.ts';
import {
  boardSquareTypesSchema,
  gameDetailsSchema,
  gameRowSchema,
  pagedGamesSchema,
} from './api-types-games.ts';
import { deepAnalysisProgressSchema, jobInfoSchema } from './api-types-jobs.ts';
import { lexiconIndexSchema } from './api-types-lexicons.ts';
import {
  playerInfoBasicSchema,
  playerInfoSchema,
  playerProfileSchema,
} from './api-types-players.ts';
import { practiceListSchema, practiceProgressSchema } from './api-types-practice.ts';
import {
  healthSchema,
  overallStatsSchema,
  statsResultSchema,
  testConnResultSchema,
  wordCountSchema,
} from './api-types-stats.ts';

/** The calls that answer no JSON: a file (FileAnswer in packages/contract/api-contract.ts), the event stream. */
type FileCall = 'gameGcg' | 'boardImage' | 'exportCsv' | 'exportZip' | 'ownGamesZip' | 'events';

/**
 * What a call answers: a JSON schema, 'file' (a download: not checked) or 'empty' (204, no
 * body). The compiler holds each schema to the answer type the contract declares.
 */
type AnswerOf<N extends CallName> = N extends FileCall
  ? 'file'
  : ResponseOf<Calls[N]> extends void
    ? 'empty'
    : z.ZodType<ResponseOf<Calls[N]>>;

export const RESPONSE_SCHEMAS = {
  health: healthSchema,
  lexicons: lexiconIndexSchema,
  events: 'file',
  login: authResponseSchema,
  loginToken: authResponseSchema,
  logout: 'empty',
  validateRegisterUuid: validateRegisterUuidResponseSchema,
  registerByUuid: authResponseSchema,
  changePassword: 'empty',
  logoutEverywhere: 'empty',
  deleteAccount: 'empty',
  overallStats: overallStatsSchema,
  boardSquareTypes: boardSquareTypesSchema,
  gameMoves: gameDetailsSchema,
  gameAnalysis: servedAnalysisSchema,
  deepAnalysis: deepAnalysisProgressSchema,
  getGamesPaginated: pagedGamesSchema,
  getGames: z.array(gameRowSchema),
  fixGames: jobInfoSchema,
  gameGcg: 'file',
  boardImage: 'file',
  exportCsv: 'file',
  exportZip: 'file',
  ownGamesZip: 'file',
  allPlayers: z.array(playerInfoSchema),
  allBasicPlayers: z.array(playerInfoBasicSchema),
  playerById: playerInfoSchema,
  playerProfile: playerProfileSchema,
  playerByName: playerInfoSchema,
  gamesStarted: statsResultSchema,
  numPlayers: statsResultSchema,
  mostUsedWords: z.array(wordCountSchema),
  testConn: testConnResultSchema,
  getAllUsers: z.array(userSchema),
  updateUser: userSchema,
  inviteUser: userSchema,
  fairplayPlayers: fairplayPlayerPageSchema,
  fairplayPlayer: fairplayPlayerDetailsSchema,
  fairplayCase: fairplayCaseSchema,
  updateFairplayCase: fairplayCaseSchema,
  fairplayFlags: z.array(fairplayFlagSchema),
  fairplayRates: z.array(fairplayMonthSchema),
  practice: practiceListSchema,
  practiceAnswer: practiceProgressSchema,
  startJob: jobInfoSchema,
  jobs: z.array(jobInfoSchema),
  job: jobInfoSchema,
  botGames: botGameResultSchema,
  webRequest: webRequestResultSchema,
} as const satisfies { [N in CallName]: AnswerOf<N> };

/**
 * Calls that answer their own shape with 503 too: the health check and testconn say what is
 * down in the body they always answer.
 */
const OWN_SHAPE_ON_FAILURE: ReadonlySet<CallName> = new Set(['health', 'testConn']);

/** Names the faults of a value against a schema: 'pages.0.data.1.boardInfo: Invalid input'. */
function faultsOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Why an answer of call `name` with `status` breaks the contract, or null when it keeps it.
 * `body` is the answer's JSON (undefined when it had none); files are not checked.
 */
export function answerFault(name: CallName, status: number, body: unknown): string | null {
  const declared = RESPONSE_SCHEMAS[name];
  if (declared === 'file' && status < 300) return null;
  if (status >= 400 && !(OWN_SHAPE_ON_FAILURE.has(name) && status === 503)) {
    return faultsOf(apiErrorSchema, body);
  }
  if (declared === 'empty') {
    return body === undefined || body === '' ? null : 'expected no body';
  }
  if (declared === 'file') return null;
  return faultsOf(declared, body);
}

const NAMES = new Map<AnyCall, CallName>(
  Object.entries(CALLS).map(([name, target]) => [target, name as CallName]),
);

/** answerFault for a call given by its declaration (the web app holds those, not names). */
export function answerFaultOf(target: AnyCall, status: number, body: unknown): string | null {
  const name = NAMES.get(target);
  return name ? answerFault(name, status, body) : 'a call the contract does not declare';
}
