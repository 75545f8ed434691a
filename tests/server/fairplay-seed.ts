/**
 * Seeds the analysis the fair-play desk reads, for tests: games through the real ingest, then
 * move_analysis rows and the fairplay_counts they add up to, as the analysis keeps them (counts
 * of the players' own moves only).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database.ts';
import { fairplayCounts, moveAnalysis } from '../../server/db/schema.ts';

export interface SeededMove {
  gameId: number;
  moveNum: number;
  playerMove: boolean;
  points: number;
  bestPoints: number;
  difficulty: number;
}

/** Writes the moves' analysis and adds the player moves to their players' counts. */
export async function seedAnalysis(
  db: Db,
  playerOf: ReadonlyMap<number, number>,
  seeded: readonly SeededMove[],
): Promise<void> {
  if (seeded.length === 0) return;
  for (let i = 0; i < seeded.length; i += 1000) {
    await db.insert(moveAnalysis).values(
      seeded.slice(i, i + 1000).map((m) => ({
        gameId: m.gameId,
        moveNum: m.moveNum,
        playerMove: m.playerMove,
        points: m.points,
        bestPoints: m.bestPoints,
        secondPoints: null,
        placements: 10,
        bestRackPoints: null,
        missed: Math.max(0, m.bestPoints - m.points),
        found: m.points >= m.bestPoints,
        difficulty: m.difficulty,
      })),
    );
  }
  const counts = new Map<
    string,
    { playerId: number; difficulty: number; moves: number; found: number }
  >();
  for (const m of seeded) {
    if (!m.playerMove) continue;
    const playerId = playerOf.get(m.gameId);
    if (playerId === undefined) throw new Error(`no player for game ${m.gameId}`);
    const key = `${playerId}:${m.difficulty}`;
    const c = counts.get(key) ?? { playerId, difficulty: m.difficulty, moves: 0, found: 0 };
    c.moves += 1;
    if (m.points >= m.bestPoints) c.found += 1;
    counts.set(key, c);
  }
  await db
    .insert(fairplayCounts)
    .values([...counts.values()])
    .onConflictDoUpdate({
      target: [fairplayCounts.playerId, fairplayCounts.difficulty],
      set: {
        moves: sql`${fairplayCounts.moves} + excluded.moves`,
        found: sql`${fairplayCounts.found} + excluded.found`,
      },
    });
}
