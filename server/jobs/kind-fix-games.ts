/** fix-games as a job: the games in batches by id; the cursor is the last id checked. */
import { sql } from 'drizzle-orm';
import type { FixGamesResult } from '@ordbot/contract/api-types.ts';
import { queryRows } from '../db/database.ts';
import { FIX_BATCH_SIZE, fixBatch } from '../games/fix.ts';
import { defineJobKind } from './kind.ts';

export const fixGamesJob = defineJobKind<{ afterId: number }, FixGamesResult>({
  async total(db) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from games`);
    return row?.n ?? 0;
  },
  start: () => ({ cursor: { afterId: 0 }, result: { checked: 0, broken: 0 } }),
  async step(tx, cursor, result, batchSize, _prepared, _run, { gamesChanges }) {
    const next = { ...result };
    const size = batchSize ?? FIX_BATCH_SIZE;
    const lastId = await fixBatch(tx, gamesChanges, cursor.afterId, size, next);
    return {
      cursor: { afterId: lastId ?? cursor.afterId },
      result: next,
      done: next.checked - result.checked,
      finished: lastId === null,
    };
  },
});
