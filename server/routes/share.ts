/**
 * Sharing (docs/analysis.md, sharing): a finished game as a GCG download and as a board
 * image, open to anyone like gamemoves; and the export of a game search (SUPERVISOR and ADMIN).
 */
import type { FastifyInstance } from 'fastify';
import { EXPORT_COUNT_HEADER } from '@ordbot/contract/api-contract.ts';
import { gcgFileName } from '@ordbot/contract/gcg.ts';
import { authOf, restrictedPlayerId } from '../auth/guards.ts';
import type { AuthInfo } from '../auth/sessions.ts';
import { searchGames } from '../games/search.ts';
import { forbidden } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { BoardImages } from '../share/board-images.ts';
import { csvStream, gcgZipStream, zipContents } from '../share/export.ts';
import { gameGcg } from '../share/gcg-file.ts';
import { route } from './route.ts';

const REVALIDATE = 'public, no-cache';

const EXPORTS = {
  exportCsv: { type: 'text/csv; charset=utf-8', name: 'ordbot-spill.csv' },
  exportZip: { type: 'application/zip', name: 'ordbot-spill-gcg.zip' },
} as const;
const OWN_GAMES_NAME = 'ordbot-mine-spill-gcg.zip';

/** The user's linked player; a user without one has no games to download (403). */
function ownPlayer(auth: AuthInfo): number {
  if (auth.playerId === null) throw forbidden(MESSAGES.ownGamesNoPlayer);
  return auth.playerId;
}

function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}

export function registerShareRoutes(api: FastifyInstance) {
  const images = new BoardImages(api.ctx.db, api.ctx.config.dataDir);

  route(api, 'gameGcg', async (request, reply) => {
    const { id } = request.params;
    const text = await gameGcg(api.ctx.db, id);
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', attachment(gcgFileName(id)))
      .send(text);
  });

  route(api, 'boardImage', async (request, reply) => {
    const { png, etag } = await images.image(request.params.id, request.query.trekk);
    // Revalidated on each use (304 while the game is unchanged): a game sent again changes it.
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('Content-Type', 'image/png').send(png);
  });

  // The same search as get-games (SUPERVISOR and ADMIN see every game), two file kinds. The
  // count header is the number of rows the CSV holds or of GCG files the zip holds, sent first
  // so the app can show how far the download has come.
  for (const name of ['exportCsv', 'exportZip'] as const) {
    route(api, name, async (request, reply) => {
      const rows = await searchGames(api.ctx.db, request.body, restrictedPlayerId(authOf(request)));
      const { type, name: fileName } = EXPORTS[name];
      const contents = zipContents(rows);
      const count = name === 'exportCsv' ? rows.length : contents.finished.length;
      return reply
        .header('Content-Type', type)
        .header('Content-Disposition', attachment(fileName))
        .header(EXPORT_COUNT_HEADER, String(count))
        .send(
          name === 'exportCsv'
            ? csvStream(rows, api.ctx.config.publicUrl)
            : gcgZipStream(api.ctx.db, contents),
        );
    });
  }

  // 'Min konto': the signed-in user's own player's finished games, never anyone else's.
  route(api, 'ownGamesZip', async (request, reply) => {
    const playerId = ownPlayer(authOf(request));
    const rows = await searchGames(api.ctx.db, { playerIds: [playerId], finished: true }, playerId);
    const contents = zipContents(rows);
    return reply
      .header('Content-Type', EXPORTS.exportZip.type)
      .header('Content-Disposition', attachment(OWN_GAMES_NAME))
      .header(EXPORT_COUNT_HEADER, String(contents.finished.length))
      .send(gcgZipStream(api.ctx.db, contents));
  });
}
