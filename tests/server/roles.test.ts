// Over 300 lines: the role matrix is one table with a row for every API call; the table is most of
// the file.
/**
 * Who may call what (docs/architecture.md): every endpoint of the API against a guest, each
 * role, an INACTIVE user's token and a revoked token. Open calls answer everyone; signed-in calls
 * refuse guests and dead tokens with 401; SUPERVISOR calls refuse USER and PLAYER and ADMIN calls
 * the other roles with 403; bot
 * calls refuse anything but the bot key with 401.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { invitations, jobs, sessions } from '../../server/db/schema.ts';
import { ingestGames, standardLayoutId } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import {
  BOT_KEY,
  createTestUser,
  testDatabaseKinds,
  useTestServer,
  type TestServer,
  type TestUser,
} from './harness.ts';

const CALLERS = ['guest', 'USER', 'PLAYER', 'SUPERVISOR', 'ADMIN', 'INACTIVE', 'revoked'] as const;
type CallerName = (typeof CALLERS)[number];
type Access = 'open' | 'user' | 'supervisor' | 'admin' | 'bot';

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

interface Row {
  name: string;
  access: Access;
  request: (f: Fixture, caller: Caller) => Promise<InjectOptions> | InjectOptions;
  /** The status of an allowed call (200 unless said). */
  ok?: number;
  /** Allowed callers whose answer differs, such as 404 for a player they may not see. */
  except?: Partial<Record<CallerName, number>>;
  /** A fresh token per call, for calls that end the session they are given. */
  freshToken?: boolean;
  /** The call ends every session of the caller: the caller's token is put back afterwards. */
  endsAllSessions?: boolean;
}

function expected(row: Row): Record<CallerName, number> {
  const out = {} as Record<CallerName, number>;
  for (const name of CALLERS) {
    const dead = name === 'guest' || name === 'INACTIVE' || name === 'revoked';
    const ok = row.except?.[name] ?? row.ok ?? 200;
    if (row.access === 'open') out[name] = ok;
    else if (row.access === 'bot' || dead) out[name] = 401;
    else if (row.access === 'admin' && name !== 'ADMIN') out[name] = 403;
    else if (row.access === 'supervisor' && (name === 'USER' || name === 'PLAYER')) out[name] = 403;
    else out[name] = ok;
  }
  return out;
}

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload?: object): InjectOptions => ({
  method: 'POST',
  url,
  ...(payload ? { payload } : {}),
});

/** Restricted callers (USER, PLAYER) see only their own player; others answer 404. */
const notMine = { USER: 404, PLAYER: 404 } as const;

const ROWS: Row[] = [
  // Open.
  { name: 'GET /api/health', access: 'open', request: () => get('/api/health') },
  // The word lists' index for the browser's analysis (the files are static, outside /api).
  { name: 'GET /api/lexicons', access: 'open', request: () => get('/api/lexicons') },
  {
    name: 'POST /api/public/overall-stats',
    access: 'open',
    request: () => post('/api/public/overall-stats', { language: 'NO_B' }),
  },
  {
    name: 'GET /api/boards/board-square-types/:id',
    access: 'open',
    request: (f) => get(`/api/boards/board-square-types/${f.layoutId}`),
  },
  {
    name: 'GET /api/games/gamemoves/:id (another player’s game)',
    access: 'open',
    request: () => get('/api/games/gamemoves/2'),
  },
  {
    name: 'GET /api/games/:id/gcg (another player’s game)',
    access: 'open',
    request: () => get('/api/games/2/gcg'),
  },
  {
    name: 'GET /api/games/:id/image.png (another player’s game)',
    access: 'open',
    request: () => get('/api/games/2/image.png?trekk=1'),
  },
  {
    name: 'POST /api/auth/login',
    access: 'open',
    request: (f) =>
      post('/api/auth/login', { username: f.login.email, password: f.login.password }),
  },
  {
    name: 'POST /api/auth/login-token',
    access: 'open',
    request: (f) =>
      post('/api/auth/login-token', { username: f.login.email, token: f.login.token }),
  },
  {
    name: 'POST /api/auth/logout',
    access: 'open',
    ok: 204,
    freshToken: true,
    request: () => post('/api/auth/logout'),
  },
  {
    name: 'POST /api/auth/validate-register-uuid',
    access: 'open',
    request: () => post('/api/auth/validate-register-uuid', { uuid: randomUUID() }),
  },
  {
    name: 'POST /api/auth/register-by-uuid',
    access: 'open',
    request: async (f) => {
      const invited = await createTestUser(f.server, 'PLAYER', { status: 'NOT_VERIFIED' });
      const uuid = randomUUID();
      await f.server.db.insert(invitations).values({
        uuidHash: hashToken(uuid),
        userId: invited.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return post('/api/auth/register-by-uuid', { uuid, password: 'et langt passord' });
    },
  },

  // Any signed-in user.
  {
    name: 'POST /api/games/get-games-paginated',
    access: 'user',
    request: () => post('/api/games/get-games-paginated', { pageSize: 10, pageNumber: 1 }),
  },
  {
    name: 'POST /api/games/get-games',
    access: 'user',
    request: () => post('/api/games/get-games', {}),
  },
  {
    name: 'GET /api/players/allbasic',
    access: 'user',
    request: () => get('/api/players/allbasic'),
  },
  {
    name: 'GET /api/players/playerid/:id (PLAYER’s own)',
    access: 'user',
    except: { USER: 404 },
    request: () => get(`/api/players/playerid/${OWN_PLAYER}`),
  },
  {
    name: 'GET /api/players/playerid/:id (another player)',
    access: 'user',
    except: notMine,
    request: () => get(`/api/players/playerid/${OTHER_PLAYER}`),
  },
  {
    name: 'GET /api/players/:id/profile (PLAYER’s own)',
    access: 'user',
    except: { USER: 404 },
    request: () => get(`/api/players/${OWN_PLAYER}/profile`),
  },
  {
    name: 'GET /api/players/:id/profile (another player)',
    access: 'user',
    except: notMine,
    request: () => get(`/api/players/${OTHER_PLAYER}/profile?language=NO_B`),
  },
  {
    name: 'GET /api/players/playername/:name (PLAYER’s own)',
    access: 'user',
    except: { USER: 404 },
    request: () => get('/api/players/playername/Egen'),
  },
  {
    name: 'GET /api/players/playername/:name (another player)',
    access: 'user',
    except: notMine,
    request: () => get('/api/players/playername/Annen'),
  },

  {
    name: 'POST /api/account/password',
    access: 'user',
    ok: 204,
    // The same password again: the callers keep theirs, and their token is the session kept.
    request: (_f, caller) =>
      post('/api/account/password', {
        currentPassword: caller.user?.password ?? 'ingen bruker',
        newPassword: caller.user?.password ?? 'ingen bruker',
      }),
  },
  {
    name: 'POST /api/account/logout-everywhere',
    access: 'user',
    ok: 204,
    endsAllSessions: true,
    request: () => post('/api/account/logout-everywhere'),
  },
  {
    // A wrong password: the row checks who gets past the guard; account.test.ts deletes.
    name: 'POST /api/account/delete',
    access: 'user',
    ok: 400,
    request: () => post('/api/account/delete', { password: 'ikke passordet', confirm: true }),
  },

  // SUPERVISOR and ADMIN.
  {
    name: 'POST /api/games/export.csv',
    access: 'supervisor',
    request: () => post('/api/games/export.csv', {}),
  },
  {
    name: 'POST /api/games/export.zip',
    access: 'supervisor',
    request: () => post('/api/games/export.zip', {}),
  },

  // ADMIN.
  { name: 'GET /api/players/all', access: 'admin', request: () => get('/api/players/all') },
  {
    name: 'POST /api/stats/games-started',
    access: 'admin',
    request: () =>
      post('/api/stats/games-started', {
        language: 'NO_B',
        startTime: { year: 2009, month: 0 },
        endTime: { year: 2035, month: 0 },
      }),
  },
  {
    name: 'POST /api/stats/num-players',
    access: 'admin',
    request: () =>
      post('/api/stats/num-players', {
        language: 'NO_B',
        startTime: { year: 2009, month: 1 },
        endTime: { year: 2035, month: 1 },
      }),
  },
  {
    name: 'POST /api/stats/most-used-words',
    access: 'admin',
    request: () =>
      post('/api/stats/most-used-words', {
        language: 'NO_B',
        numTilesPlayed: 7,
        playerType: 'ALL',
        entriesToReturn: 10,
      }),
  },
  { name: 'POST /api/stats/testconn', access: 'admin', request: () => post('/api/stats/testconn') },
  {
    name: 'POST /api/games/fix-games',
    access: 'admin',
    request: () => post('/api/games/fix-games'),
    ok: 202,
  },
  {
    name: 'POST /api/jobs',
    access: 'admin',
    request: () => post('/api/jobs', { kind: 'rebuild-aggregates' }),
    ok: 202,
  },
  { name: 'GET /api/jobs', access: 'admin', request: () => get('/api/jobs') },
  {
    name: 'GET /api/jobs/:id',
    access: 'admin',
    request: async (f) => {
      const [job] = await f.server.db
        .insert(jobs)
        .values({ kind: 'fix-games', state: 'done' })
        .returning({ id: jobs.id });
      return get(`/api/jobs/${(job as { id: number }).id}`);
    },
  },
  // The fair-play desk (issue 15): a known player without analysis still answers 200.
  {
    name: 'GET /api/fairplay/players',
    access: 'admin',
    request: () => get('/api/fairplay/players'),
  },
  {
    name: 'GET /api/fairplay/players/:id',
    access: 'admin',
    request: () => get(`/api/fairplay/players/${OTHER_PLAYER}`),
  },
  { name: 'GET /api/user/getall', access: 'admin', request: () => get('/api/user/getall') },
  {
    name: 'POST /api/user/update',
    access: 'admin',
    request: (f) =>
      post('/api/user/update', {
        id: f.target.id,
        email: f.target.email,
        playerId: null,
        mainRole: 'USER',
        status: 'ACTIVE',
      }),
  },

  // The bot: a user's token is not the bot key.
  {
    name: 'POST /api/bot/games',
    access: 'bot',
    request: () => post('/api/bot/games', makeGame({ gameId: 50 })),
  },
  {
    name: 'POST /api/bot/web-request',
    access: 'bot',
    request: () =>
      post('/api/bot/web-request', {
        playerId: 5003,
        playerName: 'Tredje',
        email: 'tredje@example.no',
      }),
  },
];

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
      if (method !== 'HEAD' && path.startsWith('/api/')) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe.each(testDatabaseKinds())('role matrix on %s', (kind) => {
  const server = useTestServer(kind);
  const fixture = { server } as Fixture;
  const callers: Caller[] = [];

  beforeAll(async () => {
    await ingestGames(server.db, [
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
      const options = await row.request(fixture, caller);
      const token = await tokenOf(caller, row.freshToken ?? false);
      const res = await server.inject({ ...options, token });
      actual[caller.name] = res.statusCode;
      if (row.endsAllSessions && caller.user && caller.name !== 'revoked') {
        await restoreSession(caller.user);
      }
    }
    expect(actual).toEqual(expected(row));
  });

  it('covers every route of the API', () => {
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(20);
    const covered = new Set(ROWS.map((row) => row.name.split(' (')[0]));
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
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
