/**
 * Sharing (issue 16; docs/analysis.md, sharing): a finished game as a GCG download and as a board
 * image, open to anyone like gamemoves; and the export of a game search (SUPERVISOR and ADMIN).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gcgFileName } from '../../core/gcg.ts';
import { authOf, requireRole, restrictedPlayerId } from '../auth/guards.ts';
import { searchGames } from '../games/search.ts';
import { BoardImages } from '../share/board-images.ts';
import { csvStream, gcgZipStream } from '../share/export.ts';
import { gameGcg } from '../share/gcg-file.ts';
import { idParam, parseInput } from '../validation.ts';
import { getGamesBody } from './games.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const gameParams = z.object({ id: idParam });
const imageQuery = z.object({
  trekk: z.coerce
    .number({ error: 'må være et tall' })
    .int('må være et heltall')
    .min(0, 'kan ikke være negativ')
    .max(10_000, 'er for stor')
    .optional(),
});

const EXPORTS = {
  csv: { type: 'text/csv; charset=utf-8', name: 'ordbot-spill.csv' },
  zip: { type: 'application/zip', name: 'ordbot-spill-gcg.zip' },
} as const;

function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}

export function registerShareRoutes(api: FastifyInstance) {
  const images = new BoardImages(api.ctx.db, api.ctx.config.dataDir);

  api.get('/games/:id/gcg', async (request, reply) => {
    const { id } = parseInput(gameParams, request.params, 'params');
    const text = await gameGcg(api.ctx.db, id);
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', attachment(gcgFileName(id)))
      .send(text);
  });

  api.get('/games/:id/image.png', async (request, reply) => {
    const { id } = parseInput(gameParams, request.params, 'params');
    const { trekk } = parseInput(imageQuery, request.query, 'query');
    const { png, etag } = await images.image(id, trekk);
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('Content-Type', 'image/png').send(png);
  });

  // The same search as get-games (SUPERVISOR and ADMIN see every game), two file kinds.
  for (const format of ['csv', 'zip'] as const) {
    api.post(
      `/games/export.${format}`,
      { preHandler: requireRole('SUPERVISOR') },
      async (request, reply) => {
        const body = parseInput(getGamesBody, request.body);
        const rows = await searchGames(api.ctx.db, body, restrictedPlayerId(authOf(request)));
        const { type, name } = EXPORTS[format];
        return reply
          .header('Content-Type', type)
          .header('Content-Disposition', attachment(name))
          .send(
            format === 'csv'
              ? csvStream(rows, api.ctx.config.publicUrl)
              : gcgZipStream(api.ctx.db, rows),
          );
      },
    );
  }
}
