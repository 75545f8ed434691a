/**
 * fix-games (docs/architecture.md): replays every stored game with the core and corrects its
 * has_broken_moves flag, for games stored before a replay fix or changed by hand. Games are read
 * in batches by id (keyset), each batch with its moves, so memory stays flat at any size.
 */
import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { FixGamesResult } from '@ordbot/contract/api-types.ts';
import type { MoveType } from '@ordbot/contract/enums.ts';
import { findBrokenMoves, type ReplayMove } from '@ordbot/engine/replay.ts';
import type { Db } from '../db/database.ts';
import { games, moves } from '../db/schema.ts';
import type { GamesChanges, GamesWriter } from './changes.ts';

export const FIX_BATCH_SIZE = 500;

/** A move as json_build_array gives it: what the placement check reads. */
type MoveTuple = [number, string, boolean, string, number, number, boolean, number, number];

/**
 * A game's moves as one JSON array: one row a game instead of one a move, which PGlite hands
 * over about ten times faster.
 */
const movesOfGame = sql<MoveTuple[] | null>`(
  select json_agg(json_build_array(m.move_num, m.move_type, m.player_move, m.letters, m.points,
    m.num_tiles, m.vertical, m.x, m.y) order by m.move_num)
  from ${moves} m where m.game_id = ${games.id})`;

function replayMove(t: MoveTuple): ReplayMove {
  const [moveNum, moveType, playerMove, letters, points, numTiles, vertical, x, y] = t;
  return {
    moveNum,
    moveType: moveType as MoveType,
    playerMove,
    letters,
    points,
    numTiles,
    vertical,
    x,
    y,
  };
}

/**
 * Checks one batch of games after `afterId`; answers the batch's last id, or null at the end.
 * The games whose flag flips are announced to `gamesChanges` before they change.
 */
export async function fixBatch(
  tx: Db,
  gamesChanges: GamesChanges,
  afterId: number,
  batchSize: number,
  result: FixGamesResult,
): Promise<number | null> {
  // Locked, so an ingest of the same game waits and then writes its own (newer) flag.
  const batch = await tx
    .select({ id: games.id, hasBrokenMoves: games.hasBrokenMoves, moves: movesOfGame })
    .from(games)
    .where(gt(games.id, afterId))
    .orderBy(asc(games.id))
    .limit(batchSize)
    .for('update', { of: games });
  const last = batch[batch.length - 1];
  if (!last) return null;
  const flip: Record<'true' | 'false', number[]> = { true: [], false: [] };
  for (const game of batch) {
    const broken = findBrokenMoves((game.moves ?? []).map(replayMove)).length > 0;
    result.checked++;
    if (broken) result.broken++;
    if (broken !== game.hasBrokenMoves) flip[`${broken}`].push(game.id);
  }
  // A game that became broken has no analysis; one that is whole again is left to the backfill.
  await gamesChanges.announce(tx, { ids: [...flip.true, ...flip.false], profilesReplaced: false });
  for (const [value, ids] of Object.entries(flip)) {
    if (ids.length === 0) continue;
    await tx
      .update(games)
      .set({ hasBrokenMoves: value === 'true', updatedAt: sql`now()` })
      .where(inArray(games.id, ids));
  }
  return last.id;
}

/** Replays every game; answers how many were checked and how many are broken now. */
export async function fixGames(
  { db, gamesChanges }: GamesWriter,
  batchSize = FIX_BATCH_SIZE,
): Promise<FixGamesResult> {
  const result: FixGamesResult = { checked: 0, broken: 0 };
  let afterId: number | null = 0;
  while (afterId !== null) {
    const from: number = afterId;
    afterId = await db.transaction((tx) =>
      fixBatch(tx as unknown as Db, gamesChanges, from, batchSize, result),
    );
  }
  return result;
}
