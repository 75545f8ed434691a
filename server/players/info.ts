/**
 * Players and their results (docs/product.md, Player list; docs/architecture.md, players). Results come from the
 * player_stats aggregate, so the list reads two small tables; a player with no games has zeros.
 * `restrictTo` is restrictedPlayerId: null for no narrowing, otherwise the only visible player.
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PlayerInfo, PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { byPlayerName } from '@ordbot/contract/names.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { players, playerStats } from '../db/schema.ts';

function playerInfoQuery(db: Db, where?: SQL) {
  const zeroIfNone = (column: AnyColumn) =>
    sql<number>`coalesce(${column}, 0)::int`.mapWith(Number);
  return db
    .select({
      id: players.id,
      name: players.name,
      gamesStarted: zeroIfNone(playerStats.gamesStarted),
      gamesFinished: zeroIfNone(playerStats.gamesFinished),
      won: zeroIfNone(playerStats.won),
      draw: zeroIfNone(playerStats.draw),
      lost: zeroIfNone(playerStats.lost),
    })
    .from(players)
    .leftJoin(playerStats, eq(playerStats.playerId, players.id))
    .where(where);
}

/** Throws 404 'Fant ikke spilleren' unless the player is stored; `db` may be a transaction. */
export async function requirePlayer(db: Pick<Db, 'select'>, playerId: number): Promise<void> {
  const found = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (found.length === 0) throw notFound(MESSAGES.playerNotFound);
}

type InfoRow = Awaited<ReturnType<typeof playerInfoQuery>>[number];

function toPlayerInfo({ id, name, ...results }: InfoRow): PlayerInfo {
  return { basicInfo: { id, name }, ...results };
}

/** Every player with results: most games finished first, then by name (the list's first order). */
export async function listPlayerInfo(db: Db): Promise<PlayerInfo[]> {
  const rows = await playerInfoQuery(db);
  return rows
    .map(toPlayerInfo)
    .sort((a, b) => b.gamesFinished - a.gamesFinished || byPlayerName(a.basicInfo, b.basicInfo));
}

/** Id and name of the players a user may see, by name. */
export async function listPlayersBasic(
  db: Db,
  restrictTo: number | null,
): Promise<PlayerInfoBasic[]> {
  if (restrictTo !== null && restrictTo < 0) return [];
  const rows = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(restrictTo === null ? undefined : eq(players.id, restrictTo));
  // Sorted here, not in SQL: one Norwegian order on PGlite and PostgreSQL (packages/contract/names.ts).
  return rows.sort(byPlayerName);
}

/** A player by id, or null (also for a player the user may not see). */
export async function playerById(
  db: Db,
  id: number,
  restrictTo: number | null,
): Promise<PlayerInfo | null> {
  if (restrictTo !== null && restrictTo !== id) return null;
  const [row] = await playerInfoQuery(db, eq(players.id, id));
  return row ? toPlayerInfo(row) : null;
}

/**
 * A player by name, exact but ignoring case (players_name_lower_idx). Names need not be unique:
 * an exact-case match wins, then the lowest id.
 */
export async function playerByName(
  db: Db,
  name: string,
  restrictTo: number | null,
): Promise<PlayerInfo | null> {
  if (restrictTo !== null && restrictTo < 0) return null;
  const [row] = await playerInfoQuery(
    db,
    and(
      eq(sql`lower(${players.name})`, sql`lower(${name})`),
      restrictTo === null ? undefined : eq(players.id, restrictTo),
    ),
  )
    .orderBy(sql`${players.name} = ${name} desc`, players.id)
    .limit(1);
  return row ? toPlayerInfo(row) : null;
}
