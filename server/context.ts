/**
 * What `app.ctx` carries: the services the composition (app.ts) makes. Those that every process
 * writing games or running jobs needs (the analyser, the listeners of game changes, the job
 * runner) come from wireServices (wiring.ts), which the command line calls too.
 */
import type { Analyser } from './analysis/analyser.ts';
import type { DeepPass } from './analysis/deep.ts';
import type { Mailer } from './auth/mail.ts';
import type { AuthInfo } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Db, DatabaseKind } from './db/database.ts';
import type { GamesChanges } from './games/changes.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { LiveHub } from './live/hub.ts';

/** What every route reaches through `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  /** `select 1` past the queries in line, for the health check and testconn. */
  pingDatabase: () => Promise<void>;
  mailer: Mailer;
  /** The move analysis in worker threads: games queued after ingest, the backfill. */
  analyser: Analyser;
  /** Who hears that games are about to change: every writer of games tells it (the analysis). */
  gamesChanges: GamesChanges;
  /** The background jobs: started when the app is ready, stopped before it closes. */
  jobs: JobRunner;
  /** The deep pass: made here, started by server/main.ts (tests drive it with next()). */
  deep: DeepPass;
  /** This instance's live event streams (docs/events.md). */
  live: LiveHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the requireUser and requireRole guards. */
    auth: AuthInfo | null;
  }
}
