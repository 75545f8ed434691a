/**
 * The drizzle-kit snapshot of server/db/schema.ts (docs/architecture.md, Migrations). Our
 * migrations are written by hand, so drizzle-kit's own snapshots fall behind; this keeps the
 * newest one equal to the schema, so that a migration drizzle-kit generates next holds only what
 * changed after it. `npm run db:snapshot` writes it; tests/server/schema-snapshot.test.ts fails
 * when it is stale. A script, not server code: drizzle-kit is a development dependency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { pathToFileURL } from 'node:url';
import * as schema from '../server/db/schema.ts';

type Snapshot = Parameters<typeof generateMigration>[0];

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'server', 'db', 'migrations');
const META = path.join(MIGRATIONS_DIR, 'meta');

/** The newest snapshot file in meta/ and its content. */
export function newestSnapshot(): { file: string; snapshot: Snapshot } {
  const files = fs
    .readdirSync(META)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort();
  const file = files.at(-1);
  if (!file) throw new Error(`no snapshot in ${META}`);
  return { file, snapshot: JSON.parse(fs.readFileSync(path.join(META, file), 'utf8')) };
}

/** JSON with object keys sorted, so two snapshots compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The schema as drizzle-kit sees it, without the snapshot chain's ids. */
function content(snapshot: Snapshot): string {
  const { id: _id, prevId: _prevId, ...rest } = snapshot as Snapshot & { prevId: string };
  return canonical(rest);
}

/** Whether the newest snapshot is server/db/schema.ts as it is now. */
export function snapshotIsCurrent(): boolean {
  const { snapshot } = newestSnapshot();
  return content(snapshot) === content(generateDrizzleJson(schema, snapshot.id));
}

/**
 * The SQL drizzle-kit would generate now, from the newest snapshot: empty when it is current.
 * (Ask only when current or when no column changed: a changed column makes drizzle-kit ask
 * whether it was renamed, which needs a terminal.)
 */
export async function pendingStatements(): Promise<string[]> {
  const { snapshot } = newestSnapshot();
  return generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id));
}

/**
 * Writes the schema's snapshot under the newest migration's number (the journal's last entry),
 * chained to the newest snapshot before it. Answers the file written, or null when it was current.
 */
export function writeSnapshot(): string | null {
  if (snapshotIsCurrent()) return null;
  const journal = JSON.parse(fs.readFileSync(path.join(META, '_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('the journal has no entries');
  const file = `${String(last.idx).padStart(4, '0')}_snapshot.json`;
  const before = newestSnapshot();
  const prevId = before.file === file ? before.snapshot.prevId : before.snapshot.id;
  const snapshot = generateDrizzleJson(schema, prevId);
  fs.writeFileSync(path.join(META, file), `${JSON.stringify(snapshot, null, 2)}\n`);
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = writeSnapshot();
  console.log(written ? `wrote server/db/migrations/meta/${written}` : 'the snapshot is current');
}
