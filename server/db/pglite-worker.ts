/**
 * The worker thread that owns the PGlite database. PGlite runs PostgreSQL (WebAssembly) on the
 * thread that calls it: here a long query holds this thread instead of the server's event loop.
 * Requests arrive from pglite-client.ts, which keeps transactions together and hands over a few
 * other queries at a time: they wait in this thread's queue and run one after the other, the
 * health probe first, so PostgreSQL never waits for the next query to cross over.
 */
import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { workerInput } from '@ordbot/engine/node/worker-thread.ts';
import { durableNodeFs, startParams } from './pglite-fs.ts';
import {
  errorToData,
  type PgliteWorkerOptions,
  type QueryResult,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const options = workerInput<PgliteWorkerOptions>();

function textParsers(ids: readonly number[]): ParserOptions {
  return Object.fromEntries(ids.map((id) => [id, (value: string) => value]));
}

function plain(result: {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  blob?: Blob;
}): Promise<QueryResult> | QueryResult {
  const { rows, fields, affectedRows, blob } = result;
  const base = { rows, fields: fields.map((f) => ({ ...f })), affectedRows };
  if (!blob) return base;
  return blob.arrayBuffer().then((buffer) => ({ ...base, blob: new Uint8Array(buffer) }));
}

async function handle(
  db: PGlite,
  request: WorkerRequest,
): Promise<QueryResult | QueryResult[] | null> {
  switch (request.op) {
    case 'query': {
      const result = await db.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypes),
        ...(request.blob ? { blob: new Blob([request.blob as Uint8Array<ArrayBuffer>]) } : {}),
      });
      return plain(result);
    }
    case 'exec':
      return Promise.all((await db.exec(request.sql)).map(plain));
    case 'close':
      await db.close();
      return null;
  }
}

try {
  const inMemory = options.dataDir.startsWith('memory://');
  const db = await PGlite.create({
    ...(inMemory
      ? {
          dataDir: options.dataDir,
          ...(options.loadDataDir
            ? { loadDataDir: new Blob([fs.readFileSync(options.loadDataDir)]) }
            : {}),
        }
      : { fs: durableNodeFs(options.dataDir, options.fsync) }),
    postgresqlconf: options.postgresqlconf,
    startParams: startParams(options.fsync && !inMemory),
  });
  const queue: WorkerRequest[] = [];
  let running = false;
  const reply = (request: WorkerRequest, message: WorkerReply) => {
    try {
      port.postMessage(message);
    } catch (err) {
      // A value that cannot cross the thread boundary fails this query, not the thread.
      port.postMessage({ id: request.id, error: errorToData(err) } satisfies WorkerReply);
    }
  };
  const run = async () => {
    running = true;
    for (let request = queue.shift(); request; request = queue.shift()) {
      try {
        reply(request, { id: request.id, result: await handle(db, request) });
      } catch (err) {
        reply(request, { id: request.id, error: errorToData(err) });
      }
    }
    running = false;
  };
  port.on('message', (request: WorkerRequest) => {
    if (request.op === 'query' && request.urgent) queue.unshift(request);
    else queue.push(request);
    if (!running) void run();
  });
  port.postMessage({ id: 0, ready: true } satisfies WorkerReply);
} catch (err) {
  port.postMessage({ id: 0, failed: errorToData(err) } satisfies WorkerReply);
}
