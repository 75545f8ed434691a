/** Most-used words (docs/product.md, Words; docs/architecture.md, statistics) from the word_counts aggregate. */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { MostUsedWordsRequest, WordCount } from '@ordbot/contract/api-types.ts';
import type { Db } from '../db/database.ts';
import { wordCounts } from '../db/schema.ts';

/**
 * The most played words, most used first. Ties go by word in code-point order (collate "C"), so
 * PGlite and PostgreSQL answer alike; word_counts_top_idx serves the count order.
 */
export async function mostUsedWords(db: Db, request: MostUsedWordsRequest): Promise<WordCount[]> {
  return db
    .select({ word: wordCounts.word, count: wordCounts.count })
    .from(wordCounts)
    .where(
      and(
        eq(wordCounts.language, request.language),
        eq(wordCounts.numTiles, request.numTilesPlayed),
        eq(wordCounts.playerType, request.playerType),
        gt(wordCounts.count, 0),
      ),
    )
    .orderBy(desc(wordCounts.count), asc(sql`${wordCounts.word} collate "C"`))
    .limit(request.entriesToReturn);
}
