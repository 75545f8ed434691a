/** Board layouts for the replay (spec 3.5; docs/architecture.md): open and cacheable for good. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BoardSquareTypes } from '../../core/api-types.ts';
import { boardSquareTypes } from '../games/details.ts';
import { notFound } from '../http-errors.ts';
import { idParam, parseInput } from '../validation.ts';

/** board_layouts.id is a PostgreSQL integer. */
const layoutParams = z.object({ id: idParam.max(2_147_483_647, 'er for stort') });

export function registerBoardRoutes(api: FastifyInstance) {
  api.get('/boards/board-square-types/:id', async (request, reply): Promise<BoardSquareTypes> => {
    const { id } = parseInput(layoutParams, request.params, 'params');
    const layout = await boardSquareTypes(api.ctx.db, id);
    if (!layout) throw notFound(`Fant ikke brett ${id}`);
    // A layout row never changes: RANDOM boards get new rows, never edits.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return layout;
  });
}
