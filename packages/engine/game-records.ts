/**
 * A game's record as the bot keeps it and the API sends it (docs/product.md, Data): the engine's
 * analysis reads it, and packages/contract/api-types-games.ts re-exports it.
 */
import type { BoardType, Language, MoveType } from './game-enums.ts';

/** Language and board type of a game (docs/product.md, Data). */
export interface BoardInfo {
  language: Language;
  boardType: BoardType;
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
