/**
 * Messages between the server's thread and the worker thread that owns the PGlite database
 * (pglite-worker.ts). Everything here crosses postMessage, so it must survive a structured clone:
 * no functions (query parsers travel as the type ids whose text is kept as it is).
 */

export interface PgliteWorkerOptions {
  /** Directory of the data (created when missing), or `memory://`. */
  dataDir: string;
  /** Flush WAL and data files to the disk at commit (PGLITE_FSYNC, README). */
  fsync: boolean;
  postgresqlconf: string[];
  /** Refuse writes below this much free disk space (pglite-client.ts; tests set it). */
  diskReserveBytes?: number;
  /**
   * In memory only: the path of a dump of a data directory (PGlite's `dumpDataDir('none')`) to
   * start from instead of an empty cluster (database.ts OpenOptions.loadDataDir).
   */
  loadDataDir?: string;
}

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type ids answered as PostgreSQL's text instead of parsed (drizzle keeps dates as text). */
      textTypes: number[];
      /** Input of COPY ... FROM '/dev/blob'. */
      blob?: Uint8Array;
      /** The health probe: runs before the queries the worker holds in its queue. */
      urgent?: boolean;
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

/** What PGlite answers to one query; `blob` is the output of COPY ... TO '/dev/blob'. */
export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  blob?: Uint8Array;
}

/** A PostgreSQL error as plain data: its message and fields (code, detail, constraint …). */
export interface ErrorData {
  message: string;
  fields: Record<string, unknown>;
}

export type WorkerReply =
  | { id: number; result: QueryResult | QueryResult[] | null }
  | { id: number; error: ErrorData }
  | { id: 0; ready: true }
  | { id: 0; failed: ErrorData };

/** Copies an error's own fields (PostgreSQL's code, detail, constraint …) into plain data. */
export function errorToData(err: unknown): ErrorData {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  // Only plain values: PGlite's errors also carry the query's options, parsers (functions) included.
  for (const [key, value] of Object.entries(err)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  const code = (err as { code?: unknown }).code;
  if (code !== undefined) fields.code = code;
  return { message: err.message, fields };
}

/** The error callers catch (`err.code === '23505'`), rebuilt on this side of the thread. */
export class PgliteError extends Error {
  code?: string;
  constructor(data: ErrorData) {
    super(data.message);
    Object.assign(this, data.fields);
    this.name = 'PgliteError';
  }
}
