// Over 300 lines: the generators of bad input for every route and the checks of every answer
// run against each database in one place.
/**
 * A fuzz of every route: types, sizes, encodings, NUL characters, malformed JSON,
 * huge bodies, wrong content types and odd path parameters, on each database. The routes come
 * from the app itself, so a new route is fuzzed without a change here; calls carry valid
 * credentials (an ADMIN token, the bot key) so that they reach the handlers. Every answer must
 * be below 500, and every error answer must be our JSON shape {statusCode, error, message}
 * with a Norwegian message.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { makeGame } from './fixtures.ts';
import {
  BOT_KEY,
  createTestUser,
  ensurePlayer,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

interface Route {
  method: string;
  url: string;
}

/**
 * The app's routes, read from Fastify's route tree (printRoutes without common prefixes: one
 * line per node, children indented by four characters and carrying the rest of the path).
 */
export function listRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth > 0 ? (paths[depth - 1] ?? '') : '') + (match[2] ?? '');
    paths[depth] = path;
    paths.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, url: path });
    }
  }
  return routes.filter((route) => route.url.startsWith('/api/'));
}

const NUL = '\u0000';

/** Values put in place of each field of a valid body. */
const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  ' ',
  'x'.repeat(5000),
  NUL,
  `a${NUL}b`,
  '\ud800',
  '😀'.repeat(50),
  '%E6',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '2020-01-01',
  'NaN',
  [],
  [1, 'a', null],
  {},
  { a: { b: { c: [1] } } },
];

/** Raw bodies sent to every route, with their content type. */
const RAW_BODIES: Array<[string, string | Buffer]> = [
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"tekst"'],
  ['application/json', '123'],
  ['application/json', 'true'],
  ['application/json', '{'],
  ['application/json', '{"a":'],
  ['application/json', '{"a":1,}'],
  ['application/json', "{'a':1}"],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/json', '['.repeat(5000) + ']'.repeat(5000)],
  ['application/json', `{"a":"${'x'.repeat(1100 * 1024)}"}`],
  ['application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['application/json', '{"a":"\\u0000"}'],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', 'hei'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ],
  ['application/xml', '<a/>'],
  ['', '{}'],
];

/** Values for a path parameter, already URL-encoded. */
const PARAMS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  '%00',
  'a%00b',
  '%E6',
  '%C0%AF',
  '%F0%9F%98%80',
  '%20',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  encodeURIComponent("1' or '1'='1"),
  'x'.repeat(399),
  'x'.repeat(401),
  encodeURIComponent('Ola Nordmann'),
];

const QUERIES = ['?a=%00', '?a=%E6', '?%E6=1', '?a[]=1&a[b]=2', `?a=${'x'.repeat(8000)}`];

const AUTH_HEADERS = [
  'Bearer',
  'Bearer ',
  'Basic YTpi',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer a b',
];

interface Seeds {
  admin: TestUser;
  /** The account calls' caller: 'Logg ut overalt' ends every session of its user. */
  account: TestUser;
  playerName: string;
}

/** Valid bodies per route, so that field mutations get past the shape to the handlers. */
function sampleBody(route: Route, seeds: Seeds): Record<string, unknown> | undefined {
  const samples: Record<string, Record<string, unknown>> = {
    '/api/auth/login': { username: seeds.admin.email, password: 'feil-passord' },
    '/api/auth/login-token': { username: seeds.admin.email, token: 'ukjent' },
    '/api/auth/validate-register-uuid': { uuid: 'ukjent' },
    '/api/auth/register-by-uuid': { uuid: 'ukjent', password: 'et-langt-passord' },
    '/api/public/overall-stats': { language: 'NO_B' },
    '/api/bot/web-request': {
      playerId: 7001,
      playerName: seeds.playerName,
      email: 'ola@example.no',
    },
    '/api/bot/games': makeGame({ gameId: 7101, playerId: 7001 }) as unknown as Record<
      string,
      unknown
    >,
    '/api/games/get-games': {
      playerIds: [7001],
      finished: true,
      sort: { item: 'START_TIME', ascending: false },
    },
    '/api/games/get-games-paginated': { pageSize: 10, pageNumber: 1, timeFrom: 0, timeTo: 2e9 },
    '/api/stats/games-started': {
      language: 'NO_B',
      startTime: { year: 2020, month: 0 },
      endTime: { year: 2024, month: 0 },
    },
    '/api/stats/num-players': {
      language: 'NO_B',
      startTime: { year: 2020, month: 1 },
      endTime: { year: 2020, month: 12 },
    },
    '/api/stats/most-used-words': { language: 'NO_B' },
    '/api/user/update': {
      id: 999_999,
      email: 'ingen@example.no',
      playerId: null,
      mainRole: 'USER',
      status: 'ACTIVE',
    },
  };
  return route.method === 'POST' ? samples[route.url] : undefined;
}

/** Each field of a body (one level down into objects and the first array item) replaced in turn. */
function* mutations(body: Record<string, unknown>): Generator<unknown> {
  for (const key of Object.keys(body)) {
    for (const value of VALUES) yield { ...body, [key]: value };
    const { [key]: _dropped, ...without } = body;
    yield without;
    const inner = body[key];
    const first = Array.isArray(inner) ? inner[0] : inner;
    if (first && typeof first === 'object' && !Array.isArray(first)) {
      for (const innerKey of Object.keys(first)) {
        for (const value of VALUES) {
          const changed = { ...first, [innerKey]: value };
          yield { ...body, [key]: Array.isArray(inner) ? [changed, ...inner.slice(1)] : changed };
        }
      }
    }
  }
  yield { ...body, [`x${NUL}`]: 1, extra: 'x'.repeat(10_000) };
}

/** Every request of the fuzz for one route. */
function* cases(route: Route, seeds: Seeds): Generator<InjectOptions> {
  const fill = (value: string) => route.url.replace(/:[A-Za-z]+/g, value);
  const url = fill(route.url.includes('/playername/') ? encodeURIComponent(seeds.playerName) : '1');
  const method = route.method as InjectOptions['method'];
  for (const value of PARAMS) if (route.url.includes(':')) yield { method, url: fill(value) };
  for (const query of QUERIES) yield { method, url: url + query };
  for (const [type, payload] of RAW_BODIES) {
    yield { method, url, payload, headers: type ? { 'content-type': type } : {} };
  }
  const sample = sampleBody(route, seeds);
  if (sample) {
    yield { method, url, payload: sample };
    for (const body of mutations(sample)) yield { method, url, payload: body as object };
  }
  for (const other of ['PUT', 'DELETE', 'PATCH'] as const) yield { method: other, url };
  for (const authorization of AUTH_HEADERS) yield { method, url, headers: { authorization } };
}

const ENGLISH = /\b(Invalid|expected|received|Too (big|small)|must|Unsupported|Body|is not)\b/;

interface Finding {
  request: string;
  status: number;
  body: string;
}

/** A finding when the answer is a 5xx or an error that is not exactly our JSON shape. */
function check(options: InjectOptions, status: number, text: string): Finding | null {
  const request = `${options.method} ${String(options.url).slice(0, 120)} ${
    typeof options.payload === 'string' || Buffer.isBuffer(options.payload)
      ? String(options.payload).slice(0, 60)
      : JSON.stringify(options.payload ?? '').slice(0, 60)
  }`;
  const finding = { request, status, body: text.slice(0, 200) };
  if (status >= 500) return finding;
  if (status < 400) return null;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const keys = Object.keys(body).sort().join(',');
    if (keys !== 'error,message,statusCode' || body.statusCode !== status) return finding;
    if (typeof body.message !== 'string' || body.message === '') return finding;
    // Messages are Norwegian: zod's and Fastify's English defaults must not show through.
    if (ENGLISH.test(body.message)) return finding;
  } catch {
    return finding;
  }
  return null;
}

describe.each(testDatabaseKinds())('fuzz of every route on %s', (kind) => {
  const server = useTestServer(kind, {
    LOGIN_RATE_LIMIT: '1000000',
    REGISTER_RATE_LIMIT: '1000000',
    BOT_RATE_LIMIT: '1000000',
  });

  it('finds every API route, so new ones are fuzzed too', () => {
    const routes = listRoutes(server.app).map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/auth/login-token',
        'GET /api/players/playername/:name',
        'POST /api/games/get-games-paginated',
        'POST /api/bot/games',
      ]),
    );
  });

  it('answers no request with a 5xx, and every error in our JSON shape', async () => {
    const playerName = 'Åse Ølstad';
    await ensurePlayer(server, 7001, playerName);
    const seeds: Seeds = {
      admin: await createTestUser(server, 'ADMIN'),
      account: await createTestUser(server, 'USER'),
      playerName,
    };
    await server.inject({
      method: 'POST',
      url: '/api/bot/games',
      payload: makeGame({ gameId: 1, playerId: 7001 }),
      token: BOT_KEY,
    });
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    const started = Date.now();
    // The live event stream (GET /api/events) answers a good request with a stream that does
    // not end, so inject would wait for ever: tests/server/events.test.ts covers it.
    const routes = listRoutes(server.app).filter((r) => r.url !== '/api/events');
    for (const route of routes) {
      for (const options of cases(route, seeds)) {
        // Sign-out and renewal end the token they get: give them one of their own.
        const token = route.url.startsWith('/api/bot/')
          ? BOT_KEY
          : route.url.startsWith('/api/account/')
            ? await createSession(server.db, seeds.account.id)
            : /logout|login-token/.test(route.url)
              ? await createSession(server.db, seeds.admin.id)
              : seeds.admin.token;
        const headers = { authorization: `Bearer ${token}`, ...options.headers };
        const res = await server.app.inject({ ...options, headers });
        requests++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const finding = check(options, res.statusCode, res.body);
        if (finding) findings.push(finding);
      }
    }
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `fuzz on ${kind}: ${requests} requests in ${Date.now() - started} ms (${counts.join(', ')})`,
    );
    expect(findings).toEqual([]);
    // Many calls got through validation to an answer: the handlers were reached, not just guards.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(200);
    // The ADMIN token still works: the fuzz reached the handlers as ADMIN throughout.
    const check2 = await server.inject({
      method: 'GET',
      url: '/api/user/getall',
      token: seeds.admin.token,
    });
    expect(check2.statusCode).toBe(200);
  }, 120_000);
});
