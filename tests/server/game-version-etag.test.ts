/**
 * The game's version in the ETag (server/routes/games.ts): GET gamemoves names the games row's
 * xmin, the same for two reads of an unchanged game and another once the game is sent again
 * corrected; GET analysis names the version its stored review was made from, which is the game's
 * own once judged, and none while the answer is QUEUED. The app keys what it keeps on the device
 * by this version (src/cache/game-version.ts).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BotGame, GameDetails, ServedAnalysis } from '@ordbot/contract/api-types.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { queryRows } from '../../server/db/database.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import { ingestInto, sendGames, testDatabaseKinds, useTestServer } from './harness.ts';

/** A weak ETag, quoted as RFC 9110 has it: W/"<the games row's xmin>". */
const VERSION_TAG = /^W\/"(\d+)"$/;

describe.each(testDatabaseKinds())('the game version on %s', (kind) => {
  const server = useTestServer(kind);

  async function details(gameId: number) {
    const res = await server.inject({ method: 'GET', url: `/api/games/gamemoves/${gameId}` });
    return { status: res.statusCode, etag: res.headers.etag, body: res.json<GameDetails>() };
  }

  async function xmin(gameId: number): Promise<string | undefined> {
    const [row] = await queryRows<{ version: string }>(
      server.db,
      sql`select xmin::text as version from games where id = ${gameId}`,
    );
    return row?.version;
  }

  it('names the games row’s version, the same for two reads, another once corrected', async () => {
    const game = makeGame({ gameId: 61_001, playerId: 6101, playerName: 'Versjon' });
    await sendGames(server, [game]);

    const first = await details(game.gameId);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(VERSION_TAG);
    expect(first.etag).toBe(`W/"${await xmin(game.gameId)}"`);
    const again = await details(game.gameId);
    expect(again.etag).toBe(first.etag);
    expect(again.body).toEqual(first.body);

    // The bot sends the game again, corrected: the row is rewritten, so its version is another.
    const corrected: BotGame = { ...game, botScore: game.botScore + 7 };
    await sendGames(server, [corrected]);
    const after = await details(game.gameId);
    expect(after.body.game.botScore).toBe(corrected.botScore);
    expect(after.etag).toMatch(VERSION_TAG);
    expect(after.etag).not.toBe(first.etag);
    expect(after.etag).toBe(`W/"${await xmin(game.gameId)}"`);
  });

  it('keeps the status and body of an unknown game: 404, no version', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/games/gamemoves/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('the served analysis’s game version', () => {
  const server = useTestServer('pglite');

  function demoGame(playerId: number): BotGame {
    return playDemoGame(getLexicon('NO_B'), {
      gameId: 61_101,
      player: { id: playerId, name: `Versjon ${playerId}` },
      skill: 0.4,
      startTime: 1_700_000_000,
      language: 'NO_B',
      seed: 61_101,
      mayResign: false,
      cheatMoves: 0,
    });
  }

  async function tagOf(url: string) {
    const res = await server.inject({ method: 'GET', url });
    return { etag: res.headers.etag, body: res.json<ServedAnalysis>() };
  }
  const analysis = () => tagOf('/api/games/61101/analysis');
  const moves = async () => (await tagOf('/api/games/gamemoves/61101')).etag;

  it(
    'names the version its review was made from: none while QUEUED, the game’s once judged',
    {
      timeout: 180_000,
    },
    async () => {
      await ingestGames(ingestInto(server), [demoGame(6201)]);
      const queued = await analysis();
      expect(queued.body.status).toBe('QUEUED');
      expect(queued.etag).toBeUndefined();

      server.app.ctx.analyser.enqueue([61_101]);
      await server.app.ctx.analyser.idle();
      const judged = await analysis();
      expect(judged.body.status).toBe('QUICK');
      expect(judged.etag).toMatch(VERSION_TAG);
      const version = await moves();
      expect(judged.etag).toBe(version);
      expect((await analysis()).etag).toBe(version);

      // A corrected game: its old review is not this version's (QUEUED, no tag) until judged again.
      await sendGames(server, [demoGame(6202)]);
      const corrected = await moves();
      expect(corrected).not.toBe(version);
      const waiting = await analysis();
      if (waiting.body.status === 'QUEUED') expect(waiting.etag).toBeUndefined();
      else expect(waiting.etag).toBe(corrected);
      await server.app.ctx.analyser.idle();
      const again = await analysis();
      expect(again.body.status).toBe('QUICK');
      expect(again.etag).toBe(corrected);
    },
  );
});
