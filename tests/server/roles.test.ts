// Over 300 lines: the role matrix is one table with a row for every API call; the table is most of
// the file.
/**
 * Who may call what (docs/architecture.md): every call the contract declares
 * (packages/contract/api-contract.ts) against a guest, each role, an INACTIVE user's token and a revoked
 * token, expecting what the call's declared access says. Open calls answer everyone; signed-in
 * calls refuse guests and dead tokens with 401; SUPERVISOR calls refuse USER and PLAYER and ADMIN
 * calls the other roles with 403; bot calls refuse anything but the bot key with 401. The server's
 * routes and the declared calls are the same set.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, CALLS, pathOf, type CallName } from '@ordbot/contract/api-contract.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { invitations, jobs, moveAnalysis, sessions } from '../../server/db/schema.ts';
import { ingestGames, standardLayoutId } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import {
  BOT_KEY,
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestServer,
  type TestUser,
} from './harness.ts';

const CALLERS = ['guest', 'USER', 'PLAYER', 'SUPERVISOR', 'ADMIN', 'INACTIVE', 'revoked'] as const;
type CallerName = (typeof CALLERS)[number];

/** A caller: guest has no user; the others carry a token that may or may not still work. */
interface Caller {
  name: CallerName;
  user: TestUser | null;
}

const OWN_PLAYER = 5001;
const OTHER_PLAYER = 5002;

interface Fixture {
  server: TestServer;
  layoutId: number;
  login: TestUser;
  target: TestUser;
}

/** What a row sends besides the call's method and path: path parameters, query, JSON body. */
interface Input {
  params?: Record<string, string | number>;
  query?: string;
  payload?: object;
}

interface Row {
  call: CallName;
  /** Which case of the call the row tries, when a call has several rows. */
  note?: string;
  request: (f: Fixture, caller: Caller) => Promise<Input> | Input;
  /** The status of an allowed call (200 unless said). */
  ok?: number;
  /** Allowed callers whose answer differs, such as 404 for a player they may not see. */
  except?: Partial<Record<CallerName, number>>;
  /** A fresh token per call, for calls that end the session they are given. */
  freshToken?: boolean;
  /** The call ends every session of the caller: the caller's token is put back afterwards. */
  endsAllSessions?: boolean;
  /** The answer is a stream that does not end: its status is read over HTTP, then it is closed. */
  stream?: boolean;
}

/** 'METHOD /api/path' of a declared call, as Fastify's route tree names it. */
function routeOf(name: CallName): string {
  const { method, path } = CALLS[name];
  return `${method} ${API_BASE}${path}`;
}

function expected(row: Row): Record<CallerName, number> {
  const { access } = CALLS[row.call];
  const out = {} as Record<CallerName, number>;
  for (const name of CALLERS) {
    const dead = name === 'guest' || name === 'INACTIVE' || name === 'revoked';
    const ok = row.except?.[name] ?? row.ok ?? 200;
    if (access === 'open') out[name] = ok;
    else if (access === 'bot' || dead) out[name] = 401;
    else if (access === 'admin' && name !== 'ADMIN') out[name] = 403;
    else if (access === 'supervisor' && (name === 'USER' || name === 'PLAYER')) out[name] = 403;
    else out[name] = ok;
  }
  return out;
}

/** The request of a row: method and path from the contract, the rest from the row. */
function injectOptions(row: Row, input: Input): InjectOptions {
  const target = CALLS[row.call];
  return {
    method: target.method,
    url: pathOf(target, (input.params ?? {}) as never) + (input.query ?? ''),
    ...(input.payload ? { payload: input.payload } : {}),
  };
}

const payload = (body: object): Input => ({ payload: body });

/** Callers with no player linked: the practice calls answer 404. */
const noPlayer = { USER: 404, SUPERVISOR: 404, ADMIN: 404 } as const;

/** A stored analysis of move 1 that grades it (20 points missed: 'Feil'). */
const GRADED_MOVE = {
  moveNum: 1,
  playerMove: true,
  points: 10,
  bestPoints: 30,
  placements: 5,
  missed: 20,
  found: false,
  difficulty: 1,
  grade: 'MISTAKE',
};

const answer = (gameId: number) => ({
  answerId: randomUUID(),
  gameId,
  moveNum: 1,
  solved: true,
  answeredAt: Date.now(),
});

/** Restricted callers (USER, PLAYER) see only their own player; others answer 404. */
const notMine = { USER: 404, PLAYER: 404 } as const;

const ROWS = (
  [
    // Open.
    { call: 'health', request: () => ({}) },
    // The live stream: open, but a token that no longer works is refused (docs/events.md).
    {
      call: 'events',
      request: () => ({ query: '?game=2' }),
      stream: true,
      except: { INACTIVE: 401, revoked: 401 },
    },
    // The word lists' index for the browser's analysis (the files are static, outside /api).
    { call: 'lexicons', request: () => ({}) },
    {
      call: 'overallStats',
      request: () => ({ payload: { language: 'NO_B' } }),
    },
    {
      call: 'boardSquareTypes',
      request: (f) => ({ params: { id: f.layoutId } }),
    },
    {
      call: 'gameMoves',
      note: 'another player’s game',
      request: () => ({ params: { id: 2 } }),
    },
    {
      call: 'gameAnalysis',
      note: 'another player’s game',
      request: () => ({ params: { id: 2 } }),
    },
    {
      call: 'gameGcg',
      note: 'another player’s game',
      request: () => ({ params: { id: 2 } }),
    },
    {
      call: 'boardImage',
      note: 'another player’s game',
      request: () => ({ params: { id: 2 }, query: '?trekk=1' }),
    },
    {
      call: 'login',
      request: (f) => ({ payload: { username: f.login.email, password: f.login.password } }),
    },
    {
      call: 'loginToken',
      request: (f) => ({ payload: { username: f.login.email, token: f.login.token } }),
    },
    {
      call: 'logout',
      ok: 204,
      freshToken: true,
      request: () => ({}),
    },
    {
      call: 'validateRegisterUuid',
      request: () => ({ payload: { uuid: randomUUID() } }),
    },
    {
      call: 'registerByUuid',
      request: async (f) => {
        const invited = await createTestUser(f.server, 'PLAYER', { status: 'NOT_VERIFIED' });
        const uuid = randomUUID();
        await f.server.db.insert(invitations).values({
          uuidHash: hashToken(uuid),
          userId: invited.id,
          expiresAt: new Date(Date.now() + 3_600_000),
        });
        return { payload: { uuid, password: 'et langt passord' } };
      },
    },

    // Any signed-in user.
    {
      call: 'getGamesPaginated',
      request: () => ({ payload: { pageSize: 10, pageNumber: 1 } }),
    },
    {
      call: 'getGames',
      request: () => ({ payload: {} }),
    },
    {
      call: 'allBasicPlayers',
      request: () => ({}),
    },
    {
      call: 'playerById',
      note: 'PLAYER’s own',
      except: { USER: 404 },
      request: () => ({ params: { id: OWN_PLAYER } }),
    },
    {
      call: 'playerById',
      note: 'another player',
      except: notMine,
      request: () => ({ params: { id: OTHER_PLAYER } }),
    },
    {
      call: 'playerProfile',
      note: 'PLAYER’s own',
      except: { USER: 404 },
      request: () => ({ params: { id: OWN_PLAYER } }),
    },
    {
      call: 'playerProfile',
      note: 'another player',
      except: notMine,
      request: () => ({ params: { id: OTHER_PLAYER }, query: '?language=NO_B' }),
    },
    {
      call: 'playerByName',
      note: 'PLAYER’s own',
      except: { USER: 404 },
      request: () => ({ params: { name: 'Egen' } }),
    },
    {
      call: 'playerByName',
      note: 'another player',
      except: notMine,
      request: () => ({ params: { name: 'Annen' } }),
    },

    {
      call: 'changePassword',
      ok: 204,
      // The same password again: the callers keep theirs, and their token is the session kept.
      request: (_f, caller) =>
        payload({
          currentPassword: caller.user?.password ?? 'ingen bruker',
          newPassword: caller.user?.password ?? 'ingen bruker',
        }),
    },
    {
      call: 'logoutEverywhere',
      ok: 204,
      endsAllSessions: true,
      request: () => ({}),
    },
    {
      // A wrong password: the row checks who gets past the guard; account.test.ts deletes.
      call: 'deleteAccount',
      ok: 400,
      request: () => ({ payload: { password: 'ikke passordet', confirm: true } }),
    },

    // 'Øv på feilene': only a user linked to a player has exercises (the test's SUPERVISOR and
    // ADMIN have none); a user answers only their own player's graded moves.
    {
      call: 'practice',
      except: noPlayer,
      request: () => ({}),
    },
    {
      call: 'practiceAnswer',
      note: 'PLAYER’s own graded move',
      except: noPlayer,
      request: async (f) => {
        await f.server.db
          .insert(moveAnalysis)
          .values({ ...GRADED_MOVE, gameId: 1 })
          .onConflictDoNothing();
        return payload(answer(1));
      },
    },
    {
      call: 'practiceAnswer',
      note: 'another player’s move',
      ok: 404,
      request: async (f) => {
        await f.server.db
          .insert(moveAnalysis)
          .values({ ...GRADED_MOVE, gameId: 2 })
          .onConflictDoNothing();
        return payload(answer(2));
      },
    },

    // 'Min konto': only a user linked to a player has games to download (403 without).
    {
      call: 'ownGamesZip',
      except: { USER: 403, SUPERVISOR: 403, ADMIN: 403 },
      request: () => ({}),
    },

    // SUPERVISOR and ADMIN.
    {
      call: 'exportCsv',
      request: () => ({ payload: {} }),
    },
    {
      call: 'exportZip',
      request: () => ({ payload: {} }),
    },

    // ADMIN.
    { call: 'allPlayers', request: () => ({}) },
    {
      call: 'gamesStarted',
      request: () =>
        payload({
          language: 'NO_B',
          startTime: { year: 2009, month: 0 },
          endTime: { year: 2035, month: 0 },
        }),
    },
    {
      call: 'numPlayers',
      request: () =>
        payload({
          language: 'NO_B',
          startTime: { year: 2009, month: 1 },
          endTime: { year: 2035, month: 1 },
        }),
    },
    {
      call: 'mostUsedWords',
      request: () =>
        payload({
          language: 'NO_B',
          numTilesPlayed: 7,
          playerType: 'ALL',
          entriesToReturn: 10,
        }),
    },
    { call: 'testConn', request: () => ({}) },
    {
      call: 'fixGames',
      request: () => ({}),
      ok: 202,
    },
    {
      call: 'startJob',
      request: () => ({ payload: { kind: 'rebuild-aggregates' } }),
      ok: 202,
    },
    // The fair-play desk: a known player without analysis still answers 200.
    { call: 'fairplayPlayers', request: () => ({}) },
    { call: 'fairplayPlayer', request: () => ({ params: { id: OTHER_PLAYER } }) },
    { call: 'fairplayCase', request: () => ({ params: { id: OTHER_PLAYER } }) },
    {
      call: 'updateFairplayCase',
      request: () => ({
        params: { id: OTHER_PLAYER },
        payload: { status: 'UNDER_REVIEW', note: 'Rollematrisen' },
      }),
    },
    { call: 'fairplayFlags', request: () => ({ params: { id: OTHER_PLAYER } }) },
    { call: 'fairplayRates', request: () => ({ params: { id: OTHER_PLAYER } }) },
    { call: 'jobs', request: () => ({}) },
    { call: 'deepAnalysis', request: () => ({}) },
    {
      call: 'job',
      request: async (f) => {
        const [job] = await f.server.db
          .insert(jobs)
          .values({ kind: 'fix-games', state: 'done' })
          .returning({ id: jobs.id });
        return { params: { id: (job as { id: number }).id } };
      },
    },
    { call: 'getAllUsers', request: () => ({}) },
    {
      call: 'inviteUser',
      request: () =>
        payload({
          email: `invitert-${Math.random().toString(36).slice(2)}@example.no`,
          playerId: null,
          mainRole: 'USER',
        }),
    },
    {
      call: 'updateUser',
      request: (f) =>
        payload({
          id: f.target.id,
          email: f.target.email,
          playerId: null,
          mainRole: 'USER',
          status: 'ACTIVE',
        }),
    },

    // The bot: a user's token is not the bot key.
    {
      call: 'botGames',
      request: () => payload(makeGame({ gameId: 50 })),
    },
    {
      call: 'webRequest',
      request: () =>
        payload({
          playerId: 5003,
          playerName: 'Tredje',
          email: 'tredje@example.no',
        }),
    },
  ] satisfies Row[]
).map((row: Row) => ({
  ...row,
  name: row.note ? `${routeOf(row.call)} (${row.note})` : routeOf(row.call),
}));

/** 'METHOD /path' of every route, from Fastify's route tree (HEAD and the SPA fallback left out). */
function registeredRoutes(tree: string): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = (paths[depth - 1] ?? '') + (match[2] as string);
    paths[depth] = path;
    paths.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && path.startsWith(`${API_BASE}/`)) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe.each(testDatabaseKinds())('role matrix on %s', (kind) => {
  const server = useTestServer(kind);
  const fixture = { server } as Fixture;
  const callers: Caller[] = [];

  beforeAll(async () => {
    await ingestGames(ingestInto(server), [
      makeGame({ gameId: 1, playerId: OWN_PLAYER, playerName: 'Egen' }),
      makeGame({ gameId: 2, playerId: OTHER_PLAYER, playerName: 'Annen' }),
    ]);
    fixture.layoutId = await standardLayoutId(server.db);
    fixture.login = await createTestUser(server, 'USER');
    fixture.target = await createTestUser(server, 'USER');
    const revoked = await createTestUser(server, 'ADMIN');
    await server.db.delete(sessions).where(eq(sessions.userId, revoked.id));
    callers.push(
      { name: 'guest', user: null },
      { name: 'USER', user: await createTestUser(server, 'USER') },
      { name: 'PLAYER', user: await createTestUser(server, 'PLAYER', { playerId: OWN_PLAYER }) },
      { name: 'SUPERVISOR', user: await createTestUser(server, 'SUPERVISOR') },
      { name: 'ADMIN', user: await createTestUser(server, 'ADMIN') },
      { name: 'INACTIVE', user: await createTestUser(server, 'ADMIN', { status: 'INACTIVE' }) },
      { name: 'revoked', user: revoked },
    );
  });

  /** The status of a stream's answer, read over HTTP (inject waits for an end that never comes). */
  async function streamStatus(url: string, token: string | undefined): Promise<number> {
    if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: abort.signal,
    });
    abort.abort();
    return res.status;
  }

  async function tokenOf(caller: Caller, fresh: boolean): Promise<string | undefined> {
    if (!caller.user) return undefined;
    if (!fresh || caller.name === 'revoked') return caller.user.token;
    return createSession(server.db, caller.user.id);
  }

  async function restoreSession(user: TestUser) {
    const tokenHash = hashToken(user.token);
    const left = await server.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    if (left.length > 0) return;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await server.db.insert(sessions).values({ userId: user.id, tokenHash, expiresAt });
  }

  it.each(ROWS)('$name', async (row) => {
    const actual = {} as Record<CallerName, number>;
    for (const caller of callers) {
      const options = injectOptions(row, await row.request(fixture, caller));
      const token = await tokenOf(caller, row.freshToken ?? false);
      actual[caller.name] = row.stream
        ? await streamStatus(options.url as string, token)
        : (await server.inject({ ...options, token })).statusCode;
      if (row.endsAllSessions && caller.user && caller.name !== 'revoked') {
        await restoreSession(caller.user);
      }
    }
    expect(actual).toEqual(expected(row));
  });

  it('registers exactly the declared calls, and the matrix tries each of them', () => {
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false }));
    const declared = (Object.keys(CALLS) as CallName[]).map(routeOf);
    expect(routes.length).toBeGreaterThan(20);
    // A route the contract does not declare, or a declared call no route answers.
    expect(routes.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !routes.includes(route))).toEqual([]);
    const tried = new Set(ROWS.map((row) => row.call));
    expect((Object.keys(CALLS) as CallName[]).filter((name) => !tried.has(name))).toEqual([]);
  });

  it('lets the bot key through the bot calls', async () => {
    const bot = { authorization: `Bearer ${BOT_KEY}` };
    const games = await server.inject({
      method: 'POST',
      url: '/api/bot/games',
      headers: bot,
      payload: makeGame({ gameId: 51 }),
    });
    expect(games.statusCode).toBe(200);
    const web = await server.inject({
      method: 'POST',
      url: '/api/bot/web-request',
      headers: bot,
      payload: { playerId: 5004, playerName: 'Fjerde', email: 'fjerde@example.no' },
    });
    expect(web.statusCode).toBeGreaterThanOrEqual(200);
    expect(web.statusCode).toBeLessThan(300);
  });

  it('keeps the sessions of the role callers alive through the matrix', async () => {
    const admin = callers.find((c) => c.name === 'ADMIN')?.user as TestUser;
    const res = await server.inject({ method: 'GET', url: '/api/user/getall', token: admin.token });
    expect(res.statusCode).toBe(200);
  });
});
