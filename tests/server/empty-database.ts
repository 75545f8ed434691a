// A migrated empty embedded database, dumped once per change of the migrations or of PGlite, that
// the server tests' in-memory databases start from (OpenOptions.loadDataDir): PGlite's first
// start makes its cluster (initdb), about two seconds a database, where loading the dump takes
// about half a second. Made by the vitest global setup (tests/global-setup.ts) before any test
// file runs; schema-snapshot.test.ts checks that a database started from it equals one migrated
// from nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MIGRATIONS = path.join(ROOT, 'server', 'db', 'migrations');

/** The dump's path: named by the migrations' contents and PGlite's version. */
export function emptyDatabasePath(): string {
  const hash = createHash('sha256');
  const version = JSON.parse(
    fs.readFileSync(
      path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
      'utf8',
    ),
  ).version as string;
  hash.update(version);
  for (const entry of fs.readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS, entry);
    if (!fs.statSync(file).isFile()) continue;
    hash.update(entry).update(fs.readFileSync(file));
  }
  return path.join(ROOT, '.tmp', 'vitest', `empty-database-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the dump unless it is there; returns its path. */
export async function ensureEmptyDatabase(): Promise<string> {
  const file = emptyDatabasePath();
  if (fs.existsSync(file)) return file;
  const db = await PGlite.create('memory://');
  try {
    await migrate(drizzle(db), { migrationsFolder: MIGRATIONS });
    const dump = await db.dumpDataDir('none');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/** The dump for an in-memory database of a test, when the global setup made it. */
export function emptyDatabase(): { loadDataDir?: string } {
  const file = emptyDatabasePath();
  return fs.existsSync(file) ? { loadDataDir: file } : {};
}
