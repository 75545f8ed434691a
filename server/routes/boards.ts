/** Board layouts for the replay (docs/product.md, Data; docs/architecture.md): open and cacheable for good. */
import type { FastifyInstance } from 'fastify';
import { boardSquareTypes } from '../games/details.ts';
import { notFound } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from './route.ts';

export function registerBoardRoutes(api: FastifyInstance) {
  route(api, 'boardSquareTypes', async (request, reply) => {
    const { id } = request.params;
    const layout = await boardSquareTypes(api.ctx.db, id);
    if (!layout) throw notFound(MESSAGES.boardNotFound(id));
    // A layout row never changes: RANDOM boards get new rows, never edits.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return layout;
  });
}
