/**
 * The record of a finished game that the shared files are made from (docs/analysis.md, sharing):
 * GCG and images exist only for finished games, which never change, so they are cached as such.
 * Who may fetch them: anyone, as for gamemoves (architecture.md, roles).
 */
import type { GameDetails } from '../../core/api-types.ts';
import type { Db } from '../db/database.ts';
import { boardSquareTypes, gameDetails } from '../games/details.ts';
import { conflict, notFound } from '../http-errors.ts';

export const ONGOING_MESSAGE =
  'Spillet er ikke ferdig ennå. GCG-fil og brettbilde lages først når spillet er over.';
export const BROKEN_MESSAGE = 'Spillet har ødelagte trekk og kan ikke eksporteres.';

export interface FinishedGame {
  details: GameDetails;
  /** The game's 225 square codes. */
  layout: number[];
}

/** The game and its layout; 404 for an unknown id, 409 for an ongoing game. */
export async function loadFinishedGame(db: Db, gameId: number): Promise<FinishedGame> {
  const details = await gameDetails(db, gameId);
  if (!details) throw notFound(`Fant ikke spill ${gameId}`);
  if (!details.game.finished) throw conflict(ONGOING_MESSAGE);
  const layout = await boardSquareTypes(db, details.game.boardInfo.boardTypeId);
  if (!layout) throw notFound(`Fant ikke brettet til spill ${gameId}`);
  return { details, layout: layout.types };
}
