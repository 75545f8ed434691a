/** The GCG file of a finished game, from the database (docs/analysis.md, sharing). */
import { sql } from 'drizzle-orm';
import type { GameDetailsGame } from '@ordbot/contract/api-types.ts';
import type { BoardType, Language } from '@ordbot/contract/enums.ts';
import { writeGcg } from '@ordbot/contract/gcg.ts';
import { queryRows, type Db } from '../db/database.ts';
import { MOVES_OF_G, moveFromTuple, type MoveTuple } from '../games/move-tuples.ts';
import { conflict } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { BROKEN_MESSAGE, ONGOING_MESSAGE, loadFinishedGame } from './finished-game.ts';
import { pgArray } from '../db/array-literal.ts';

/** 404 unknown, 409 ongoing or with broken moves (they cannot be written as plays). */
export async function gameGcg(db: Db, gameId: number): Promise<string> {
  const { details, layout } = await loadFinishedGame(db, gameId);
  if (details.hasBrokenMoves) throw conflict(BROKEN_MESSAGE);
  return writeGcg({ game: details.game, moves: details.moves, layout });
}

/** A file that holds no moves, saying why (a broken game, or one no longer finished or there). */
export function gcgNote(gameId: number, message: string): string {
  return `#character-encoding UTF-8\n#id ordbot ${gameId}\n#note ${message}\n`;
}

/** The game's columns under GameDetailsGame's names, its board's beside them. */
interface BatchRow extends Omit<GameDetailsGame, 'gameId' | 'boardInfo'> {
  id: number;
  language: Language;
  boardType: BoardType;
  layoutId: number;
  broken: boolean;
  codes: string;
  moves: MoveTuple[] | null;
}

/**
 * The GCG files of many games in one query (the zip export: one query a batch, not three a game),
 * by game id. A broken game, or one that is no longer finished or there, gets a note instead.
 */
export async function gcgFiles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const files = new Map<number, string>();
  if (ids.length === 0) return files;
  // One JSON text for the batch: PGlite hands rows over one by one, much slower.
  const [result] = await queryRows<{ rows: string | null }>(
    db,
    sql`select json_agg(x)::text as rows from (
      select g.id, g.player_id as "playerId", p.name as "playerName",
        g.player_score as "playerScore", g.bot_score as "botScore", g.finished,
        g.start_time as "startTime", g.language, g.board_type as "boardType",
        g.layout_id as "layoutId", g.has_broken_moves as broken, l.codes,
        ${MOVES_OF_G} as moves
      from games g join players p on p.id = g.player_id join board_layouts l on l.id = g.layout_id
      where g.id = any(${pgArray(ids)}::bigint[])) x`,
  );
  const rows = JSON.parse(result?.rows ?? '[]') as BatchRow[];
  for (const row of rows) {
    const id = Number(row.id);
    if (!row.finished) files.set(id, gcgNote(id, ONGOING_MESSAGE));
    else if (row.broken) files.set(id, gcgNote(id, BROKEN_MESSAGE));
    else files.set(id, writeGcg(batchGame(row)));
  }
  for (const id of ids) if (!files.has(id)) files.set(id, gcgNote(id, MESSAGES.gameNotFound(id)));
  return files;
}

function batchGame(row: BatchRow) {
  const game: GameDetailsGame = {
    gameId: Number(row.id),
    playerId: row.playerId,
    playerName: row.playerName,
    playerScore: row.playerScore,
    botScore: row.botScore,
    finished: row.finished,
    startTime: Number(row.startTime),
    boardInfo: { language: row.language, boardType: row.boardType, boardTypeId: row.layoutId },
  };
  const moves = (row.moves ?? []).map(moveFromTuple);
  return { game, moves, layout: [...row.codes].map(Number) };
}
