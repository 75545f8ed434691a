// Over 300 lines: the whole API contract (every call's method, path, roles and schemas) in one
// table, so a route and its client cannot drift apart.
/**
 * The API contract (docs/architecture.md, How to add a call): every call under /api
 * declared once, with its method, path, who may call it, and the types of its body, query and
 * answer. The server registers its routes from this table (server/routes/route.ts, with the
 * request schemas of packages/contract/api-schemas.ts), the web app calls through it (src/api/client.ts), and
 * the role matrix test reads it (tests/server/roles.test.ts). No path is written anywhere else.
 */
import type {
  FairplayCase,
  FairplayCaseUpdate,
  FairplayFlag,
  FairplayMonth,
  FairplayListQuery,
  FairplayPlayerDetails,
  FairplayPlayerPage,
  FairplayPlayerQuery,
  AuthResponse,
  BoardImageQuery,
  BoardSquareTypes,
  BotGame,
  BotGameResult,
  ChangePasswordRequest,
  DeleteAccountRequest,
  GameDetails,
  ServedAnalysis,
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  Health,
  LoginRequest,
  LoginTokenRequest,
  MostUsedWordsRequest,
  OverallStats,
  OverallStatsRequest,
  PagedGames,
  PlayerInfo,
  PlayerInfoBasic,
  PlayerProfile,
  PlayerProfileQuery,
  PracticeAnswerRequest,
  PracticeList,
  PracticeProgress,
  RegisterByUuidRequest,
  StatsRequest,
  StatsResult,
  TestConnResult,
  User,
  UserInvite,
  UserUpdate,
  ValidateRegisterUuidRequest,
  ValidateRegisterUuidResponse,
  WebRequest,
  WebRequestResult,
  WordCount,
} from './api-types.ts';
import type { DeepAnalysisProgress, JobInfo, StartJobRequest } from './jobs.ts';
import type { LexiconIndex } from './lexicon-index.ts';
import type { LiveEventsQuery } from './live-events.ts';

/** Where the API lives; every path below is relative to it. */
export const API_BASE = '/api';

/**
 * Who may call: anyone; any signed-in user; SUPERVISOR (and ADMIN); ADMIN; the bot's key
 * (docs/architecture.md, Roles). The server turns each into its guard (server/auth/guards.ts).
 */
export type Access = 'open' | 'user' | 'supervisor' | 'admin' | 'bot';

export type Method = 'GET' | 'POST';

/** The types a call carries: its JSON body, its query string and its answer. */
export interface CallTypes {
  body?: unknown;
  query?: unknown;
  response: unknown;
}

/** One declared call; `types` exists for the compiler only and is never set. */
export interface Call<T extends CallTypes = CallTypes, P extends string = string> {
  readonly method: Method;
  readonly path: P;
  readonly access: Access;
  readonly types?: T;
}

/** Marks the body, query and answer types of a call: `call<{...}>()('POST', '/x', 'user')`. */
const call =
  <T extends CallTypes>() =>
  <const P extends string>(method: Method, path: P, access: Access): Call<T, P> => ({
    method,
    path,
    access,
  });

/**
 * The exports' answer header: how many games the file holds (CSV rows, or GCG files in a zip),
 * sent before the body so the app can show the download's progress.
 */
export const EXPORT_COUNT_HEADER = 'X-Ordbot-Games';

/** Binary and text answers: the client fetches them as files. */
type FileAnswer = { response: Blob };

export const CALLS = {
  health: call<{ response: Health }>()('GET', '/health', 'open'),
  // The word lists' index for the browser's analysis (server/routes/lexicon.ts).
  lexicons: call<{ response: LexiconIndex }>()('GET', '/lexicons', 'open'),

  // The live event stream (Server-Sent Events, docs/events.md): what the caller may see, as it
  // happens. Open: a guest hears the home figures and the games it opened by number.
  events: call<{ query: LiveEventsQuery; response: string }>()('GET', '/events', 'open'),

  // Sign-in, sessions, registration by link (docs/architecture.md, Sign-in and sessions).
  login: call<{ body: LoginRequest; response: AuthResponse }>()('POST', '/auth/login', 'open'),
  loginToken: call<{ body: LoginTokenRequest; response: AuthResponse }>()(
    'POST',
    '/auth/login-token',
    'open',
  ),
  logout: call<{ response: void }>()('POST', '/auth/logout', 'open'),
  validateRegisterUuid: call<{
    body: ValidateRegisterUuidRequest;
    response: ValidateRegisterUuidResponse;
  }>()('POST', '/auth/validate-register-uuid', 'open'),
  registerByUuid: call<{ body: RegisterByUuidRequest; response: AuthResponse }>()(
    'POST',
    '/auth/register-by-uuid',
    'open',
  ),

  // My account.
  changePassword: call<{ body: ChangePasswordRequest; response: void }>()(
    'POST',
    '/account/password',
    'user',
  ),
  logoutEverywhere: call<{ response: void }>()('POST', '/account/logout-everywhere', 'user'),
  deleteAccount: call<{ body: DeleteAccountRequest; response: void }>()(
    'POST',
    '/account/delete',
    'user',
  ),

  // Open calls for the home page and the replay.
  overallStats: call<{ body: OverallStatsRequest; response: OverallStats }>()(
    'POST',
    '/public/overall-stats',
    'open',
  ),
  boardSquareTypes: call<{ response: BoardSquareTypes }>()(
    'GET',
    '/boards/board-square-types/:id',
    'open',
  ),
  gameMoves: call<{ response: GameDetails }>()('GET', '/games/gamemoves/:id', 'open'),
  gameAnalysis: call<{ response: ServedAnalysis }>()('GET', '/games/:id/analysis', 'open'),

  // Games: the searches, the repair job, sharing and export (docs/analysis.md, sharing).
  getGamesPaginated: call<{ body: GameSearchRequest; response: PagedGames }>()(
    'POST',
    '/games/get-games-paginated',
    'user',
  ),
  getGames: call<{ body: GetGamesRequest; response: GameRow[] }>()(
    'POST',
    '/games/get-games',
    'user',
  ),
  fixGames: call<{ response: JobInfo }>()('POST', '/games/fix-games', 'admin'),
  gameGcg: call<FileAnswer>()('GET', '/games/:id/gcg', 'open'),
  boardImage: call<FileAnswer & { query: BoardImageQuery }>()(
    'GET',
    '/games/:id/image.png',
    'open',
  ),
  exportCsv: call<FileAnswer & { body: GetGamesRequest }>()(
    'POST',
    '/games/export.csv',
    'supervisor',
  ),
  exportZip: call<FileAnswer & { body: GetGamesRequest }>()(
    'POST',
    '/games/export.zip',
    'supervisor',
  ),
  // 'Min konto': the user's own player's finished games as a GCG zip (403 without a player).
  ownGamesZip: call<FileAnswer>()('GET', '/account/games.zip', 'user'),

  // Players (restricted users see only their own player).
  allPlayers: call<{ response: PlayerInfo[] }>()('GET', '/players/all', 'admin'),
  allBasicPlayers: call<{ response: PlayerInfoBasic[] }>()('GET', '/players/allbasic', 'user'),
  playerById: call<{ response: PlayerInfo }>()('GET', '/players/playerid/:id', 'user'),
  playerProfile: call<{ query: PlayerProfileQuery; response: PlayerProfile }>()(
    'GET',
    '/players/:id/profile',
    'user',
  ),
  playerByName: call<{ response: PlayerInfo }>()('GET', '/players/playername/:name', 'user'),

  // Statistics (ADMIN).
  gamesStarted: call<{ body: StatsRequest; response: StatsResult }>()(
    'POST',
    '/stats/games-started',
    'admin',
  ),
  numPlayers: call<{ body: StatsRequest; response: StatsResult }>()(
    'POST',
    '/stats/num-players',
    'admin',
  ),
  mostUsedWords: call<{ body: MostUsedWordsRequest; response: WordCount[] }>()(
    'POST',
    '/stats/most-used-words',
    'admin',
  ),
  testConn: call<{ response: TestConnResult }>()('POST', '/stats/testconn', 'admin'),

  // Users (ADMIN).
  getAllUsers: call<{ response: User[] }>()('GET', '/user/getall', 'admin'),
  updateUser: call<{ body: UserUpdate; response: User }>()('POST', '/user/update', 'admin'),
  inviteUser: call<{ body: UserInvite; response: User }>()('POST', '/user/invite', 'admin'),

  // The fair-play desk (ADMIN; docs/analysis.md, Fair play).
  fairplayPlayers: call<{ query: FairplayListQuery; response: FairplayPlayerPage }>()(
    'GET',
    '/fairplay/players',
    'admin',
  ),
  fairplayPlayer: call<{ query: FairplayPlayerQuery; response: FairplayPlayerDetails }>()(
    'GET',
    '/fairplay/players/:id',
    'admin',
  ),
  // The admin's case on a player (status, note, history) and the bot's flags on their moves.
  fairplayCase: call<{ response: FairplayCase }>()('GET', '/fairplay/players/:id/case', 'admin'),
  updateFairplayCase: call<{ body: FairplayCaseUpdate; response: FairplayCase }>()(
    'POST',
    '/fairplay/players/:id/case',
    'admin',
  ),
  fairplayFlags: call<{ response: FairplayFlag[] }>()(
    'GET',
    '/fairplay/players/:id/flags',
    'admin',
  ),
  fairplayRates: call<{ response: FairplayMonth[] }>()(
    'GET',
    '/fairplay/players/:id/rates',
    'admin',
  ),

  // 'Øv på feilene' (docs/strategy.md, Practice): the signed-in user's own exercises and answers.
  practice: call<{ response: PracticeList }>()('GET', '/practice', 'user'),
  practiceAnswer: call<{ body: PracticeAnswerRequest; response: PracticeProgress }>()(
    'POST',
    '/practice/answers',
    'user',
  ),

  // Background jobs (ADMIN; docs/analysis.md, Background jobs).
  startJob: call<{ body: StartJobRequest; response: JobInfo }>()('POST', '/jobs', 'admin'),
  jobs: call<{ response: JobInfo[] }>()('GET', '/jobs', 'admin'),
  deepAnalysis: call<{ response: DeepAnalysisProgress }>()('GET', '/jobs/deep-analysis', 'admin'),
  job: call<{ response: JobInfo }>()('GET', '/jobs/:id', 'admin'),

  // The bot (bearer BOT_API_KEY).
  botGames: call<{ body: BotGame; response: BotGameResult }>()('POST', '/bot/games', 'bot'),
  webRequest: call<{ body: WebRequest; response: WebRequestResult }>()(
    'POST',
    '/bot/web-request',
    'bot',
  ),
} as const;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
export type AnyCall = Calls[CallName];

type TypesOf<C> = C extends Call<infer T> ? T : never;
export type BodyOf<C> = TypesOf<C> extends { body: infer B } ? B : undefined;
export type QueryOf<C> = TypesOf<C> extends { query: infer Q } ? Q : undefined;
export type ResponseOf<C> = TypesOf<C>['response'];

/** The names of a path's parameters: '/players/:id/profile' has 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };
export type ParamsOf<C> = C extends Call<CallTypes, infer P> ? PathParams<P> : never;

/**
 * A call's path with its parameters filled in, URL-encoded, under API_BASE unless `base` says
 * otherwise: pathOf(CALLS.playerById, {id: 7}) is '/api/players/playerid/7'.
 */
export function pathOf<C extends AnyCall>(
  target: C,
  params: ParamsOf<C>,
  base: string = API_BASE,
): string {
  const values = params as Record<string, string | number>;
  return (
    base +
    target.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(values[name] ?? '')),
    )
  );
}
