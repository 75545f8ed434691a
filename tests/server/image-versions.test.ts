/**
 * Board images follow the game's version: a finished game sent again as ongoing answers 409 at
 * once, and a corrected finished game gets a new picture under a new ETag (the old one no
 * longer matches), while an unchanged game keeps answering 304 to its ETag.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { makeGame } from './fixtures.ts';
import { BOT_KEY, testDatabaseKinds, useTestServer } from './harness.ts';

describe.each(testDatabaseKinds())('board image versions on %s', (kind) => {
  // On disk as well: the cached files must not outlive the version they show.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-image-versions-'));
  const server = useTestServer(kind, { DATA_DIR: dataDir });
  const send = async (game: BotGame) => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/bot/games',
      payload: game,
      token: BOT_KEY,
    });
    expect(res.statusCode).toBe(200);
  };
  const image = (id: number, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url: `/api/games/${id}/image.png`, headers });

  it('answers 409 once a finished game is sent again as ongoing', async () => {
    const game = makeGame({ gameId: 9301, playerId: 9311, finished: true });
    await send(game);
    const first = await image(9301);
    expect(first.statusCode).toBe(200);
    await send({ ...game, finished: false });
    const ongoing = await image(9301);
    expect(ongoing.statusCode).toBe(409);
    const withMove = await server.inject({
      method: 'GET',
      url: '/api/games/9301/image.png?trekk=1',
    });
    expect(withMove.statusCode).toBe(409);
  });

  it('draws a corrected game anew under a new ETag', async () => {
    const game = makeGame({ gameId: 9302, playerId: 9312, finished: true });
    await send(game);
    const first = await image(9302);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).not.toContain('immutable');
    // Unchanged: the same ETag, 304.
    expect((await image(9302, { 'if-none-match': etag })).statusCode).toBe(304);

    const corrected = structuredClone(game);
    const last = corrected.moves.at(-1) as BotGame['moves'][number];
    Object.assign(last, { letters: 'SOL', mainWord: 'SOL', numTiles: 3, points: 33 });
    await send(corrected);
    const second = await image(9302);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    const stale = await image(9302, { 'if-none-match': etag });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(second.rawPayload)).toBe(true);
  });
});
