/**
 * The same game sent several times at once: every send answers 200 and the aggregates
 * stay equal to a full rebuild. On PostgreSQL the sends really overlap (a pool of connections);
 * PGlite runs them one after another and must give the same answer.
 */
import { describe, expect, it } from 'vitest';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { keptAndRebuilt } from './aggregate-snapshot.ts';
import { makeGame, type GameSpec } from './fixtures.ts';
import {
  BOT_KEY,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestServer,
} from './harness.ts';

const ROUNDS = 20;
const PARALLEL = 6;

/** Versions of one game that move it between players, months, languages and results. */
function version(gameId: number, v: number): BotGame {
  const specs: Omit<GameSpec, 'gameId'>[] = [
    {},
    { playerId: 1002, finished: false },
    { startTime: Date.UTC(2021, 4, 9) / 1000, bingo: true },
    { language: 'ENG_US', playerScore: 40, botScore: 40, normalMoves: 6 },
    { playerId: 1003, boardType: 'RANDOM', cheats: [1], swapAndPass: true },
    { broken: true, normalMoves: 3 },
  ];
  return makeGame({ ...specs[v % specs.length], gameId });
}

function send(server: TestServer, game: BotGame) {
  return server.inject({
    method: 'POST',
    url: '/api/bot/games',
    headers: { authorization: `Bearer ${BOT_KEY}` },
    payload: game,
  });
}

describe.each(testDatabaseKinds())('simultaneous ingest on %s', (kind) => {
  // A burst of a few hundred sends queues for the pool's connections; on a loaded machine the
  // wait can pass the server's 5 s, which answers 503 by design. What this suite checks is that
  // overlapping writers never fail or drift, so it waits as long as the queue takes.
  const server = useTestServer(kind, {}, { connectTimeoutMs: 60_000 });

  async function expectNoDrift() {
    // The sends' analysis runs after the answers: the aggregates are compared once it is stored.
    await server.app.ctx.analyser.idle();
    const { kept, rebuilt } = await keptAndRebuilt(server.db);
    expect(kept).toEqual(rebuilt);
  }

  it('answers 200 to every one of N simultaneous sends of one new game', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const game = version(10_000 + round, 0);
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => send(server, game)));
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    await expectNoDrift();
  }, 60_000);

  it('keeps the aggregates equal to a rebuild when simultaneous versions differ', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const gameId = 20_000 + round;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, v) => send(server, version(gameId, v + round))),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    await expectNoDrift();
  }, 60_000);

  it('takes a few hundred parallel sends over 10 games with no error and no drift', async () => {
    const sends = Array.from({ length: 300 }, (_, i) =>
      send(server, version(30_000 + (i % 10), Math.floor(i / 10))),
    );
    const answers = await Promise.all(sends);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    await expectNoDrift();
  }, 120_000);

  it('runs overlapping batches in opposite orders without a deadlock', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => 40_000 + i);
    for (let round = 0; round < 5; round++) {
      const batches = Array.from({ length: 4 }, (_, b) => {
        const order = b % 2 === 0 ? ids : [...ids].reverse();
        return order.map((id) => version(id, round + b + id));
      });
      await Promise.all(batches.map((batch) => ingestGames(ingestInto(server), batch)));
    }
    await expectNoDrift();
  }, 60_000);
});
