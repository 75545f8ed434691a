// Over 300 lines: every payload of the API in one place, a section per call family, so server and
// web app cannot drift; core/api-contract.ts declares each call with these types.
/**
 * Payload types of every API call (spec sections 3 and 7, with the contract details that
 * docs/architecture.md decides where the spec says "not shown"). Server schemas and the web app's
 * endpoint functions both use these, so a shape is defined once.
 */
import type {
  AccountStatus,
  BoardType,
  Language,
  MoveType,
  PlayerType,
  Role,
  SortItem,
  StatsDataType,
} from './enums.ts';

/* ---------- Auth (spec 3.2, 4.1, 7.1; docs/architecture.md: sign-in and sessions) ---------- */

/** The signed-in user inside an auth response (spec 3.2). */
export interface AuthUser {
  email: string;
  roles: Role[];
  playerId: number | null;
}

/** Answer of login, login-token and register-by-uuid (spec 3.2; docs/architecture.md). */
export interface AuthResponse {
  token: string;
  user: AuthUser;
}

/** POST /api/auth/login; username is the e-mail (docs/architecture.md). */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/auth/login-token (spec 3.2, 7.1): username is the stored e-mail. */
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

/* ---------- Overall stats (spec 3.3, 7.1) ---------- */

/** POST /api/public/overall-stats (spec 3.3). */
export interface OverallStatsRequest {
  language: Language;
}

/** One answer for the home page and the statistics view (spec 3.3; docs/architecture.md). */
export interface OverallStats {
  ongoingGames: number;
  numPlayers: number;
  numGames: number;
  /** NORMAL moves, i.e. words played. */
  numMoves: number;
  /** NORMAL moves of 7 tiles. */
  numBingos: number;
}

/* ---------- Players (spec 3.4) ---------- */

/** GET /api/players/allbasic items (spec 3.4). */
export interface PlayerInfoBasic {
  id: number;
  name: string;
}

/** GET /api/players/all items, playerid/{id}, playername/{name} (spec 3.4). */
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
  analysis: { movesAnalysed: number; bestFound: number; averageMissed: number };
}

/* ---------- Games (spec 3.5) ---------- */

/** Language and board type of a game (spec 3.5). */
export interface BoardInfo {
  language: Language;
  boardType: BoardType;
}

/** A game row or search result (spec 3.5). */
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
  /** Set by the client after checking the moves (spec 3.5, 5); never sent by the server. */
  isValid?: boolean;
}

/** One move of a game (spec 3.5). */
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

/** The game record inside game details (spec 3.5; docs/architecture.md). */
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

/** A cheat flag: the server sends objects, the client accepts plain numbers too (spec 3.5). */
export type CheatEntry = { moveNum: number } | number;

/** GET /api/games/gamemoves/{id} (spec 3.5, 7.1; docs/architecture.md). */
export interface GameDetails {
  game: GameDetailsGame;
  moves: Move[];
  cheats: CheatEntry[];
  hasBrokenMoves: boolean;
}

/** GET /api/boards/board-square-types/{id}: 225 codes 0-5, row by row (spec 3.5). */
export interface BoardSquareTypes {
  types: number[];
}

/* ---------- Game search (spec 3.6, 7.3; docs/architecture.md: paged search) ---------- */

/** Sort of a search (spec 7.3); ties are broken by gameId descending (docs/architecture.md). */
export interface GameSort {
  item: SortItem;
  ascending: boolean;
}

/**
 * The one family of search types (spec 7.3; issue 17): the bodies of get-games-paginated and
 * get-games as the web app sends them, the server validates them (core/api-schemas.ts) and the
 * offline search reads them (core/search.ts). null counts as omitted, as the server accepts it.
 */
type Maybe<T> = T | null | undefined;

/** Board filter: one language in the search screen, a list in the table variant (spec 7.3). */
export interface BoardInfoFilter {
  language?: Maybe<Language | readonly Language[]>;
  boardType?: Maybe<BoardType>;
}

/** Filter fields shared by the paged and the unpaged search (spec 7.3). */
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

/** POST /api/games/get-games-paginated (spec 7.3). pageNumber is 1-based. */
export interface GameSearchRequest extends GetGamesRequest {
  pageSize: number;
  pageNumber: number;
}

/** Counts plus the block of pages returned; first/last 0 when there are no rows (spec 3.6). */
export interface PaginationInfo {
  totalRecords: number;
  totalPages: number;
  firstPageNum: number;
  lastPageNum: number;
}

/** One page of a returned block (spec 3.6). */
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

/* ---------- Statistics (spec 3.7, 3.8; docs/architecture.md: statistics) ---------- */

/** Month 0 at both ends means yearly buckets, month 1 monthly (spec 4.4). */
export interface YearMonth {
  year: number;
  month: number;
}

/** POST /api/stats/games-started and /api/stats/num-players (spec 3.7). */
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

/** Answer of games-started and num-players (spec 3.7). */
export interface StatsResult {
  numRecords: number;
  data: StatsDataItem[];
  dataType: StatsDataType;
}

/** POST /api/stats/most-used-words (spec 3.8). */
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

/* ---------- Users (spec 3.9) ---------- */

/** GET /api/user/getall items (spec 3.9). */
export interface User {
  id: number;
  email: string;
  playerId: number | null;
  mainRole: Role;
  status: AccountStatus;
  /** ISO 8601, null when never signed in. */
  lastLoginDate: string | null;
}

/** POST /api/user/update (spec 3.9, 7.1). */
export interface UserUpdate {
  id: number;
  email: string;
  playerId: number | null;
  mainRole: Role;
  status: AccountStatus;
}

/* ---------- Errors (docs/architecture.md: errors) ---------- */

/** Every error answer; a message a user may see is Norwegian bokmål. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

/* ---------- Bot ingest (docs/architecture.md: games) ---------- */

/** A move as the bot sends it; mainWord may be missing. */
export type BotMove = Omit<Move, 'mainWord'> & { mainWord?: string };

/** POST /api/bot/games: upserts a whole game by gameId. */
export interface BotGame {
  gameId: number;
  player: PlayerInfoBasic;
  /** Epoch seconds. */
  startTime: number;
  language: Language;
  boardType: BoardType;
  /** 225 codes 0-5; required for RANDOM boards. */
  board?: number[];
  finished: boolean;
  playerScore: number;
  botScore: number;
  moves: BotMove[];
  /** Move numbers flagged as suspected cheats. */
  cheats: number[];
}

/** Answer of POST /api/bot/games. */
export interface BotGameResult {
  gameId: number;
  hasBrokenMoves: boolean;
}

/** The chat command 'web <e-mail>' as the bot passes it on (spec 1; docs/architecture.md). */
export interface WebRequest {
  playerId: number;
  playerName: string;
  email: string;
}

/** POST /api/account/password: the signed-in user's new password (issue 19). */
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

/** GET /api/fairplay/players/{id}: the list's figures, the games and the moves, newest first. */
export interface FairplayPlayerDetails extends FairplayPlayer {
  games: FairplayGame[];
  moves: FairplayMove[];
}
