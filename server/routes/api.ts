import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerBoardRoutes } from './boards.ts';
import { registerBotRoutes } from './bot.ts';
import { registerEventRoutes } from './events.ts';
import { registerFairplayRoutes } from './fairplay.ts';
import { registerGameRoutes } from './games.ts';
import { registerHealthRoutes } from './health.ts';
import { registerJobRoutes } from './jobs.ts';
import { registerPlayerRoutes } from './players.ts';
import { registerPracticeRoutes } from './practice.ts';
import { registerPublicRoutes } from './public.ts';
import { registerShareRoutes } from './share.ts';
import { registerStatsRoutes } from './stats.ts';
import { registerUserRoutes } from './users.ts';

/**
 * Every call under /api (docs/product.md, Calls, docs/architecture.md), each registered from its declaration in
 * packages/contract/api-contract.ts (./route.ts); the role matrix test proves that they are the same set.
 */
export async function registerApi(api: FastifyInstance) {
  registerHealthRoutes(api);
  registerEventRoutes(api);
  await registerAuthRoutes(api);
  await registerAccountRoutes(api);
  registerPublicRoutes(api);
  registerBoardRoutes(api);
  registerGameRoutes(api);
  registerShareRoutes(api);
  registerPlayerRoutes(api);
  registerStatsRoutes(api);
  registerUserRoutes(api);
  registerBotRoutes(api);
  registerJobRoutes(api);
  registerFairplayRoutes(api);
  registerPracticeRoutes(api);
}
