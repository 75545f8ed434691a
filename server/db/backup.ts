// Over 300 lines: the writer and the reader of one file format, kept side by side so that a
// change to the header, the table order or the row lines changes both at once.
/**
 * Backup and restore in one portable format for PGlite and PostgreSQL (npm run cli -- backup /
 * restore): a gzip'd text file of JSON lines.
 *
 *   {"format":"ordbot-backup","version":1,"migrations":["0000_init",…],"database":"pglite",…}
 *   {"table":"players"}
 *   {"id":1,"name":"Kari"}          one line a row: PostgreSQL's own row_to_json
 *   …
 *   {"end":true,"rows":{"players":290,…}}
 *
 * Rows are written and read by PostgreSQL itself (row_to_json, json_populate_recordset), so
 * bigints, timestamps, bytea and json keep their exact values, and never pass through a JS number.
 * Tables come in foreign-key order, read in one snapshot; a restore runs in one transaction and
 * commits only when the end line is there (a cut-off file changes nothing).
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { queryRows, type DatabaseKind, type Db } from './database.ts';

export const BACKUP_FORMAT = 'ordbot-backup';
const VERSION = 1;
/** Rows per fetch when writing and per insert when restoring. */
const BATCH = 2000;

const JOURNAL = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
  'meta',
  '_journal.json',
);

interface Header {
  format: string;
  version: number;
  /** The migrations the database had (tags from migrations/meta/_journal.json). */
  migrations: string[];
  database: DatabaseKind;
  createdAt: string;
}

export class BackupError extends Error {}

/** Tag and timestamp of every migration this version of the server knows. */
function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await queryRows<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const applied = new Set(rows.map((r) => Number(r.created_at)));
  return knownMigrations()
    .filter((m) => applied.has(m.when))
    .map((m) => m.tag);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((t) => t.name));
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      edges.every((e) => e.child !== table || e.parent === table || !pending.has(e.parent)),
    );
    // A cycle of foreign keys (none today): take the rest as they come.
    for (const table of ready.length > 0 ? ready : [...pending]) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

/** Writes every table of `db` to `file` (gzip'd JSON lines); answers the rows per table. */
export async function writeBackup(
  db: Db,
  kind: DatabaseKind,
  file: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const temp = `${file}.partial`;
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, fs.createWriteStream(temp));
  const write = (line: string) =>
    gzip.write(line + '\n') ? Promise.resolve() : new Promise<void>((r) => gzip.once('drain', r));
  try {
    await db.transaction(
      async (tx) => {
        const header: Header = {
          format: BACKUP_FORMAT,
          version: VERSION,
          migrations: await appliedMigrations(tx as unknown as Db),
          database: kind,
          createdAt: new Date().toISOString(),
        };
        await write(JSON.stringify(header));
        for (const table of await tablesInOrder(tx as unknown as Db)) {
          await write(JSON.stringify({ table }));
          counts[table] = 0;
          await tx.execute(
            sql.raw(`declare backup_rows no scroll cursor for
              select row_to_json(t)::text as row from ${quote(table)} t`),
          );
          for (;;) {
            const rows = await queryRows<{ row: string }>(
              tx as unknown as Db,
              sql.raw(`fetch ${BATCH} from backup_rows`),
            );
            for (const { row } of rows) await write(row);
            counts[table] += rows.length;
            if (rows.length < BATCH) break;
          }
          await tx.execute(sql`close backup_rows`);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await write(JSON.stringify({ end: true, rows: counts }));
    gzip.end();
    await written;
    fs.renameSync(temp, file);
    return counts;
  } catch (err) {
    gzip.destroy();
    await written.catch(() => {});
    fs.rmSync(temp, { force: true });
    throw err;
  }
}

/** Tables that hold at least one row. */
async function nonEmptyTables(db: Db, tables: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const rows = await queryRows(db, sql.raw(`select 1 from ${quote(table)} limit 1`));
    if (rows.length > 0) found.push(table);
  }
  return found;
}

/** Puts every serial and identity sequence after the highest id restored. */
async function resetSequences(db: Db): Promise<void> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    const t = quote(table);
    const c = quote(column);
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${t}', '${column.replace(/'/g, "''")}'),
        coalesce((select max(${c}) from ${t}), 1), (select max(${c}) from ${t}) is not null)`),
    );
  }
}

/**
 * Inserts rows as PostgreSQL reads them from JSON. Only the columns the backup has are named: a
 * column added by a later migration gets its default.
 */
async function insertRows(db: Db, table: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const t = quote(table);
  const columns = Object.keys(JSON.parse(rows[0] as string) as object)
    .map(quote)
    .join(', ');
  const insert = `insert into ${t} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${t}, `;
  await db.execute(sql`${sql.raw(insert)}${`[${rows.join(',')}]`}::json)`);
}

export interface RestoreOptions {
  /** Replace the rows of a database that is not empty. */
  force?: boolean;
}

/**
 * Restores `file` into `db` (migrated to this version's schema) in one transaction. Refuses a
 * database with rows (unless force: then they are replaced) and a file from a newer schema.
 */
export async function restoreBackup(
  db: Db,
  file: string,
  options: RestoreOptions = {},
): Promise<Record<string, number>> {
  const gunzip = zlib.createGunzip();
  const source = fs.createReadStream(file);
  // A file that cannot be read, or a cut-off gzip stream, fails the restore (readline rejects).
  source.on('error', (err) => gunzip.destroy(err));
  const lines = readline.createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    return done ? null : (value as string);
  };
  try {
    const header = parseHeader(await next(), file);
    const known = new Set(knownMigrations().map((m) => m.tag));
    const newer = header.migrations.filter((tag) => !known.has(tag));
    if (newer.length > 0) {
      throw new BackupError(
        `${file} comes from a newer version of Ordbot (migrations ${newer.join(', ')}): ` +
          'restore it with that version or a later one.',
      );
    }
    return await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      const tables = await tablesInOrder(tx);
      const filled = await nonEmptyTables(tx, tables);
      if (filled.length > 0 && !options.force) {
        throw new BackupError(
          `The database is not empty (${filled.join(', ')}): restore into an empty database, or add --force to replace its rows.`,
        );
      }
      if (filled.length > 0) {
        await tx.execute(sql.raw(`truncate ${tables.map(quote).join(', ')} restart identity`));
      }
      const counts: Record<string, number> = {};
      let table: string | null = null;
      let batch: string[] = [];
      for (let line = await next(); ; line = await next()) {
        if (line === null) throw new BackupError(`${file} is cut off: nothing was restored.`);
        if (!line.startsWith('{"table":') && !line.startsWith('{"end":')) {
          if (table === null) throw new BackupError(`${file} is not an Ordbot backup.`);
          batch.push(line);
          counts[table] = (counts[table] ?? 0) + 1;
          if (batch.length >= BATCH) {
            await insertRows(tx, table, batch);
            batch = [];
          }
          continue;
        }
        if (table !== null) await insertRows(tx, table, batch);
        batch = [];
        const marker = JSON.parse(line) as { table?: string; end?: true; rows?: object };
        if (marker.end) {
          checkCounts(marker.rows ?? {}, counts, file);
          break;
        }
        table = marker.table ?? null;
        if (table === null || !tables.includes(table)) {
          throw new BackupError(`${file} has a table this database does not have: ${table}.`);
        }
        counts[table] = 0;
      }
      await resetSequences(tx);
      return counts;
    });
  } finally {
    lines.close();
  }
}

function parseHeader(line: string | null, file: string): Header {
  let header: Header | null = null;
  try {
    header = line === null ? null : (JSON.parse(line) as Header);
  } catch {
    // Reported below.
  }
  if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.migrations)) {
    throw new BackupError(`${file} is not an Ordbot backup.`);
  }
  if (header.version > VERSION) {
    throw new BackupError(
      `${file} has backup format ${header.version}; this version reads ${VERSION}.`,
    );
  }
  return header;
}

function checkCounts(expected: object, counts: Record<string, number>, file: string) {
  for (const [table, rows] of Object.entries(expected)) {
    if ((counts[table] ?? 0) !== rows) {
      throw new BackupError(
        `${file} is damaged: ${table} has ${counts[table] ?? 0} of ${rows} rows.`,
      );
    }
  }
}
