/**
 * The services every process that writes games or runs jobs wires the same way: the server's
 * composition (app.ts) and the command line (cli/commands-common.ts) both make them here. So no
 * writer of games misses the analysis's listener, and nothing is wired by importing a module for
 * its side effect.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Analyser } from './analysis/analyser.ts';
import { removeAnalysisOfChangingGames } from './analysis/store.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/database.ts';
import { GamesChanges } from './games/changes.ts';
import { JobRunner } from './jobs/runner.ts';

export type Services = Pick<AppContext, 'analyser' | 'gamesChanges' | 'jobs'>;

/** Where the services tell what went wrong (and the job runner what it does). */
export type ServicesLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * Who hears that games are about to change: a new version of a game, or a fix-games flip of its
 * flag, takes its analysis away (analysis/store.ts). For a process that only writes games (a
 * benchmark's set-up); one that also analyses or runs jobs takes wireServices.
 */
export function wireGamesChanges(): GamesChanges {
  return new GamesChanges([removeAnalysisOfChangingGames]);
}

/**
 * The analyser (its threads start on first use), the listeners of game changes and the job
 * runner (not started: the server starts it when it is ready, `jobs start` when it runs a job).
 */
export function wireServices(db: Db, log: ServicesLog): Services {
  const gamesChanges = wireGamesChanges();
  const analyser = new Analyser(db, log);
  const jobs = new JobRunner(db, log, {}, { analyser, gamesChanges });
  return { analyser, gamesChanges, jobs };
}

/** Stops the services of a command: the jobs let go of their work, then the analysis's threads. */
export async function closeServices({ analyser, jobs }: Services): Promise<void> {
  await jobs.stop();
  await analyser.close();
}
