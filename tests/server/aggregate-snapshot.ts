/** The aggregate tables as rows, for comparing what ingest kept with a full rebuild. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/database.ts';
import { rebuildAggregates } from '../../server/games/aggregates.ts';

const AGGREGATES = [
  // Rows that went back to zero stay behind after updates; a rebuild does not make them.
  'game_counts where games <> 0 order by language, board_type, finished',
  'period_stats where games_started <> 0 or unique_players <> 0 order by language, period',
  'player_periods where games <> 0 order by language, period, player_id',
  'player_languages where games <> 0 order by language, player_id',
  'word_counts where count <> 0 order by language, num_tiles, player_type, word',
  'player_stats where games_started <> 0 order by player_id',
  'game_profiles order by game_id',
  'player_words where count <> 0 order by player_id, language, word',
  'fairplay_players order by player_id',
];

export async function aggregateSnapshot(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of AGGREGATES) {
    out[table] = await queryRows(db, sql.raw(`select * from ${table}`));
  }
  return out;
}

/** The aggregates as ingest left them, and as a full rebuild makes them (which it then keeps). */
export async function keptAndRebuilt(db: Db) {
  const kept = await aggregateSnapshot(db);
  await rebuildAggregates(db);
  return { kept, rebuilt: await aggregateSnapshot(db) };
}
