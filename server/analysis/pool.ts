/**
 * Worker threads that run the move analysis (never the event loop: a game takes tens of
 * milliseconds of engine search). Started on first use, so an app that never analyses starts no
 * thread; each keeps its lexicons loaded. Requests queue for the next free worker.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from '@ordbot/engine/node/worker-thread.ts';
import type { AnalysedGame, GameToAnalyse } from './store.ts';

/** 'QUICK': at ingest and in the backfill; 'DEEP': the deep pass (deep.ts), a deep endgame. */
export type AnalysisPass = 'QUICK' | 'DEEP';

export interface AnalysisRequest {
  id: number;
  pass: AnalysisPass;
  /** DEEP: positions the game's endgame searches may read in all. */
  endgameNodes?: number;
  games: Pick<GameToAnalyse, 'gameId' | 'version' | 'game'>[];
}

export interface AnalysisReply {
  id: number;
  games: (AnalysedGame & { error?: string })[];
}

const WORKER = new URL('./worker.ts', import.meta.url);

interface Pending {
  request: AnalysisRequest;
  resolve(games: AnalysisReply['games']): void;
  reject(err: Error): void;
}

interface PoolWorker {
  worker: Worker;
  busy: Pending | null;
}

export class AnalysisPool {
  private workers: PoolWorker[] = [];
  private queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly pass: AnalysisPass = 'QUICK',
    private readonly endgameNodes?: number,
  ) {}

  /** The analysis of `games`, by a worker thread. */
  analyse(games: AnalysisRequest['games']): Promise<AnalysisReply['games']> {
    if (this.closed) return Promise.reject(new Error('The analysis workers are stopped'));
    if (games.length === 0) return Promise.resolve([]);
    const { pass, endgameNodes } = this;
    return new Promise((resolve, reject) => {
      const request = { id: this.nextId++, pass, endgameNodes, games };
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let free = this.workers.find((w) => w.busy === null);
      if (!free && this.workers.length < this.size) free = this.spawn();
      if (!free) return;
      const pending = this.queue.shift() as Pending;
      free.busy = pending;
      free.worker.postMessage(pending.request);
    }
  }

  private spawn(): PoolWorker {
    const entry: PoolWorker = { worker: startWorker(WORKER), busy: null };
    // The thread must not keep a finished process (a CLI command, a test) alive.
    entry.worker.unref();
    entry.worker.on('message', (reply: AnalysisReply) => {
      const pending = entry.busy;
      entry.busy = null;
      pending?.resolve(reply.games);
      this.dispatch();
    });
    const fail = (err: Error) => {
      this.workers = this.workers.filter((w) => w !== entry);
      entry.busy?.reject(err);
      entry.busy = null;
      if (!this.closed) this.dispatch();
    };
    entry.worker.on('error', fail);
    entry.worker.on('exit', (code) => fail(new Error(`Analysis worker stopped (${code})`)));
    this.workers.push(entry);
    return entry;
  }

  /** Stops the threads; work not finished is refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new Error('The analysis workers are stopped'));
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }
}
