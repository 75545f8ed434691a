/**
 * A stream whose viewer leaves before it started. While the embedded
 * database is busy (the demo analysis holds it transaction after transaction), a stream's first
 * query waits in line in its request's turn; a page that navigates away meanwhile closes the
 * stream, and the database then skips that request's queries ('the client has gone',
 * db/request-order.ts). The log warned `live events: a stream could not start: Failed query:
 * select min("id"), max("id") from "live_events"` for each: nothing failed, nobody was left
 * waiting. A stream that truly cannot start still warns, with the database's own reason.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { emptyDatabase } from './empty-database.ts';
import { openEventStream } from './sse-client.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a live stream whose viewer left while the database was busy', () => {
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', ...emptyDatabase() });
    const config = loadConfig({ DATA_DIR: 'memory://', DEMO_DATA: '0', LOG_LEVEL: 'info' });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({ config, database, logStream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events`;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('ends it quietly: no warning, and the next stream starts', async () => {
    // A transaction holds the one connection, as an analysis batch does.
    let release = () => {};
    const held = database.db.transaction(async () => {
      await new Promise<void>((resolve) => (release = resolve));
    });
    await wait(50);
    const stream = await openEventStream(base);
    expect(stream.status).toBe(200);
    await wait(100);
    stream.close();
    await wait(200);
    release();
    await held;
    await wait(300);
    const log = lines.join('');
    expect(log).not.toContain('could not start');

    const next = await openEventStream(base);
    await next.next((m) => m.event === 'ready');
    next.close();
  });
});
