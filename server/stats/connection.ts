/** testconn (docs/architecture.md): proves the database answers and how fast. */
import { sql } from 'drizzle-orm';
import type { TestConnResult } from '../../core/api-types.ts';
import type { DatabaseKind, Db } from '../db/database.ts';

export async function testConnection(db: Db, kind: DatabaseKind): Promise<TestConnResult> {
  const start = performance.now();
  await db.execute(sql`select 1`);
  const latencyMs = Math.round((performance.now() - start) * 100) / 100;
  return { ok: true, database: kind, latencyMs };
}
