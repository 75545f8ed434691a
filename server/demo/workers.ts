/**
 * A small pool of worker threads that play planned demo games. Results come back in plan order
 * whatever worker finishes first, so the data does not depend on timing.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../worker-thread.ts';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import type { DemoGameOptions } from './play.ts';

export interface WorkerOptions {
  /** Worker threads; 0 plays in this thread. */
  workers: number;
  /** Games per message and per batch handed on. */
  batchSize: number;
}

export interface WorkerRequest {
  id: number;
  games: DemoGameOptions[];
}

export type WorkerReply = { id: number; games: BotGame[] } | { id: number; error: string };

const WORKER = new URL('./worker.ts', import.meta.url);

export async function* playInWorkers(
  games: readonly DemoGameOptions[],
  options: WorkerOptions,
): AsyncGenerator<BotGame[]> {
  const chunks: DemoGameOptions[][] = [];
  for (let i = 0; i < games.length; i += options.batchSize) {
    chunks.push(games.slice(i, i + options.batchSize));
  }
  const results = new Map<number, BotGame[]>();
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  let next = 0;
  const notify = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const feed = (worker: Worker) => {
    if (next >= chunks.length) return;
    const request: WorkerRequest = { id: next, games: chunks[next] as DemoGameOptions[] };
    next++;
    worker.postMessage(request);
  };
  const pool = Array.from({ length: Math.min(options.workers, chunks.length) }, () => {
    const worker = startWorker(WORKER);
    worker.on('message', (reply: WorkerReply) => {
      if ('error' in reply) failure ??= new Error(`Demo worker: ${reply.error}`);
      else results.set(reply.id, reply.games);
      feed(worker);
      notify();
    });
    worker.on('error', (err) => {
      failure ??= err;
      notify();
    });
    feed(worker);
    return worker;
  });
  try {
    for (let done = 0; done < chunks.length;) {
      if (failure) throw failure;
      const batch = results.get(done);
      if (batch) {
        results.delete(done);
        done++;
        yield batch;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
