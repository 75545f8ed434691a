/** The GCG file of a finished game, from the database (docs/analysis.md, sharing). */
import { writeGcg } from '../../core/gcg.ts';
import type { Db } from '../db/database.ts';
import { conflict } from '../http-errors.ts';
import { BROKEN_MESSAGE, loadFinishedGame } from './finished-game.ts';

/** 404 unknown, 409 ongoing or with broken moves (they cannot be written as plays). */
export async function gameGcg(db: Db, gameId: number): Promise<string> {
  const { details, layout } = await loadFinishedGame(db, gameId);
  if (details.hasBrokenMoves) throw conflict(BROKEN_MESSAGE);
  return writeGcg({ game: details.game, moves: details.moves, layout });
}
