import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { ensureEmptyDatabase } from './empty-database.ts';
import { newestSnapshot, pendingStatements, snapshotIsCurrent } from '../../scripts/db-snapshot.ts';

/** drizzle-kit's names for the types PostgreSQL reports otherwise. */
const SERIAL_TYPES: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

interface SnapshotColumn {
  name: string;
  type: string;
  notNull: boolean;
}

describe("the schema, drizzle-kit's snapshot and the hand-written migrations", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('the newest snapshot is server/db/schema.ts, so a generated migration holds only new changes (npm run db:snapshot)', async () => {
    expect(snapshotIsCurrent()).toBe(true);
    expect(await pendingStatements()).toEqual([]);
  });

  it('the migrations build exactly the tables and columns the schema declares, with their types and NOT NULL', async () => {
    const { snapshot } = newestSnapshot();
    const tables = snapshot.tables as Record<
      string,
      { name: string; columns: Record<string, SnapshotColumn> }
    >;
    const declared = Object.values(tables)
      .flatMap((table) =>
        Object.values(table.columns).map(
          (c) =>
            `${table.name}.${c.name} ${SERIAL_TYPES[c.type] ?? c.type}${c.notNull ? ' not null' : ''}`,
        ),
      )
      .sort();
    const result = await database.db.execute(sql`
      select c.relname as "table", a.attname as "column",
             format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as "notNull"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and c.relname <> '__drizzle_migrations'`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const built = rows
      .map((r) => `${r.table}.${r.column} ${r.type}${r.notNull ? ' not null' : ''}`)
      .sort();
    expect(built).toEqual(declared);
  });
});

describe('the migrated empty database the server tests start from (tests/server/empty-database.ts)', () => {
  /** Every object of the public schema with its definition, and the migrations applied. */
  async function describeDatabase(database: Database): Promise<string[]> {
    const result = await database.db.execute(sql`
      select 'column ' || c.relname || '.' || a.attname || ' ' ||
             format_type(a.atttypid, a.atttypmod) || coalesce(' default ' ||
             pg_get_expr(d.adbin, d.adrelid), '') || case when a.attnotnull then ' not null' else '' end
             as line
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'v', 'm') and a.attnum > 0
        and not a.attisdropped
      union all
      select 'index ' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')
      union all
      select 'constraint ' || conrelid::regclass || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 'function ' || p.proname || ' ' || md5(p.prosrc)
      from pg_proc p where p.pronamespace = 'public'::regnamespace
      union all
      select 'trigger ' || tgrelid::regclass || ' ' || tgname from pg_trigger where not tgisinternal
      union all
      select 'migration ' || hash from drizzle.__drizzle_migrations`);
    return (result as unknown as { rows: { line: string }[] }).rows.map((r) => r.line).sort();
  }

  it('holds exactly what the migrations build from nothing: tables, columns, defaults, indexes, constraints, functions, triggers and the applied migrations', async () => {
    const file = await ensureEmptyDatabase();
    const fromNothing = await openDatabase({ dataDir: 'memory://' });
    const fromDump = await openDatabase({ dataDir: 'memory://', loadDataDir: file });
    try {
      const expected = await describeDatabase(fromNothing);
      expect(expected.filter((line) => line.startsWith('migration ')).length).toBeGreaterThan(10);
      expect(await describeDatabase(fromDump)).toEqual(expected);
    } finally {
      await Promise.all([fromNothing.close(), fromDump.close()]);
    }
  }, 60_000);
});
