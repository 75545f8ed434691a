/**
 * The server's move analysis (docs/analysis.md "Per-move analysis"): games are read
 * here, analysed in worker threads (pool.ts) and stored in one transaction each batch
 * (store.ts). Three ways in: games just ingested (enqueue, after the ingest committed; the answer
 * does not wait), the backfill job (kind-analysis.ts), which claims its batches (claimBatch), and
 * the demo load's backfill (backfill.ts), which reads them by id (backfillBatch). Both backfills
 * have the next batch computed while they write the previous one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../db/database.ts';
import { writeTransaction } from '../db/game-locks.ts';
import { claimGames, renewClaims, type ClaimOptions } from './claims.ts';
import { AnalysisPool } from './pool.ts';
import { currentStrategyVersion } from './version.ts';
import {
  gamesToAnalyse,
  nextGamesToAnalyse,
  writeAnalysis,
  type AnalysedGame,
  type AnalysisCounts,
  type GameToAnalyse,
} from './store.ts';

export interface AnalyserOptions {
  /** Worker threads (a small pool: the analysis must leave a core to the requests). */
  workers: number;
  /** Games per worker message and per write transaction. */
  batchSize: number;
}

/**
 * Games per backfill transaction: about half a second of one worker, and a write short enough
 * that requests waiting for the embedded database are not held up long.
 */
export const ANALYSIS_BATCH = 20;

const DEFAULTS: AnalyserOptions = { workers: 1, batchSize: ANALYSIS_BATCH };

type Log = Pick<FastifyBaseLogger, 'error'>;

/** A backfill batch, analysed: `lastId` is the cursor after it (null: nothing was left). */
export interface BackfillBatch {
  games: AnalysedGame[];
  lastId: number | null;
}

export class Analyser {
  readonly options: AnalyserOptions;
  private readonly pool: AnalysisPool;
  private queue = new Set<number>();
  private running: Promise<void> | null = null;
  /** Batches in the workers now (ingest's, the backfills'). */
  private computing = 0;
  private closed = false;
  private prefetch: { afterId: number; limit: number; batch: Promise<BackfillBatch> } | null = null;
  /**
   * Works through the queue in the analyser's own async context: an ingest request that queued
   * a game must not own the analysis's queries (the embedded database orders and cancels
   * queries by the request they belong to).
   */
  private readonly kick: () => void;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    options: Partial<AnalyserOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.pool = new AnalysisPool(this.options.workers);
    this.kick = AsyncResource.bind(() => this.work());
  }

  /** Games just stored (call after the commit): the finished ones get analysed in the background. */
  enqueue(ids: readonly number[]): void {
    if (this.closed) return;
    for (const id of ids) this.queue.add(id);
    this.kick();
  }

  /** Games queued or being analysed: the deep pass (deep.ts) waits while the quick pass works. */
  get busy(): boolean {
    return this.queue.size > 0 || this.running !== null || this.computing > 0;
  }

  /** Resolves once the queued games are analysed and stored (tests, the demo load). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private work(): void {
    if (this.running || this.closed) return;
    this.running = (async () => {
      try {
        while (this.queue.size > 0 && !this.closed) {
          const ids = [...this.queue].slice(0, this.options.batchSize);
          for (const id of ids) this.queue.delete(id);
          try {
            await this.store(await this.compute(await gamesToAnalyse(this.db, ids)));
          } catch (err) {
            if (!this.closed) this.log.error({ err }, `analysis of games ${ids.join(', ')} failed`);
          }
        }
      } finally {
        this.running = null;
      }
    })();
  }

  /** The analysis of games in a worker; broken games get no rows without asking one. */
  async compute(games: readonly GameToAnalyse[]): Promise<AnalysedGame[]> {
    const broken = games.filter((g) => g.broken);
    const todo = games
      .filter((g) => !g.broken)
      .map(({ gameId, version, game }) => ({ gameId, version, game }));
    // One part a worker, so a batch keeps every worker busy.
    const size = Math.max(1, Math.ceil(todo.length / this.options.workers));
    const parts = Array.from({ length: Math.ceil(todo.length / size) }, (_, i) =>
      todo.slice(i * size, (i + 1) * size),
    );
    this.computing++;
    let replies;
    try {
      replies = (await Promise.all(parts.map((part) => this.pool.analyse(part)))).flat();
    } finally {
      this.computing--;
    }
    for (const reply of replies) {
      if (reply.error) this.log.error(`analysis of game ${reply.gameId} failed: ${reply.error}`);
    }
    return [
      ...broken.map(({ gameId, version, game }) => ({
        gameId,
        version,
        rows: [],
        strategyVersion: currentStrategyVersion(game.language),
        playerAccuracy: null,
        botAccuracy: null,
      })),
      ...replies.map(({ error: _error, ...analysed }) => analysed),
    ];
  }

  /** Stores analysed games in a transaction of their own (rerun after a deadlock). */
  store(analysed: readonly AnalysedGame[], db = this.db): Promise<AnalysisCounts> {
    return writeTransaction(db, (tx) => writeAnalysis(tx, analysed));
  }

  /**
   * The backfill's batch after `afterId`, analysed. The batch after it is read and handed to a
   * worker before this answers, so the worker computes it while the caller writes this one.
   */
  async backfillBatch(db: Db, afterId: number, limit: number): Promise<BackfillBatch> {
    const ready = this.prefetch;
    this.prefetch = null;
    const batch =
      ready && ready.afterId === afterId && ready.limit === limit
        ? await ready.batch
        : await this.readAndCompute(db, afterId, limit);
    if (batch.lastId !== null && !this.closed) {
      const next = this.readAndCompute(db, batch.lastId, limit);
      // Not awaited here: a failure shows when the next batch asks for it.
      next.catch(() => {});
      this.prefetch = { afterId: batch.lastId, limit, batch: next };
    }
    return batch;
  }

  private async readAndCompute(db: Db, afterId: number, limit: number): Promise<BackfillBatch> {
    const games = await nextGamesToAnalyse(db, afterId, limit);
    const last = games[games.length - 1];
    return { games: await this.compute(games), lastId: last ? last.gameId : null };
  }

  /**
   * The job's next batch on this instance: games claimed in the database (claims.ts), analysed
   * in the workers while their lease is renewed. No games: nothing is left to take.
   */
  async claimBatch(db: Db, options: ClaimOptions): Promise<AnalysedGame[]> {
    const games = await claimGames(db, options);
    if (games.length === 0) return [];
    const ids = games.map((game) => game.gameId);
    const heartbeat = setInterval(
      () => void renewClaims(db, options.owner, ids, options.leaseMs).catch(() => {}),
      Math.max(100, options.leaseMs / 3),
    );
    try {
      return await this.compute(games);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Stops taking games; the batch under way is stored, then the threads stop. */
  async close(): Promise<void> {
    this.closed = true;
    this.prefetch = null;
    await this.running;
    await this.pool.close();
  }
}
