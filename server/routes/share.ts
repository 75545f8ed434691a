/**
 * Sharing (issue 16; docs/analysis.md, sharing): a finished game as a GCG download and as a board
 * image, open to anyone like gamemoves; and the export of a game search (SUPERVISOR and ADMIN).
 */
import type { FastifyInstance } from 'fastify';
import { gcgFileName } from '../../core/gcg.ts';
import { authOf, restrictedPlayerId } from '../auth/guards.ts';
import { searchGames } from '../games/search.ts';
import { BoardImages } from '../share/board-images.ts';
import { csvStream, gcgZipStream } from '../share/export.ts';
import { gameGcg } from '../share/gcg-file.ts';
import { route } from './route.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const EXPORTS = {
  exportCsv: { type: 'text/csv; charset=utf-8', name: 'ordbot-spill.csv' },
  exportZip: { type: 'application/zip', name: 'ordbot-spill-gcg.zip' },
} as const;

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
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('Content-Type', 'image/png').send(png);
  });

  // The same search as get-games (SUPERVISOR and ADMIN see every game), two file kinds.
  for (const name of ['exportCsv', 'exportZip'] as const) {
    route(api, name, async (request, reply) => {
      const rows = await searchGames(api.ctx.db, request.body, restrictedPlayerId(authOf(request)));
      const { type, name: fileName } = EXPORTS[name];
      return reply
        .header('Content-Type', type)
        .header('Content-Disposition', attachment(fileName))
        .send(
          name === 'exportCsv'
            ? csvStream(rows, api.ctx.config.publicUrl)
            : gcgZipStream(api.ctx.db, rows),
        );
    });
  }
}
