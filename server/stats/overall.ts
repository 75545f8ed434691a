/**
 * The four headline figures (docs/product.md, Home page; docs/architecture.md, statistics), all from the aggregates:
 * game_counts for games, words and bingos, player_languages for players. No scan of the games.
 */
import { sql } from 'drizzle-orm';
import type { OverallStats } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { queryRows, type Db } from '../db/database.ts';

export async function overallStats(db: Db, language: Language): Promise<OverallStats> {
  const [counts] = await queryRows<Omit<OverallStats, 'numPlayers'>>(
    db,
    sql`
    select
      coalesce(sum(games) filter (where not finished), 0)::int as "ongoingGames",
      coalesce(sum(games), 0)::int as "numGames",
      coalesce(sum(words), 0)::int as "numMoves",
      coalesce(sum(bingos), 0)::int as "numBingos"
    from game_counts where language = ${language}`,
  );
  const [players] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from player_languages where language = ${language} and games > 0`,
  );
  return {
    ongoingGames: Number(counts?.ongoingGames ?? 0),
    numPlayers: Number(players?.n ?? 0),
    numGames: Number(counts?.numGames ?? 0),
    numMoves: Number(counts?.numMoves ?? 0),
    numBingos: Number(counts?.numBingos ?? 0),
  };
}
