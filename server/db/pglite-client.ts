// Over 300 lines: the queue, the transaction that holds the one connection and the disk-space
// guard all act on the same connection state; split, each would need the others' internals.
/**
 * The server's side of the PGlite worker (pglite-worker.ts): the subset of PGlite's client that
 * drizzle-orm/pglite calls (query, exec, transaction), with every query answered by the worker
 * thread, so the event loop stays free while PostgreSQL works.
 *
 * PGlite is one connection. A transaction holds it from BEGIN to COMMIT; every other query waits
 * in line until it is free again, oldest request first (request-order.ts). Outside transactions a
 * few queries are handed over at once and the worker runs them back to back (QUEUE_DEPTH). Only
 * the health probe (`select 1`) does not wait behind 200 searches: it goes to the front of both
 * lines, and while the line moves (an answer came within the last second) it is answered at once.
 */
import fs from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '@ordbot/engine/node/worker-thread.ts';
import { currentTurn } from './request-order.ts';
import {
  PgliteError,
  type ErrorData,
  type PgliteWorkerOptions,
  type QueryResult,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-protocol.ts';

const WORKER = new URL('./pglite-worker.ts', import.meta.url);

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle passes identity parsers for the date types: those keep PostgreSQL's text. */
  parsers?: Record<number, unknown>;
  /** Input of COPY ... FROM '/dev/blob'. */
  blob?: Blob | Uint8Array;
}

/** What a transaction's callback gets: the same calls, on the connection the transaction holds. */
export interface PgliteConnection {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result<T>>;
  exec(sql: string): Promise<QueryResult[]>;
}

export type Result<T> = Omit<QueryResult, 'rows'> & { rows: T[] };

type RequestBody = WorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

const PROBE = /^\s*select 1\s*;?\s*$/i;
/** A busy database that answered within this time counts as alive for the health probe. */
const ALIVE_MS = 1000;
const PROBE_RESULT: QueryResult = {
  rows: [{ '?column?': 1 }],
  fields: [{ name: '?column?', dataTypeID: 23 }],
  affectedRows: 0,
};

/**
 * Queries outside a transaction handed to the worker at a time. The worker runs them one after
 * the other from its own queue, so it never idles while the answer of one crosses to this thread
 * and the next crosses back; a few suffice, more would only loosen the oldest-request-first order.
 */
const QUEUE_DEPTH = 4;

/** PostgreSQL's query_canceled: the query of a request whose client has gone is not run. */
const QUERY_CANCELED = '57014';

/** PostgreSQL's disk_full. */
const DISK_FULL = '53100';
const RESTART_RETRY_MS = 3000;
/** Free space below which writes are refused: four WAL segments (16 MB each). */
const DISK_RESERVE_BYTES = 64 * 1024 * 1024;
const SPACE_CHECK_MS = 1000;
/** Statements that only read: allowed while the disk is full. */
const READS = /^\s*(select|show|explain|fetch|close|begin|commit|rollback)\b/i;

function diskFull(): PgliteError {
  return new PgliteError({
    message: 'the embedded database is restarting after its disk was full',
    fields: { code: DISK_FULL },
  });
}

/** A write to the WAL failed for want of space: the one failure PGlite does not survive. */
function isWalDiskFull(error: ErrorData): boolean {
  return error.fields.code === DISK_FULL && /pg_wal|xlog/i.test(error.message);
}

/** Error code of a worker that has stopped: PostgreSQL's crash_shutdown (the database is gone). */
const WORKER_GONE = '57P02';

export class PgliteWorkerClient implements PgliteConnection {
  readonly #options: PgliteWorkerOptions;
  #worker!: Worker;
  readonly #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  #nextId = 1;
  /** Queries handed to the worker and not answered yet (it runs them in turn, QUEUE_DEPTH at most). */
  #inFlight = 0;
  /** A transaction (or another task that needs the connection alone) holds the connection. */
  #held = false;
  /** Waiting tasks, oldest request first (request-order.ts). */
  readonly #waiting: { since: number; alone: boolean; start: () => void }[] = [];
  #gone: PgliteError | null = null;
  #lastAnswer = 0;
  /** Set while a new thread replaces one that a full disk broke. */
  #restarting: Promise<void> | null = null;
  #freeBytes = Infinity;
  #spaceCheckedAt = -Infinity;

  private constructor(options: PgliteWorkerOptions) {
    this.#options = options;
  }

  /** Starts the worker and waits until the database is open (or failed to open). */
  static async start(options: PgliteWorkerOptions): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(options);
    await client.#spawn();
    return client;
  }

  async #spawn(): Promise<void> {
    const worker = startWorker(WORKER, this.#options);
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    worker.on('error', (err) => this.#stop(err.message));
    worker.on('exit', (code) => this.#stop(`the database thread stopped (exit code ${code})`));
    try {
      await new Promise<void>((resolve, reject) => {
        this.#pending.set(0, { resolve: () => resolve(), reject });
      });
    } catch (err) {
      worker.removeAllListeners();
      await worker.terminate();
      throw err;
    } finally {
      worker.unref();
    }
  }

  /**
   * PostgreSQL cannot go on after a WAL write failed for want of space (a PANIC in a server): in
   * PGlite the thread spins for good. Replace it: the new one recovers from the WAL as soon as
   * the space is there, trying again every few seconds. Meanwhile queries fail at once (503).
   */
  #replaceAfterDiskFull(): void {
    if (this.#restarting) return;
    const broken = this.#worker;
    broken.removeAllListeners();
    broken.on('error', () => {});
    this.#failPending(diskFull());
    this.#restarting = (async () => {
      await broken.terminate();
      while (!this.#gone) {
        try {
          await this.#spawn();
          if (this.#gone) await this.#worker.terminate();
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, RESTART_RETRY_MS));
        }
      }
    })().finally(() => (this.#restarting = null));
  }

  query<T = unknown>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Result<T>> {
    if (!READS.test(sql)) this.#checkSpace();
    const probe = params.length === 0 && PROBE.test(sql);
    // While the connection works through a line of queries, one answered a moment ago shows
    // that the database is alive: the probe need not wait for the query that runs now.
    if (probe && this.#busy() && performance.now() - this.#lastAnswer < ALIVE_MS) {
      return Promise.resolve(PROBE_RESULT as Result<T>);
    }
    return this.#inTurn(() => this.#query<T>(sql, params, options, probe), {
      alone: false,
      urgent: probe,
    });
  }

  exec(sql: string): Promise<QueryResult[]> {
    if (!READS.test(sql)) this.#checkSpace();
    // exec may hold several statements, a BEGIN among them: it runs alone.
    return this.#inTurn(() => this.#exec(sql));
  }

  /** BEGIN … COMMIT on the connection, held until the callback ends (ROLLBACK when it throws). */
  transaction<T>(callback: (tx: PgliteConnection) => Promise<T>): Promise<T> {
    this.#checkSpace();
    return this.#inTurn(async () => {
      const tx: PgliteConnection = {
        query: (sql, params = [], options = {}) => this.#query(sql, params, options),
        exec: (sql) => this.#exec(sql),
      };
      await this.#exec('BEGIN');
      let result: T;
      try {
        result = await callback(tx);
      } catch (err) {
        await this.#exec('ROLLBACK').catch(() => {});
        throw err;
      }
      await this.#exec('COMMIT');
      return result;
    });
  }

  /** Closes the database after the queries in line, then stops the thread. */
  async close(): Promise<void> {
    if (this.#gone) return;
    if (!this.#restarting) await this.#inTurn(() => this.#send({ op: 'close' })).catch(() => {});
    this.#stop('the database is closed');
    await this.#worker.terminate();
  }

  async #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    urgent = false,
  ): Promise<Result<T>> {
    const blob =
      options.blob instanceof Blob
        ? new Uint8Array(await options.blob.arrayBuffer())
        : options.blob;
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    const request = {
      op: 'query' as const,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes,
      ...(urgent ? { urgent } : {}),
    };
    return (await this.#send(blob ? { ...request, blob } : request)) as Result<T>;
  }

  async #exec(sql: string): Promise<QueryResult[]> {
    return (await this.#send({ op: 'exec', sql })) as QueryResult[];
  }

  /** Anything handed over, holding the connection or waiting. */
  #busy(): boolean {
    return this.#held || this.#inFlight > 0 || this.#waiting.length > 0;
  }

  /**
   * Runs `task` in its turn: urgent tasks first, then by the start of their request (or their
   * own start outside a request). A task `alone` (a transaction) waits until the worker has
   * answered everything handed over and holds the connection to its end; the others are handed
   * over as soon as their turn comes, up to QUEUE_DEPTH at a time, so the worker runs them back
   * to back instead of waiting for each answer to cross back to this thread. A request whose
   * client has gone is skipped.
   */
  async #inTurn<T>(
    task: () => Promise<T>,
    { alone = true, urgent = false }: { alone?: boolean; urgent?: boolean } = {},
  ): Promise<T> {
    const turn = currentTurn();
    if (this.#waiting.length > 0 || !this.#mayStart(alone)) {
      const since = urgent ? -Infinity : (turn?.since ?? performance.now());
      await new Promise<void>((start) => {
        let at = this.#waiting.findIndex((waiting) => waiting.since > since);
        if (at < 0) at = this.#waiting.length;
        this.#waiting.splice(at, 0, { since, alone, start });
        this.#startWaiting();
      });
    } else if (alone) this.#held = true;
    else this.#inFlight++;
    try {
      if (turn?.abandoned) {
        throw new PgliteError({ message: 'the client has gone', fields: { code: QUERY_CANCELED } });
      }
      return await task();
    } finally {
      if (alone) this.#held = false;
      else this.#inFlight--;
      this.#startWaiting();
    }
  }

  #mayStart(alone: boolean): boolean {
    if (this.#held) return false;
    return alone ? this.#inFlight === 0 : this.#inFlight < QUEUE_DEPTH;
  }

  /** Starts the waiting tasks whose turn it is, in order: one alone, or queries up to the depth. */
  #startWaiting(): void {
    for (;;) {
      const next = this.#waiting[0];
      if (!next || !this.#mayStart(next.alone)) return;
      this.#waiting.shift();
      if (next.alone) this.#held = true;
      else this.#inFlight++;
      next.start();
    }
  }

  /**
   * Refuses a write (53100, an answer of 503) while the data folder's disk has less than
   * DISK_RESERVE_BYTES free: PostgreSQL must never run out of room for a new WAL segment, the
   * one shortage PGlite does not survive. Reads go on; writes work again once there is room.
   */
  #checkSpace(): void {
    const dir = this.#options.dataDir;
    if (dir.startsWith('memory://')) return;
    const now = performance.now();
    if (now - this.#spaceCheckedAt > SPACE_CHECK_MS) {
      this.#spaceCheckedAt = now;
      try {
        const stats = fs.statfsSync(dir);
        this.#freeBytes = stats.bavail * stats.bsize;
      } catch {
        this.#freeBytes = Infinity;
      }
    }
    const reserve = this.#options.diskReserveBytes ?? DISK_RESERVE_BYTES;
    if (this.#freeBytes < reserve) {
      const mb = (bytes: number) => Math.floor(bytes / 1024 / 1024);
      throw new PgliteError({
        message: `no room to write: ${mb(this.#freeBytes)} MB free on the disk of ${dir}, writes need ${mb(reserve)} MB`,
        fields: { code: DISK_FULL },
      });
    }
  }

  #send(body: RequestBody): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    if (this.#restarting) return Promise.reject(diskFull());
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      const transfer = body.op === 'query' && body.blob ? [body.blob.buffer as ArrayBuffer] : [];
      this.#worker.postMessage({ ...body, id }, transfer);
    });
  }

  #settle(reply: WorkerReply) {
    const waiter = this.#pending.get(reply.id);
    if (!waiter) return;
    this.#pending.delete(reply.id);
    this.#lastAnswer = performance.now();
    if (this.#pending.size === 0) this.#worker.unref();
    if ('failed' in reply) waiter.reject(new PgliteError(reply.failed));
    else if ('error' in reply) waiter.reject(new PgliteError(reply.error));
    else waiter.resolve('ready' in reply ? undefined : reply.result);
    if ('error' in reply && isWalDiskFull(reply.error)) this.#replaceAfterDiskFull();
  }

  /** The thread is gone (closed, crashed): every waiting query fails, and so does every later one. */
  #stop(reason: string) {
    this.#gone ??= new PgliteError({ message: reason, fields: { code: WORKER_GONE } });
    this.#failPending(this.#gone);
  }

  #failPending(err: PgliteError) {
    for (const waiter of this.#pending.values()) waiter.reject(err);
    this.#pending.clear();
  }
}
