/**
 * The fair-play desk's case on a player (docs/analysis.md "Fair play"): an admin's status and
 * note, with every change kept (who, when, what), and the bot's own cheat flags on the player's
 * moves. The figures stay evidence; the case is the person's judgement, and a ban ('BANNED')
 * deactivates the player's user accounts in the same transaction as the change.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  FairplayCase,
  FairplayCaseUpdate,
  FairplayFlag,
  FairplayMonth,
} from '@ordbot/contract/api-types.ts';
import type { AccountStatus, FairplayCaseStatus } from '@ordbot/contract/enums.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { queryRows, type Db } from '../db/database.ts';
import { fairplayCaseEvents, fairplayCases, players, users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { USER_UPDATE_LOCK } from '../routes/users.ts';
import { deskRates } from './desk.ts';

async function requirePlayer(db: Db, playerId: number): Promise<void> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound(MESSAGES.playerNotFound);
}

/** GET /api/fairplay/players/{id}/case: 'NOT_REVIEWED' with no history until an admin acts. */
export async function readCase(db: Db, playerId: number): Promise<FairplayCase> {
  await requirePlayer(db, playerId);
  const [current, events, accounts] = await Promise.all([
    db.select().from(fairplayCases).where(eq(fairplayCases.playerId, playerId)),
    db
      .select()
      .from(fairplayCaseEvents)
      .where(eq(fairplayCaseEvents.playerId, playerId))
      .orderBy(desc(fairplayCaseEvents.at), desc(fairplayCaseEvents.id)),
    db
      .select({ id: users.id, email: users.email, status: users.status })
      .from(users)
      .where(eq(users.playerId, playerId))
      .orderBy(asc(users.id)),
  ]);
  const [row] = current;
  return {
    playerId,
    status: (row?.status ?? 'NOT_REVIEWED') as FairplayCaseStatus,
    note: row?.note ?? '',
    history: events.map((e) => ({
      at: e.at.toISOString(),
      by: e.byEmail,
      status: e.status as FairplayCaseStatus,
      note: e.note,
      deactivated: e.deactivated,
    })),
    accounts: accounts.map((a) => ({ ...a, status: a.status as AccountStatus })),
  };
}

/**
 * POST /api/fairplay/players/{id}/case: sets the status and note and records the change. A ban
 * deactivates the player's active user accounts (an administrator's own account excepted, so
 * the desk can never lock the last admin out) and ends their sessions, all in one transaction.
 */
export async function updateCase(
  db: Db,
  playerId: number,
  update: FairplayCaseUpdate,
  byEmail: string,
): Promise<FairplayCase> {
  await requirePlayer(db, playerId);
  const note = update.note.trim();
  await db.transaction(async (tx) => {
    // The same lock as the user administration: a ban and a user edit never interleave.
    await tx.execute(USER_UPDATE_LOCK);
    await tx
      .insert(fairplayCases)
      .values({ playerId, status: update.status, note })
      .onConflictDoUpdate({
        target: fairplayCases.playerId,
        set: { status: update.status, note, updatedAt: sql`now()` },
      });
    let deactivated = 0;
    if (update.status === 'BANNED') {
      const banned = await tx
        .update(users)
        .set({ status: 'INACTIVE' })
        .where(
          and(
            eq(users.playerId, playerId),
            eq(users.status, 'ACTIVE'),
            ne(users.mainRole, 'ADMIN'),
          ),
        )
        .returning({ id: users.id });
      for (const user of banned) await endUserSessions(tx, user.id);
      deactivated = banned.length;
    }
    await tx
      .insert(fairplayCaseEvents)
      .values({ playerId, byEmail, status: update.status, note, deactivated });
  });
  return readCase(db, playerId);
}

/**
 * GET /api/fairplay/players/{id}/flags: the bot's cheat flags on the player's own moves, newest
 * game first, with the move's word and points (a flag on a bot move is not the player's).
 */
export async function readFlags(db: Db, playerId: number): Promise<FairplayFlag[]> {
  await requirePlayer(db, playerId);
  const rows = await queryRows<{
    game_id: string | number;
    move_num: number;
    start_time: string | number;
    main_word: string;
    points: number;
  }>(
    db,
    sql`select g.id as game_id, m.move_num, g.start_time, m.main_word, m.points
      from cheats c
      join games g on g.id = c.game_id
      join moves m on m.game_id = c.game_id and m.move_num = c.move_num and m.player_move
      where g.player_id = ${playerId}
      order by g.start_time desc, g.id desc, m.move_num`,
  );
  return rows.map((r) => ({
    gameId: Number(r.game_id),
    moveNum: r.move_num,
    startTime: Number(r.start_time),
    word: r.main_word,
    points: r.points,
  }));
}

/**
 * GET /api/fairplay/players/{id}/rates: the player's analysed moves by month (Norwegian time),
 * oldest first, with the best placements found and the number expected from the population's
 * rates: when the rate began to part from the expected one. Every analysed game counts, whatever
 * page of games the desk shows.
 */
export async function readMonths(db: Db, playerId: number): Promise<FairplayMonth[]> {
  await requirePlayer(db, playerId);
  const [rows, rates] = await Promise.all([
    queryRows<{ month: string; difficulty: number; moves: number; found: number }>(
      db,
      sql`select to_char(to_timestamp(g.start_time) at time zone 'Europe/Oslo', 'YYYY-MM') as month,
          a.difficulty, count(*)::int as moves, (count(*) filter (where a.found))::int as found
        from games g join move_analysis a on a.game_id = g.id
        where g.player_id = ${playerId} and a.player_move
        group by 1, 2`,
    ),
    deskRates(db),
  ]);
  const months = new Map<string, FairplayMonth>();
  for (const row of rows) {
    const month = months.get(row.month) ?? {
      month: row.month,
      moves: 0,
      bestFound: 0,
      expected: 0,
    };
    month.moves += row.moves;
    month.bestFound += row.found;
    month.expected += row.moves * (rates[row.difficulty] ?? 0);
    months.set(row.month, month);
  }
  return [...months.values()]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => ({ ...m, expected: Math.round(m.expected * 100) / 100 }));
}
