/**
 * The GCG zip exports (docs/analysis.md, sharing): the manifest innhold.txt (the count of GCG
 * files, the ongoing games left out), the count header the app reads for its progress, the
 * player's own download from 'Min konto' (only their own finished games), and the batched reading
 * of the zip byte-equal to the per-game GCG download over demo games.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COUNT_HEADER } from '@ordbot/contract/api-contract.ts';
import { generateDemoGames } from '../../server/demo/generate.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { gameGcg, gcgFiles } from '../../server/share/gcg-file.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';
import { unzip } from './zip.ts';

const MINE = 7301;
const OTHER = 7302;
const GAMES = [
  makeGame({ gameId: 7401, playerId: MINE, playerName: 'Åse Egen' }),
  makeGame({ gameId: 7402, playerId: MINE, playerName: 'Åse Egen', swapAndPass: true }),
  makeGame({ gameId: 7403, playerId: MINE, playerName: 'Åse Egen', finished: false }),
  makeGame({ gameId: 7404, playerId: OTHER, playerName: 'Bjørn Annen' }),
  makeGame({ gameId: 7405, playerId: OTHER, playerName: 'Bjørn Annen', finished: false }),
  makeGame({ gameId: 7406, playerId: 7303, playerName: 'Per\r\nLinjeskift', finished: false }),
];
const DEMO = [
  ...generateDemoGames({ seed: 11, games: 60, today: new Date('2026-11-20T12:00:00Z') }),
];

describe.each(testDatabaseKinds())('GCG zip export on %s', (kind) => {
  const server = useTestServer(kind);
  let supervisor: TestUser;
  let mine: TestUser;
  let noPlayer: TestUser;

  beforeAll(async () => {
    await ingestGames(ingestInto(server), [...GAMES, ...DEMO]);
    supervisor = await createTestUser(server, 'SUPERVISOR');
    mine = await createTestUser(server, 'PLAYER', { playerId: MINE });
    noPlayer = await createTestUser(server, 'USER');
  }, 60_000);

  const exportZip = (payload: object) =>
    server.inject({
      method: 'POST',
      url: '/api/games/export.zip',
      payload,
      token: supervisor.token,
    });
  const ownZip = (token?: string) =>
    server.inject({ method: 'GET', url: '/api/account/games.zip', ...(token ? { token } : {}) });

  it('holds innhold.txt with the count of GCG files and the ongoing games left out', async () => {
    const res = await exportZip({
      playerIds: [MINE, OTHER],
      sort: { item: 'START_TIME', ascending: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers[EXPORT_COUNT_HEADER.toLowerCase()]).toBe('3');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'innhold.txt',
      'ordbot-7401.gcg',
      'ordbot-7402.gcg',
      'ordbot-7404.gcg',
    ]);
    const manifest = files.get('innhold.txt') ?? '';
    expect(manifest.split('\r\n')).toEqual([
      'Ordbot: spill som GCG-filer',
      'Spill i filen: 3',
      'Utelatt fordi de ikke er ferdige: 2',
      'Pågående spill kan ikke lagres som ferdige GCG-filer:',
      expect.stringMatching(/^740[35]: (Åse Egen|Bjørn Annen) mot Ordbot$/),
      expect.stringMatching(/^740[35]: (Åse Egen|Bjørn Annen) mot Ordbot$/),
      '',
    ]);
    expect(manifest).toContain('7403: Åse Egen mot Ordbot\r\n');
    expect(manifest).toContain('7405: Bjørn Annen mot Ordbot\r\n');
  });

  it('keeps a name from the chat on its one line', async () => {
    const files = await unzip((await exportZip({ playerIds: [7303] })).rawPayload);
    expect(files.get('innhold.txt')).toContain('\r\n7406: Per Linjeskift mot Ordbot\r\n');
  });

  it('says nothing was left out when every game is finished', async () => {
    const res = await exportZip({ playerIds: [MINE, OTHER], finished: true });
    const files = await unzip(res.rawPayload);
    expect(files.get('innhold.txt')).toBe(
      'Ordbot: spill som GCG-filer\r\nSpill i filen: 3\r\nUtelatt fordi de ikke er ferdige: 0\r\n',
    );
  });

  it('announces the CSV rows in the same header', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/games/export.csv',
      payload: { playerIds: [MINE, OTHER] },
      token: supervisor.token,
    });
    expect(res.headers[EXPORT_COUNT_HEADER.toLowerCase()]).toBe('5');
  });

  it("gives a player their own finished games and never another player's", async () => {
    const res = await ownZip(mine.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ordbot-mine-spill-gcg.zip"',
    );
    expect(res.headers[EXPORT_COUNT_HEADER.toLowerCase()]).toBe('2');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(['innhold.txt', 'ordbot-7401.gcg', 'ordbot-7402.gcg']);
    expect(files.get('ordbot-7401.gcg')).toBe(await gameGcg(server.db, 7401));
    expect(files.get('innhold.txt')).toContain('Spill i filen: 2\r\n');
    expect([...files.values()].join('')).not.toContain('Bjørn');
  });

  it('refuses a guest (401) and a user without a player (403, in Norwegian)', async () => {
    expect((await ownZip()).statusCode).toBe(401);
    for (const user of [noPlayer, supervisor]) {
      const res = await ownZip(user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: MESSAGES.ownGamesNoPlayer });
    }
  });

  it('reads the zip in batches byte-equal to the per-game GCG files', async () => {
    const ids = DEMO.filter((game) => game.finished).map((game) => game.gameId);
    expect(ids.length).toBeGreaterThan(20);
    const batched = await gcgFiles(server.db, ids);
    for (const id of ids) {
      expect(Buffer.from(batched.get(id) ?? '', 'utf8')).toEqual(
        Buffer.from(await gameGcg(server.db, id), 'utf8'),
      );
    }
    // And the zip carries those bytes.
    const res = await exportZip({ playerIds: [...new Set(DEMO.map((g) => g.player.id))] });
    const files = await unzip(res.rawPayload);
    for (const id of ids) expect(files.get(`ordbot-${id}.gcg`)).toBe(batched.get(id));
  });
});
