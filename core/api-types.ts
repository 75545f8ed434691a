// Over 300 lines: every payload of the API in one place, a section per call family, so server and
// web app cannot drift; core/api-contract.ts declares each call with these types.
/**
 * Payload types of every API call (docs/product.md: Data, Calls, with the contract details that
 * docs/architecture.md decides where the spec says "not shown"). Server schemas and the web app's
 * endpoint functions both use these, so a shape is defined once.
 */
import type {
  AccountStatus,
  BoardType,
  FairplayCaseStatus,
  Grade,
  Language,
  MoveType,
  PlayerType,
  Role,
  SortItem,
  StatsDataType,
} from './enums.ts';

/* ---------- Auth (docs/product.md: Sign-in, Calls; docs/architecture.md: sign-in and sessions) ---------- */

/** The signed-in user inside an auth response (docs/product.md, Sign-in). */
export interface AuthUser {
  email: string;
  roles: Role[];
  playerId: number | null;
}

/** Answer of login, login-token and register-by-uuid (docs/product.md, Sign-in; docs/architecture.md). */
export interface AuthResponse {
  token: string;
  user: AuthUser;
}

/** POST /api/auth/login; username is the e-mail (docs/architecture.md). */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/auth/login-token (docs/product.md: Sign-in, Calls): username is the stored e-mail. */
export interface LoginTokenRequest {
  username: string;
  token: string;
}

/** POST /api/auth/validate-register-uuid (docs/architecture.md). */
export interface ValidateRegisterUuidRequest {
  uuid: string;
}

/** Unknown or used invitation: valid false, email null (docs/architecture.md). */
export interface ValidateRegisterUuidResponse {
  valid: boolean;
  email: string | null;
}

/** POST /api/auth/register-by-uuid; password at least 8 characters (docs/architecture.md). */
export interface RegisterByUuidRequest {
  uuid: string;
  password: string;
}

/* ---------- Overall stats (docs/product.md: Home page, Calls) ---------- */

/** POST /api/public/overall-stats (docs/product.md, Home page). */
export interface OverallStatsRequest {
  language: Language;
}

/** One answer for the home page and the statistics view (docs/product.md, Home page; docs/architecture.md). */
export interface OverallStats {
  ongoingGames: number;
  numPlayers: number;
  numGames: number;
  /** NORMAL moves, i.e. words played. */
  numMoves: number;
  /** NORMAL moves of 7 tiles. */
  numBingos: number;
}

/* ---------- Players (docs/product.md, Player list) ---------- */

/** GET /api/players/allbasic items (docs/product.md, Player list). */
export interface PlayerInfoBasic {
  id: number;
  name: string;
}

/** GET /api/players/all items, playerid/{id}, playername/{name} (docs/product.md, Player list). */
export interface PlayerInfo {
  basicInfo: PlayerInfoBasic;
  gamesStarted: number;
  gamesFinished: number;
  won: number;
  draw: number;
  lost: number;
}

/** GET /api/players/{id}/profile (docs/analysis.md, Player profile): finished games unless said. */
export interface PlayerProfile {
  basicInfo: PlayerInfoBasic;
  games: {
    started: number;
    finished: number;
    won: number;
    draw: number;
    lost: number;
    /** 2 decimals. */
    percentageWon: number;
  };
  scores: {
    /** 1 decimal each; margin = player - bot. */
    averagePlayer: number;
    averageBot: number;
    averageMargin: number;
    highest: { gameId: number; score: number } | null;
    lowest: { gameId: number; score: number } | null;
    biggestWin: { gameId: number; margin: number } | null;
    biggestLoss: { gameId: number; margin: number } | null;
  };
  bestMove: { gameId: number; moveNum: number; word: string; points: number } | null;
  longestWord: { gameId: number; moveNum: number; word: string } | null;
  /** perGame: 2 decimals. */
  bingos: { total: number; perGame: number };
  /** The 10 most-used main words. */
  words: { word: string; count: number }[];
  streaks: {
    longestWin: number;
    current: { result: 'WIN' | 'LOSS' | 'DRAW'; length: number } | null;
  };
  /** Europe/Oslo months, oldest first; averageScore: 1 decimal. */
  months: { label: string; games: number; won: number; averageScore: number }[];
  /** averageMissed: 1 decimal. */
  analysis: {
    movesAnalysed: number;
    bestFound: number;
    averageMissed: number;
    /**
     * 'Nøyaktighet' (docs/strategy.md): the mean of the player's accuracy over finished,
     * analysed games with one (1 decimal; null with none), and per month (Europe/Oslo, oldest
     * first, months with such a game only).
     */
    accuracy: { average: number | null; months: { label: string; average: number }[] };
  };
}

/* ---------- Games (docs/product.md, Data) ---------- */

/** Language and board type of a game (docs/product.md, Data). */
export interface BoardInfo {
  language: Language;
  boardType: BoardType;
}

/** A game row or search result (docs/product.md, Data). */
export interface GameRow {
  gameId: number;
  /** Epoch seconds. */
  startTime: number;
  playerId: number;
  playerName: string;
  playerScore: number;
  botScore: number;
  finished: boolean;
  hasCheat: boolean;
  boardInfo: BoardInfo;
  /** Set by the client after checking the moves (docs/product.md: Data, Checks); never sent by the server. */
  isValid?: boolean;
}

/** One move of a game (docs/product.md, Data). */
export interface Move {
  moveNum: number;
  moveType: MoveType;
  /** True for the player, false for the bot. */
  playerMove: boolean;
  /** Letters placed (NORMAL) in placement order; lower case is a blank. */
  letters: string;
  points: number;
  numTiles: number;
  mainWord: string;
  vertical: boolean;
  /** Zero-based start column on the 15-wide grid. */
  x: number;
  /** Zero-based start row. */
  y: number;
  /**
   * The mover's rack before the move when the bot knows it (docs/analysis.md): upper case, '?' a
   * blank. gamemoves sends it for finished games only (null otherwise).
   */
  rack?: string | null;
}

/**
 * Board info of the game details, with the layout id for board-square-types (docs/architecture.md).
 */
export interface GameDetailsBoardInfo extends BoardInfo {
  boardTypeId: number;
}

/** The game record inside game details (docs/product.md, Data; docs/architecture.md). */
export interface GameDetailsGame {
  gameId: number;
  playerId: number;
  playerName: string;
  playerScore: number;
  botScore: number;
  finished: boolean;
  /** Epoch seconds. */
  startTime: number;
  boardInfo: GameDetailsBoardInfo;
}

/** A cheat flag: the server sends objects, the client accepts plain numbers too (docs/product.md, Data). */
export type CheatEntry = { moveNum: number } | number;

/** GET /api/games/gamemoves/{id} (docs/product.md: Data, Calls; docs/architecture.md). */
export interface GameDetails {
  game: GameDetailsGame;
  moves: Move[];
  cheats: CheatEntry[];
  hasBrokenMoves: boolean;
}

/** GET /api/boards/board-square-types/{id}: 225 codes 0-5, row by row (docs/product.md, Data). */
export interface BoardSquareTypes {
  types: number[];
}

/* ---------- Game search (docs/product.md, Paged search; docs/architecture.md: paged search) ---------- */

/** Sort of a search (docs/product.md, Paged search); ties are broken by gameId descending (docs/architecture.md). */
export interface GameSort {
  item: SortItem;
  ascending: boolean;
}

/**
 * The one family of search types (docs/product.md, Paged search): the bodies of get-games-paginated and
 * get-games as the web app sends them, the server validates them (core/api-schemas.ts) and the
 * offline search reads them (core/search.ts). null counts as omitted, as the server accepts it.
 */
type Maybe<T> = T | null | undefined;

/** Board filter: one language in the search screen, a list in the table variant (docs/product.md, Paged search). */
export interface BoardInfoFilter {
  language?: Maybe<Language | readonly Language[]>;
  boardType?: Maybe<BoardType>;
}

/** Filter fields shared by the paged and the unpaged search (docs/product.md, Paged search). */
export interface GameFilter {
  /** Omitted when no players are chosen. */
  playerIds?: Maybe<readonly number[]>;
  /** Sent as false only for 'Bare pågående spill', otherwise omitted. */
  finished?: Maybe<boolean>;
  boardInfo?: Maybe<BoardInfoFilter>;
  /** Epoch seconds, inclusive. */
  timeFrom?: Maybe<number>;
  /** Epoch seconds, inclusive. */
  timeTo?: Maybe<number>;
}

/**
 * POST /api/games/get-games: the filter and sort, no paging; answers GameRow[]
 * (docs/architecture.md). Omitted sort: the server sorts newest first.
 */
export interface GetGamesRequest extends GameFilter {
  sort?: Maybe<GameSort>;
}

/** POST /api/games/get-games-paginated (docs/product.md, Paged search). pageNumber is 1-based. */
export interface GameSearchRequest extends GetGamesRequest {
  pageSize: number;
  pageNumber: number;
}

/** Counts plus the block of pages returned; first/last 0 when there are no rows (docs/product.md, Paged search). */
export interface PaginationInfo {
  totalRecords: number;
  totalPages: number;
  firstPageNum: number;
  lastPageNum: number;
}

/** One page of a returned block (docs/product.md, Paged search). */
export interface GamePage {
  pageNum: number;
  data: GameRow[];
}

/** Answer of get-games-paginated: the block of up to 5 pages holding the page asked for. */
export interface PagedGames {
  paginationInfo: PaginationInfo;
  pages: GamePage[];
}

/** POST /api/games/fix-games (docs/architecture.md). */
export interface FixGamesResult {
  checked: number;
  broken: number;
}

/* ---------- Statistics (docs/product.md: Statistics, Words; docs/architecture.md: statistics) ---------- */

/** Month 0 at both ends means yearly buckets, month 1 monthly (docs/product.md, Statistics). */
export interface YearMonth {
  year: number;
  month: number;
}

/** POST /api/stats/games-started and /api/stats/num-players (docs/product.md, Statistics). */
export interface StatsRequest {
  language: Language;
  startTime: YearMonth;
  endTime: YearMonth;
}

/** A chart bucket, labelled YYYY or YYYY-MM (docs/architecture.md). */
export interface StatsDataItem {
  label: string;
  value: number;
}

/** Answer of games-started and num-players (docs/product.md, Statistics). */
export interface StatsResult {
  numRecords: number;
  data: StatsDataItem[];
  dataType: StatsDataType;
}

/** POST /api/stats/most-used-words (docs/product.md, Words). */
export interface MostUsedWordsRequest {
  language: Language;
  numTilesPlayed: number;
  playerType: PlayerType;
  entriesToReturn: number;
}

/** Items of the most-used-words answer, most used first (docs/architecture.md). */
export interface WordCount {
  word: string;
  count: number;
}

/** POST /api/stats/testconn (docs/architecture.md). */
export interface TestConnResult {
  ok: boolean;
  database: 'pglite' | 'postgresql';
  latencyMs: number;
  /** Why not, when ok is false (503). */
  message?: string;
}

/** GET /api/health (docs/architecture.md): 200 when the database answers, 503 while it does not. */
export interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'unreachable';
}

/* ---------- Users (docs/product.md, Data) ---------- */

/** GET /api/user/getall items (docs/product.md, Data). */
export interface User {
  id: number;
  email: string;
  playerId: number | null;
  mainRole: Role;
  status: AccountStatus;
  /** ISO 8601, null when never signed in. */
  lastLoginDate: string | null;
}

/** POST /api/user/update (docs/product.md: Data, Calls). */
export interface UserUpdate {
  id: number;
  email: string;
  playerId: number | null;
  mainRole: Role;
  status: AccountStatus;
}

/**
 * POST /api/user/invite: an administrator invites someone by e-mail. The new user waits as
 * NOT_VERIFIED with this role and player until they use the link mailed to them.
 */
export interface UserInvite {
  email: string;
  playerId: number | null;
  mainRole: Role;
}

/* ---------- Errors (docs/architecture.md: errors) ---------- */

/** Every error answer; a message a user may see is Norwegian bokmål. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

/* ---------- Bot ingest (docs/architecture.md: games) ---------- */

/** POST /api/bot/games: upserts a whole game by gameId (declared with its schema). */
export type { BotGame, BotMove } from './bot-game.ts';

/** Answer of POST /api/bot/games. */
export interface BotGameResult {
  gameId: number;
  hasBrokenMoves: boolean;
}

/** The chat command 'web <e-mail>' as the bot passes it on (docs/product.md, What Ordbot is; docs/architecture.md). */
export interface WebRequest {
  playerId: number;
  playerName: string;
  email: string;
}

/** POST /api/account/password: the signed-in user's new password. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/account/delete: the password again, and the user's explicit confirmation. */
export interface DeleteAccountRequest {
  password: string;
  confirm: true;
}

/** POST /api/bot/web-request: whether a mail went out (false: the daily limit was reached). */
export interface WebRequestResult {
  ok: true;
  sent: boolean;
}

/* ---------- Fair play (ADMIN; docs/analysis.md "Fair play", core/fairplay.ts) ---------- */

/** A row of GET /api/fairplay/players: a player's figures against the population's. */
export interface FairplayPlayer {
  basicInfo: PlayerInfoBasic;
  movesAnalysed: number;
  /** Analysed moves that scored as much as the best placement of their tiles. */
  bestFound: number;
  /** Sum of the population's rate for each move's difficulty, 2 decimals. */
  expected: number;
  /** (bestFound - expected) / sqrt(sum p(1 - p)), 2 decimals. */
  z: number;
  /** The bot's own cheat flags on the player's moves. */
  botFlags: number;
  /**
   * The player's accuracy ('Nøyaktighet', docs/strategy.md), the mean over their finished,
   * analysed games with one, 1 decimal; null with none.
   */
  accuracy: number | null;
}

/** A game of GET /api/fairplay/players/{id}. */
export interface FairplayGame {
  gameId: number;
  /** Epoch seconds. */
  startTime: number;
  movesAnalysed: number;
  bestFound: number;
  /** 2 decimals. */
  expected: number;
}

/** An analysed move of GET /api/fairplay/players/{id}. */
export interface FairplayMove {
  gameId: number;
  moveNum: number;
  points: number;
  bestPoints: number;
  found: boolean;
  /** The population's rate of finding the best for moves of this one's difficulty. */
  p: number;
}

/** One change of a fair-play case: who, when, what. */
export interface FairplayCaseEvent {
  /** ISO 8601. */
  at: string;
  /** The admin's e-mail address at the time. */
  by: string;
  status: FairplayCaseStatus;
  note: string;
  /** User accounts the change deactivated (BANNED). */
  deactivated: number;
}

/** A user account linked to the player of a case. */
export interface FairplayCaseAccount {
  id: number;
  email: string;
  status: AccountStatus;
}

/** GET /api/fairplay/players/{id}/case: the admin's review of one player, newest change first. */
export interface FairplayCase {
  playerId: number;
  status: FairplayCaseStatus;
  note: string;
  history: FairplayCaseEvent[];
  accounts: FairplayCaseAccount[];
}

/** POST /api/fairplay/players/{id}/case. */
export interface FairplayCaseUpdate {
  status: FairplayCaseStatus;
  note: string;
}

/** A month of GET /api/fairplay/players/{id}/rates: the player's analysed moves in it. */
export interface FairplayMonth {
  /** 'YYYY-MM' in Norwegian time. */
  month: string;
  moves: number;
  bestFound: number;
  /** Sum of the population's rate for each move's difficulty, 2 decimals. */
  expected: number;
}

/** A cheat flag the bot set on one of the player's moves (GET .../flags), newest first. */
export interface FairplayFlag {
  gameId: number;
  moveNum: number;
  /** The game's start, epoch seconds. */
  startTime: number;
  /** The move's main word, '' for a swap or pass. */
  word: string;
  points: number;
}

/** A move that makes the case (docs/analysis.md "Fair play"), with its game's start. */
export interface FairplayCaseMove extends FairplayMove {
  /** The game's start, epoch seconds. */
  startTime: number;
}

/** How GET /api/fairplay/players orders the list before it pages it. */
export type FairplaySortKey = 'movesAnalysed' | 'foundRate' | 'expectedRate' | 'z' | 'botFlags';

/** The query of GET /api/fairplay/players: a page of 20, by default highest z first. */
export interface FairplayListQuery {
  page?: number;
  sort?: FairplaySortKey;
  direction?: 'ascending' | 'descending';
}

/** GET /api/fairplay/players: one page of the listed players in the order asked for. */
export interface FairplayPlayerPage {
  players: FairplayPlayer[];
  page: number;
  pageSize: number;
  /** Every listed player (at least 100 analysed moves). */
  totalRecords: number;
}

/**
 * GET /api/fairplay/players/{id}[?page=N]: the list's figures, the moves that make the case (over
 * every analysed move), one page of the games newest first and those games' moves.
 */
export interface FairplayPlayerDetails extends FairplayPlayer {
  caseMoves: FairplayCaseMove[];
  games: FairplayGame[];
  moves: FairplayMove[];
  page: number;
  pageSize: number;
  /** Every game with analysed moves of the player. */
  totalGames: number;
}

/**
 * One exercise of 'Øv på feilene' (docs/strategy.md, Practice): a graded move of the user's
 * player in a finished game, with the user's answers to it so far.
 */
export interface PracticeExercise {
  gameId: number;
  moveNum: number;
  /** Epoch seconds of the game's start. */
  startTime: number;
  language: Language;
  grade: Grade;
  /** docs/analysis.md "points missed". */
  missed: number;
  /** The played move's points by the rules. */
  points: number;
  /** The best known alternative's points (the rack's best when known, else the same tiles'). */
  bestPoints: number;
  /** Answers given so far, and whether one of them found the best. */
  attempts: number;
  solved: boolean;
}

/** A user's practice so far: exercises solved of all, tried, and solved at the first try. */
export interface PracticeProgress {
  solved: number;
  total: number;
  tried: number;
  firstTry: number;
}

/** GET /api/practice: the user's exercises, the largest miss first, and the progress. */
export interface PracticeList {
  exercises: PracticeExercise[];
  progress: PracticeProgress;
}

/**
 * POST /api/practice/answers: one answer to an exercise. `answerId` is made by the client once
 * per answer, so sending it again (after a lost reply, or from the offline queue) counts once.
 */
export interface PracticeAnswerRequest {
  answerId: string;
  gameId: number;
  moveNum: number;
  /** True when the answer found the best move (docs/strategy.md, Answers). */
  solved: boolean;
  /** When it was given (epoch ms; an answer given offline arrives later). */
  answeredAt: number;
}
