/**
 * Bulk rows for the large data set: COPY FROM '/dev/blob' on PGlite, and inserts from unnest()
 * arrays on PostgreSQL (node-postgres has no COPY FROM STDIN without an extra package). Only for
 * freshly generated rows: no upserts, no aggregates (rebuild them afterwards).
 */
import type { Pool } from 'pg';
import type { Db } from '../db/database.ts';
import { PgliteWorkerClient } from '../db/pglite-client.ts';

export type Cell = string | number | boolean | null;

export interface BulkTable {
  name: string;
  /** Column names and their PostgreSQL types (for the unnest casts). */
  columns: readonly (readonly [name: string, type: string])[];
}

export const GAME_TABLE: BulkTable = {
  name: 'games',
  columns: [
    ['id', 'bigint'],
    ['player_id', 'int'],
    ['start_time', 'bigint'],
    ['language', 'text'],
    ['board_type', 'text'],
    ['layout_id', 'int'],
    ['player_score', 'int'],
    ['bot_score', 'int'],
    ['finished', 'boolean'],
    ['has_cheat', 'boolean'],
    ['has_broken_moves', 'boolean'],
    ['num_moves', 'int'],
  ],
};

export const MOVE_TABLE: BulkTable = {
  name: 'moves',
  columns: [
    ['game_id', 'bigint'],
    ['move_num', 'int'],
    ['move_type', 'text'],
    ['player_move', 'boolean'],
    ['letters', 'text'],
    ['points', 'int'],
    ['num_tiles', 'int'],
    ['main_word', 'text'],
    ['vertical', 'boolean'],
    ['x', 'int'],
    ['y', 'int'],
    ['rack', 'text'],
  ],
};

export const CHEAT_TABLE: BulkTable = {
  name: 'cheats',
  columns: [
    ['game_id', 'bigint'],
    ['move_num', 'int'],
  ],
};

/** COPY text format: backslash, tab and line breaks escaped, \N for null. */
function copyCell(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/** Rows per unnest statement on PostgreSQL: one array parameter per column, any length. */
const UNNEST_ROWS = 20_000;

export interface BulkWriter {
  write(table: BulkTable, rows: readonly Cell[][]): Promise<void>;
  close(): Promise<void>;
}

/**
 * A writer on one connection. Foreign-key triggers are off while it is open (the generator
 * writes games before their moves, so nothing dangles) when the role may do that: checking
 * every move row against the games makes COPY about three times slower.
 */
export async function openBulkWriter(db: Db): Promise<BulkWriter> {
  const client = (db as unknown as { $client: PgliteWorkerClient | Pool }).$client;
  if (client instanceof PgliteWorkerClient) {
    await client.exec('SET session_replication_role = replica');
    return {
      write: async (table, rows) => {
        if (rows.length === 0) return;
        const text = rows.map((row) => row.map(copyCell).join('\t')).join('\n') + '\n';
        await client.query(`COPY ${table.name} (${columnNames(table)}) FROM '/dev/blob'`, [], {
          blob: new Blob([text]),
        });
      },
      close: async () => void (await client.exec('RESET session_replication_role')),
    };
  }
  const connection = await client.connect();
  // A load of a million rows is no call of a user's: no statement timeout while it writes.
  await connection.query('SET statement_timeout = 0');
  const triggersOff = await connection
    .query('SET session_replication_role = replica')
    .then(() => true)
    .catch(() => false);
  return {
    write: async (table, rows) => {
      const casts = table.columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
      const statement = `INSERT INTO ${table.name} (${columnNames(table)}) SELECT * FROM unnest(${casts})`;
      for (let start = 0; start < rows.length; start += UNNEST_ROWS) {
        const part = rows.slice(start, start + UNNEST_ROWS);
        await connection.query(
          statement,
          table.columns.map((_, c) => part.map((row) => row[c])),
        );
      }
    },
    close: async () => {
      if (triggersOff) await connection.query('RESET session_replication_role');
      await connection.query('RESET statement_timeout');
      connection.release();
    },
  };
}

function columnNames(table: BulkTable): string {
  return table.columns.map(([name]) => name).join(', ');
}
