/**
 * Games (spec 3.5, 7.1, 7.3; docs/architecture.md, games): the open replay call, the searches for
 * signed-in users (restricted users narrowed to their own player) and the ADMIN repair.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GameDetails, GameRow, PagedGames } from '../../core/api-types.ts';
import { BOARD_TYPES, LANGUAGES, SORT_ITEMS } from '../../core/enums.ts';
import type { JobInfo } from '../../core/jobs.ts';
import { authOf, requireRole, requireUser, restrictedPlayerId } from '../auth/guards.ts';
import { gameDetails } from '../games/details.ts';
import { jobsOf } from '../jobs/runner.ts';
import {
  searchGames,
  searchGamesPaged,
  type GameSearch,
  type PagedGameSearch,
} from '../games/search.ts';
import { notFound } from '../http-errors.ts';
import { idParam, parseInput } from '../validation.ts';

/** players.id is a PostgreSQL integer. */
const MAX_PLAYER_ID = 2_147_483_647;
const MAX_PLAYER_IDS = 1000;
const MAX_PAGE_SIZE = 100;

const gameParams = z.object({ id: idParam });

const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `må være en av ${values.join(', ')}` });

const language = oneOf(LANGUAGES);
/** Year 3000: far enough for any game, near enough for PostgreSQL's timestamps. */
const MAX_EPOCH_SECONDS = 32_503_680_000;
const epochSeconds = z
  .number({ error: 'må være et tall (epoke-sekunder)' })
  .min(0, 'kan ikke være negativ')
  .max(MAX_EPOCH_SECONDS, 'er for stor');

/** Filter and sort fields of both searches (spec 7.3); null counts as omitted. */
const searchShape = {
  playerIds: z
    .array(
      z
        .number({ error: 'må være et tall' })
        .int('må være et heltall')
        .positive('må være positivt')
        .max(MAX_PLAYER_ID, 'er for stor'),
      { error: 'må være en liste med spiller-ID-er' },
    )
    .max(MAX_PLAYER_IDS, `kan ha høyst ${MAX_PLAYER_IDS} spillere`)
    .nullish(),
  finished: z.boolean({ error: 'må være true eller false' }).nullish(),
  boardInfo: z
    .object(
      {
        language: z
          .union([language, z.array(language).max(20, 'har for mange språk')], {
            error: `må være ett språk eller en liste av ${LANGUAGES.join(', ')}`,
          })
          .nullish(),
        boardType: oneOf(BOARD_TYPES).nullish(),
      },
      { error: 'må være et objekt {language, boardType}' },
    )
    .nullish(),
  timeFrom: epochSeconds.nullish(),
  timeTo: epochSeconds.nullish(),
  sort: z
    .object(
      { item: oneOf(SORT_ITEMS), ascending: z.boolean({ error: 'må være true eller false' }) },
      { error: 'må være et objekt {item, ascending}' },
    )
    .nullish(),
};

function checkTimeRange(body: GameSearch, ctx: z.RefinementCtx) {
  if (body.timeFrom != null && body.timeTo != null && body.timeFrom > body.timeTo) {
    ctx.addIssue({ code: 'custom', path: ['timeFrom'], message: 'kan ikke være etter timeTo' });
  }
}

const bodyError = { error: 'må være et JSON-objekt' };

export const getGamesBody = z
  .object(searchShape, bodyError)
  .superRefine(checkTimeRange) satisfies z.ZodType<GameSearch>;

const pagedSearchBody = z
  .object(
    {
      ...searchShape,
      pageSize: z
        .number({ error: 'må være et tall' })
        .int('må være et heltall')
        .min(1, `må være fra 1 til ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `må være fra 1 til ${MAX_PAGE_SIZE}`),
      pageNumber: z
        .number({ error: 'må være et tall' })
        .int('må være et heltall')
        .min(1, 'må være minst 1 (første side er 1)')
        .max(1_000_000, 'er for stor'),
    },
    bodyError,
  )
  .superRefine(checkTimeRange) satisfies z.ZodType<PagedGameSearch>;

export function registerGameRoutes(api: FastifyInstance) {
  api.get('/games/gamemoves/:id', async (request): Promise<GameDetails> => {
    const { id } = parseInput(gameParams, request.params, 'params');
    const details = await gameDetails(api.ctx.db, id);
    if (!details) throw notFound(`Fant ikke spill ${id}`);
    return details;
  });

  api.post(
    '/games/get-games-paginated',
    { preHandler: requireUser },
    async (request): Promise<PagedGames> => {
      const body = parseInput(pagedSearchBody, request.body);
      return searchGamesPaged(api.ctx.db, body, restrictedPlayerId(authOf(request)));
    },
  );

  api.post('/games/get-games', { preHandler: requireUser }, async (request): Promise<GameRow[]> => {
    const body = parseInput(getGamesBody, request.body);
    return searchGames(api.ctx.db, body, restrictedPlayerId(authOf(request)));
  });

  // A job now (docs/analysis.md): 26 s at 200,000 games is too long for one request.
  api.post(
    '/games/fix-games',
    { preHandler: requireRole('ADMIN') },
    async (request, reply): Promise<JobInfo> => {
      reply.code(202);
      return jobsOf(api.ctx).submit('fix-games', authOf(request).userId);
    },
  );
}
