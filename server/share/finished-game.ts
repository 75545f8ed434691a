/**
 * The record of a finished game that the shared files are made from (docs/analysis.md, sharing):
 * GCG and images exist only for finished games, which never change, so they are cached as such.
 * Who may fetch them: anyone, as for gamemoves (architecture.md, roles).
 */
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import type { Db } from '../db/database.ts';
import { boardSquareTypes, gameDetails } from '../games/details.ts';
import { conflict, notFound } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';

export const ONGOING_MESSAGE = MESSAGES.gameOngoing;
export const BROKEN_MESSAGE = MESSAGES.gameBroken;

export interface FinishedGame {
  details: GameDetails;
  /** The game's 225 square codes. */
  layout: number[];
}

/** The game and its layout; 404 for an unknown id, 409 for an ongoing game. */
export async function loadFinishedGame(db: Db, gameId: number): Promise<FinishedGame> {
  const details = await gameDetails(db, gameId);
  if (!details) throw notFound(MESSAGES.gameNotFound(gameId));
  if (!details.game.finished) throw conflict(ONGOING_MESSAGE);
  const layout = await boardSquareTypes(db, details.game.boardInfo.boardTypeId);
  if (!layout) throw notFound(MESSAGES.gameBoardNotFound(gameId));
  return { details, layout: layout.types };
}
