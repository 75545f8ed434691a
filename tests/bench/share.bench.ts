/**
 * Sharing: board images cold (drawn, never asked for before) and from the cache, and
 * the GCG file, over real HTTP (keep-alive) from a server on an embedded database holding a few
 * demo games. Not through inject: it decodes every binary answer as a string, 3 ms of the
 * 150 KB image that a client never pays. Budgets: p95 < 150 ms cold, < 5 ms cached.
 */
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { generateDemoGames } from '../../server/demo/generate.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { wireGamesChanges } from '../../server/wiring.ts';
import type { Benchmark } from './harness.ts';

const GAMES = 10;
let app: FastifyInstance | null = null;
let database: Database | null = null;
/** Every (game, move) of the finished games: each cold run takes the next one. */
let pairs: { gameId: number; trekk: number }[] = [];
let next = 0;
let port = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function start() {
  if (app) return;
  database = await openDatabase({ dataDir: 'memory://' });
  const games = [...generateDemoGames({ seed: 16, games: GAMES, today: new Date('2026-11-20') })];
  await ingestGames({ db: database.db, gamesChanges: wireGamesChanges(), analyser: null }, games);
  pairs = games
    .filter((g) => g.finished)
    .flatMap((g) => g.moves.map((m) => ({ gameId: g.gameId, trekk: m.moveNum })));
  const config = loadConfig({ DATA_DIR: 'memory://', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}

/** The whole answer, read to its end; its length in bytes. */
function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

export async function closeShareApp() {
  agent.destroy();
  await app?.close();
  await database?.close();
  app = null;
}

export const shareBenchmarks: Benchmark[] = [
  {
    name: 'share: baseline',
    description:
      'GET /api/health on the same server: the floor of a request on this machine now (a loaded machine raises every figure)',
    budgetMs: 1,
    budgetOn: 'p95',
    setup: start,
    warmup: 50,
    iterations: 500,
    run: () => get('/api/health'),
  },
  {
    name: 'share: board image, cold',
    description: `GET /api/games/{id}/image.png?trekk=N for a move never drawn before (${GAMES} demo games): load, replay, draw, encode`,
    budgetMs: 150,
    budgetOn: 'p95',
    setup: start,
    warmup: 5,
    iterations: 150,
    run: () => {
      const pair = pairs[next++ % pairs.length] as { gameId: number; trekk: number };
      return get(`/api/games/${pair.gameId}/image.png?trekk=${pair.trekk}`);
    },
  },
  {
    name: 'share: board image, cached',
    description: 'the same image again, from the memory cache',
    budgetMs: 5,
    budgetOn: 'p95',
    setup: start,
    warmup: 20,
    iterations: 500,
    run: () => {
      const pair = pairs[0] as { gameId: number; trekk: number };
      return get(`/api/games/${pair.gameId}/image.png?trekk=${pair.trekk}`);
    },
  },
  {
    name: 'share: GCG file',
    description: 'GET /api/games/{id}/gcg of a finished demo game',
    budgetMs: 50,
    budgetOn: 'p95',
    setup: start,
    warmup: 20,
    iterations: 300,
    run: () => get(`/api/games/${(pairs[0] as { gameId: number }).gameId}/gcg`),
  },
];
