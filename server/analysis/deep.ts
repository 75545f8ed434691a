/**
 * The deep pass (../shared/docs/verdict.md 'Where it is computed'): every finished game the quick
 * pass judged is judged again with a deep endgame (DEEP_ENDGAME_NODES positions a game, the
 * played move solved too), 'Hvorfor' and 'Før sluttspillet', and its review, rows, fair-play
 * counts and profile figures replaced together. One game at a time on a worker thread of its own
 * at the lowest priority, only while the quick pass has nothing queued, newest games first;
 * any instance claims the next game from game_reviews with a lease (reviews.ts claimDeep), so
 * two never judge one game and a game of an instance that died is taken again when its lease
 * runs out.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { writeTransaction } from '../db/game-locks.ts';
import type { Analyser } from './analyser.ts';
import { AnalysisPool } from './pool.ts';
import {
  claimDeep,
  deepProgress,
  failDeep,
  releaseDeep,
  renewDeep,
  writeDeepReview,
} from './reviews.ts';
import { SELECT_GAMES, toGame, writeAnalysis, type GameRow } from './store.ts';

/** Positions a game's endgame searches may read in the deep pass (about 10 s of one core). */
export const DEEP_ENDGAME_NODES = 1_000_000;

export interface DeepPassOptions {
  /** Off: no deep pass on this instance (DEEP_ANALYSIS=0). */
  enabled: boolean;
  endgameNodes: number;
  /** The lease on a game, renewed while it is judged. */
  leaseMs: number;
  /** Wait between looks when there is nothing to do. */
  idleMs: number;
}

const DEFAULTS: DeepPassOptions = {
  enabled: true,
  endgameNodes: DEEP_ENDGAME_NODES,
  leaseMs: 120_000,
  idleMs: 5_000,
};

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

export class DeepPass {
  readonly options: DeepPassOptions;
  readonly owner = `deep-${randomUUID()}`;
  private readonly pool: AnalysisPool;
  private closed = false;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private judged = 0;
  private readonly kick: () => void;

  constructor(
    private readonly db: Db,
    private readonly analyser: Analyser,
    private readonly log: Log,
    options: Partial<DeepPassOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.pool = new AnalysisPool(1, 'DEEP', this.options.endgameNodes);
    // The loop's queries are its own, not those of the request that started it.
    this.kick = AsyncResource.bind(() => this.loop());
  }

  /** Starts the loop (once); it runs until close(). */
  start(): void {
    if (!this.options.enabled || this.running || this.closed) return;
    this.kick();
  }

  /** There may be new work (a game was judged quickly): an idle loop looks now. */
  poke(): void {
    this.wake?.();
  }

  private async pause(ms: number): Promise<void> {
    const controller = new AbortController();
    this.wake = () => controller.abort();
    try {
      await sleep(ms, undefined, { signal: controller.signal });
    } catch {
      // Woken early.
    } finally {
      this.wake = null;
    }
  }

  private loop(): void {
    this.running = (async () => {
      while (!this.closed) {
        try {
          // The quick pass (ingest, the demo's and the backfill's games) goes first.
          if (this.analyser.busy) {
            await this.pause(1_000);
            continue;
          }
          const judged = await this.next();
          if (!judged) await this.pause(this.options.idleMs);
        } catch (err) {
          if (this.closed) break;
          this.log.error({ err }, 'deep analysis: a step failed');
          await this.pause(this.options.idleMs);
        }
      }
    })();
  }

  /** Judges the next game; false when there was none. */
  async next(): Promise<boolean> {
    const claim = await claimDeep(this.db, this.owner, this.options.leaseMs);
    if (!claim) return false;
    const { gameId, gameVersion } = claim;
    const [row] = await queryRows<GameRow>(this.db, sql`${SELECT_GAMES} where g.id = ${gameId}`);
    if (!row || row.version !== gameVersion || row.broken) {
      // Changed since (the quick pass judges it again) or broken: nothing to deepen.
      await releaseDeep(this.db, this.owner, gameId);
      return true;
    }
    const heartbeat = setInterval(
      () => void renewDeep(this.db, this.owner, gameId, this.options.leaseMs).catch(() => {}),
      Math.max(100, this.options.leaseMs / 3),
    );
    let reply;
    try {
      const game = toGame(row);
      [reply] = await this.pool.analyse([
        { gameId: game.gameId, version: game.version, game: game.game },
      ]);
    } finally {
      clearInterval(heartbeat);
    }
    if (!reply || reply.error || reply.rows === null || !reply.review) {
      this.log.error(`deep analysis of game ${gameId} failed: ${reply?.error ?? 'no answer'}`);
      await failDeep(this.db, this.owner, gameId);
      return true;
    }
    const done = reply;
    const review = done.review as string;
    await writeTransaction(this.db, async (tx) => {
      const written = await writeDeepReview(tx, this.owner, {
        gameId,
        gameVersion,
        strategyVersion: done.strategyVersion,
        review,
        cpuMs: done.cpuMs ?? 0,
      });
      if (written) await writeAnalysis(tx, [done], { replace: true });
    });
    this.judged++;
    if (this.judged % 50 === 0) {
      const p = await deepProgress(this.db);
      this.log.info(
        `deep analysis: ${p.done} games judged, ${p.queued} in the queue, ${p.perMinute} a minute`,
      );
    }
    return true;
  }

  /** Stops after the game under way (its lease is let go), then the thread stops. */
  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.pool.close();
    await this.running?.catch(() => {});
    await releaseDeep(this.db, this.owner).catch(() => {});
  }
}
