/**
 * The fair-play desk's case on a player: status and note with their history (who, when, what),
 * a ban that deactivates the player's accounts and ends their sessions in the same transaction,
 * the bot's flags listed with their moves, and the 400 and 404 answers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FairplayCase, FairplayFlag } from '@ordbot/contract/api-types.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { sessions, users } from '../../server/db/schema.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ensurePlayer,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

const PLAYER = 8101;
const OTHER = 8102;

describe.each(testDatabaseKinds())('fair-play case on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser;
  let linked: TestUser;
  let linkedAdmin: TestUser;

  beforeAll(async () => {
    await ingestGames(ingestInto(server), [
      makeGame({
        gameId: 181_001,
        playerId: PLAYER,
        playerName: 'Åse Flagget',
        startTime: 1_700_000_000,
        normalMoves: 6,
        cheats: [1, 2, 3],
      }),
      makeGame({
        gameId: 181_002,
        playerId: PLAYER,
        playerName: 'Åse Flagget',
        startTime: 1_710_000_000,
        normalMoves: 6,
        cheats: [5],
      }),
    ]);
    await ensurePlayer(server, OTHER);
    admin = await createTestUser(server, 'ADMIN', { email: 'sjef@example.no' });
    linked = await createTestUser(server, 'PLAYER', { playerId: PLAYER });
    linkedAdmin = await createTestUser(server, 'ADMIN', { playerId: PLAYER });
  });

  const caseUrl = (id: number) => `/api/fairplay/players/${id}/case`;
  const post = (id: number, payload: Record<string, unknown>) =>
    server.inject({ method: 'POST', url: caseUrl(id), token: admin.token, payload });

  it('starts as not reviewed, with no history, and names the linked accounts', async () => {
    const res = await server.inject({ method: 'GET', url: caseUrl(OTHER), token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<FairplayCase>()).toEqual({
      playerId: OTHER,
      status: 'NOT_REVIEWED',
      note: '',
      history: [],
      accounts: [],
    });
    const mine = await server.inject({ method: 'GET', url: caseUrl(PLAYER), token: admin.token });
    expect(mine.json<FairplayCase>().accounts.map((a) => a.email)).toEqual([
      linked.email,
      linkedAdmin.email,
    ]);
  });

  it('keeps each change with who made it and when, newest first', async () => {
    const first = await post(OTHER, { status: 'UNDER_REVIEW', note: '  Ser på spill 3. ' });
    expect(first.statusCode).toBe(200);
    const second = await post(OTHER, { status: 'CLEARED', note: 'Sterk spiller, ingen tiltak.' });
    const body = second.json<FairplayCase>();
    expect(body.status).toBe('CLEARED');
    expect(body.note).toBe('Sterk spiller, ingen tiltak.');
    expect(body.history.map((e) => [e.status, e.note, e.by, e.deactivated])).toEqual([
      ['CLEARED', 'Sterk spiller, ingen tiltak.', 'sjef@example.no', 0],
      ['UNDER_REVIEW', 'Ser på spill 3.', 'sjef@example.no', 0],
    ]);
    expect(Date.parse(body.history[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a ban deactivates the linked accounts (not an admin) and ends their sessions', async () => {
    const res = await post(PLAYER, { status: 'BANNED', note: 'Løsningsprogram i 40 spill.' });
    expect(res.statusCode).toBe(200);
    const body = res.json<FairplayCase>();
    expect(body.history[0]).toMatchObject({ status: 'BANNED', deactivated: 1 });
    const statusOf = async (id: number) =>
      (await server.db.select().from(users).where(eq(users.id, id)))[0]?.status;
    expect(await statusOf(linked.id)).toBe('INACTIVE');
    expect(await statusOf(linkedAdmin.id)).toBe('ACTIVE');
    const left = await server.db.select().from(sessions).where(eq(sessions.userId, linked.id));
    expect(left).toEqual([]);
    expect(body.accounts.find((a) => a.id === linked.id)?.status).toBe('INACTIVE');
  });

  it("lists the bot's flags on the player's own moves with the word and points", async () => {
    const res = await server.inject({
      method: 'GET',
      url: `/api/fairplay/players/${PLAYER}/flags`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const flags = res.json<FairplayFlag[]>();
    // makeGame alternates player and bot moves from move 1: flags on moves 2 are the bot's.
    expect(flags.map((f) => [f.gameId, f.moveNum])).toEqual([
      [181_002, 5],
      [181_001, 1],
      [181_001, 3],
    ]);
    expect(flags[0]).toMatchObject({ startTime: 1_710_000_000 });
    expect(typeof flags[0]!.word).toBe('string');
    expect(flags[0]!.points).toBeGreaterThanOrEqual(0);
  });

  it('answers 400 in Norwegian for a bad status or a long note, 404 for an unknown player', async () => {
    const bad = await post(OTHER, { status: 'GUILTY', note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/må være NOT_REVIEWED/);
    const long = await post(OTHER, { status: 'WARNED', note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toMatch(/for lang/);
    const missing = await post(999_999, { status: 'WARNED', note: '' });
    expect(missing.statusCode).toBe(404);
    expect(
      (await server.inject({ method: 'GET', url: caseUrl(999_999), token: admin.token }))
        .statusCode,
    ).toBe(404);
  });
});
