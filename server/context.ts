import type { Role } from '@ordbot/contract/enums.ts';
import type { Analyser } from './analysis/analyser.ts';
import type { DeepPass } from './analysis/deep.ts';
import type { Config } from './config.ts';
import type { Db, DatabaseKind } from './db/database.ts';
import type { LiveHub } from './live/hub.ts';

/** A message for the mail transport (SMTP, or the outbox directory when SMTP_URL is unset). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

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
  /** The deep pass: made here, started by server/main.ts (tests drive it with next()). */
  deep: DeepPass;
  /** This instance's live event streams (docs/events.md). */
  live: LiveHub;
}

/** The signed-in user behind a request's bearer token. */
export interface AuthInfo {
  userId: number;
  sessionId: number;
  email: string;
  mainRole: Role;
  roles: Role[];
  playerId: number | null;
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
