/**
 * API payloads of the fair-play desk (ADMIN; docs/analysis.md "Fair play", packages/engine/fairplay.ts;
 * packages/contract/api-types.ts exports them all).
 */
import type { AccountStatus, FairplayCaseStatus } from './enums.ts';
import type { PlayerInfoBasic } from './api-types-players.ts';

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
