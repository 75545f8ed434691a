/**
 * The live event stream (docs/events.md): a watched game's moves within 2 s of the ingest, the
 * access rules of the calls (a guest hears the figures, not the games), no racks of an ongoing
 * game, and a reconnect that resumes after Last-Event-ID with nothing missed and nothing twice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import type { LiveGameMessage, LiveReadyMessage } from '@ordbot/contract/live-events.ts';
import { loggedUrl } from '../../server/logging.ts';
import { makeGame } from './fixtures.ts';
import { BOT_KEY, createTestUser, testDatabaseKinds, useTestServer } from './harness.ts';
import { openEventStream, type EventStream, type SseMessage } from './sse-client.ts';
import { useTwoInstances } from './two-instances.ts';

const PLAYER = 8101;
const OTHER = 8102;

/** An ongoing game whose bot moves carry racks (as the bot sends them). */
function ongoing(gameId: number, playerId: number, normalMoves: number): BotGame {
  const game = makeGame({ gameId, playerId, normalMoves, finished: false });
  return {
    ...game,
    moves: game.moves.map((m) =>
      m.playerMove ? m : { ...m, rack: (m.letters + 'EEEEEEE').slice(0, 7) },
    ),
  };
}

// The 2 s bound is on each move's way; a test may take longer on a busy machine.
describe.each(testDatabaseKinds())('the live event stream on %s', { timeout: 30_000 }, (kind) => {
  const server = useTestServer(kind);
  let base = '';
  const streams: EventStream[] = [];

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}/api/events`;
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  async function open(query = '', headers: Record<string, string> = {}) {
    const stream = await openEventStream(`${base}${query}`, headers);
    streams.push(stream);
    return stream;
  }
  const ready = (stream: EventStream) => stream.next((m) => m.event === 'ready');

  async function ingest(game: BotGame) {
    const res = await server.inject({
      method: 'POST',
      url: '/api/bot/games',
      headers: { authorization: `Bearer ${BOT_KEY}` },
      payload: game,
    });
    expect(res.statusCode).toBe(200);
  }

  it('sends a watched game each new move within 2 s of the ingest, never a rack while ongoing', async () => {
    await ingest(ongoing(9001, PLAYER, 2));
    const viewer = await open('?game=9001');
    expect(viewer.status).toBe(200);
    const first = (await ready(viewer)).data as LiveReadyMessage;
    expect(first.missed).toBe(false);
    expect(first.games[0]?.moves).toHaveLength(2);

    const started = performance.now();
    await ingest(ongoing(9001, PLAYER, 3));
    const message = await viewer.next((m) => m.event === 'game');
    expect(performance.now() - started).toBeLessThan(2000);
    const game = message.data as LiveGameMessage;
    expect(game).toMatchObject({ gameId: 9001, finished: false, numMoves: 3 });
    expect(game.details?.moves).toHaveLength(3);
    expect(game.details?.moves.every((m) => m.rack === null)).toBe(true);
    expect(first.games[0]?.moves.every((m) => m.rack === null)).toBe(true);
    expect(JSON.stringify(viewer.messages)).not.toMatch(/"rack":"/);
  });

  it('gives a guest the figures, and the games only of the lists a user may see', async () => {
    const player = await createTestUser(server, 'PLAYER', { playerId: PLAYER });
    const supervisor = await createTestUser(server, 'SUPERVISOR');
    const guest = await open();
    const own = await open(`?token=${player.token}`);
    const all = await open('', { authorization: `Bearer ${supervisor.token}` });
    await Promise.all([ready(guest), ready(own), ready(all)]);

    await ingest(ongoing(9002, OTHER, 2));
    await ingest(ongoing(9003, PLAYER, 2));
    const last = (s: EventStream) =>
      s.next((m) => (m.data !== null && hasGame(m, 9003)) || isStatsOf(m, s, 2));
    await Promise.all([last(guest), last(own), last(all)]);

    const games = (s: EventStream) =>
      s.messages.filter((m) => m.event === 'game').map((m) => (m.data as LiveGameMessage).gameId);
    expect(games(guest)).toEqual([]);
    expect(games(own)).toEqual([9003]);
    expect(games(all)).toEqual([9002, 9003]);
    // The guest had the figures of both: one message per event, each with its id.
    const guestEvents = guest.messages.filter((m) => m.event === 'stats');
    expect(guestEvents).toHaveLength(2);
    expect(guestEvents[1]?.data).toMatchObject({ language: 'NO_B', stats: { ongoingGames: 3 } });
    expect(JSON.stringify(guest.messages)).not.toContain('"gameId"');
    // Details go to watchers only.
    expect(own.messages.some((m) => (m.data as LiveGameMessage).details)).toBe(false);
  });

  it('resumes after Last-Event-ID: every later event once, in order', async () => {
    const supervisor = await createTestUser(server, 'SUPERVISOR');
    const auth = { authorization: `Bearer ${supervisor.token}` };
    const first = await open('', auth);
    const start = await ready(first);
    await ingest(ongoing(9010, OTHER, 1));
    const seen = await first.next((m) => m.event === 'game');
    first.close();

    await ingest(ongoing(9011, OTHER, 1));
    await ingest(ongoing(9012, OTHER, 1));
    await ingest(ongoing(9011, OTHER, 2));
    const resumed = await open('', { ...auth, 'last-event-id': String(seen.id) });
    const after = (await ready(resumed)).data as LiveReadyMessage;
    expect(after.missed).toBe(false);
    const replayed = resumed.messages.filter((m) => m.event === 'game');
    expect(replayed.map((m) => (m.data as LiveGameMessage).gameId)).toEqual([9011, 9012, 9011]);
    const ids = replayed.map((m) => Number(m.id));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    expect(new Set(ids).size).toBe(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(Number(start.id)).toBeLessThan(Number(seen.id));

    // The query's lastEventId does the same for a new EventSource; live events follow on.
    const again = await open(`?lastEventId=${String(ids[1])}`, auth);
    await ready(again);
    await ingest(ongoing(9013, OTHER, 1));
    await again.next((m) => hasGame(m, 9013));
    const gameIds = again.messages
      .filter((m) => m.event === 'game')
      .map((m) => (m.data as LiveGameMessage).gameId);
    expect(gameIds).toEqual([9011, 9013]);
  });

  it('says missed when the id is older than the log keeps, or unknown', async () => {
    await ingest(ongoing(9020, OTHER, 1));
    const { rows } = (await server.db.execute(
      sql`select max(id)::int as newest from live_events`,
    )) as unknown as { rows: { newest: number }[] };
    const newest = Number(rows[0]?.newest);
    // Trimmed: the rows up to the newest but one are gone.
    await server.db.execute(sql`delete from live_events where id < ${newest}`);
    const old = await open('?lastEventId=1');
    const message = await ready(old);
    expect((message.data as LiveReadyMessage).missed).toBe(true);
    expect(Number(message.id)).toBe(newest);
    const ahead = await open(`?lastEventId=${newest + 1000}`);
    expect(((await ready(ahead)).data as LiveReadyMessage).missed).toBe(true);
    const current = await open(`?lastEventId=${newest}`);
    expect(((await ready(current)).data as LiveReadyMessage).missed).toBe(false);
  });

  it('refuses a token that is no longer valid (401), and keeps tokens out of the log', async () => {
    const stream = await open('?token=not-a-session');
    expect(stream.status).toBe(401);
    expect(loggedUrl('/api/events?game=3&token=abc.def&lastEventId=2')).toBe(
      '/api/events?game=3&token=[hidden]&lastEventId=2',
    );
  });
});

function hasGame(m: SseMessage, gameId: number): boolean {
  return m.event === 'game' && (m.data as LiveGameMessage).gameId === gameId;
}

/** The stream's `count`th stats message (a stream that sees no game of the two). */
function isStatsOf(m: SseMessage, stream: EventStream, count: number): boolean {
  return m.event === 'stats' && stream.messages.filter((x) => x.event === 'stats').length >= count;
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the live event stream on two instances',
  { timeout: 30_000 },
  () => {
    const instances = useTwoInstances();
    const streams: EventStream[] = [];
    const bases: string[] = [];

    beforeAll(async () => {
      for (const app of instances.apps) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        bases.push(
          `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/events`,
        );
      }
    });
    afterAll(() => {
      for (const stream of streams) stream.close();
    });

    it('brings an ingest on one instance to viewers on both within 2 s (LISTEN/NOTIFY)', async () => {
      const ingest = (game: BotGame) =>
        instances.apps[0].inject({
          method: 'POST',
          url: '/api/bot/games',
          headers: { authorization: `Bearer ${BOT_KEY}` },
          payload: game,
        });
      expect((await ingest(ongoing(9101, PLAYER, 2))).statusCode).toBe(200);
      for (const base of bases) streams.push(await openEventStream(`${base}?game=9101`));
      await Promise.all(streams.map((s) => s.next((m) => m.event === 'ready')));

      const started = performance.now();
      expect((await ingest(ongoing(9101, PLAYER, 3))).statusCode).toBe(200);
      const got = await Promise.all(streams.map((s) => s.next((m) => hasGame(m, 9101))));
      expect(performance.now() - started).toBeLessThan(2000);
      for (const message of got) {
        expect((message.data as LiveGameMessage).details?.moves).toHaveLength(3);
      }
      // Both instances give the event the same id: a viewer may resume on either.
      expect(got[0]?.id).toBe(got[1]?.id);
    });
  },
);
