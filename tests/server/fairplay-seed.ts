/**
 * Seeds the analysis the fair-play desk reads, for tests: games through the real ingest, then
 * move_analysis rows and the fairplay_players rows they add up to, as the analysis keeps them
 * (counts of the players' own moves only; the seeded players have no analysis before).
 */
import { DIFFICULTY_COUNT } from '@ordbot/engine/fairplay.ts';
import type { Db } from '../../server/db/database.ts';
import { fairplayPlayers, moveAnalysis } from '../../server/db/schema.ts';

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
  const rows = new Map<number, { moves: number[]; found: number[] }>();
  for (const m of seeded) {
    if (!m.playerMove) continue;
    const playerId = playerOf.get(m.gameId);
    if (playerId === undefined) throw new Error(`no player for game ${m.gameId}`);
    const row = rows.get(playerId) ?? {
      moves: new Array<number>(DIFFICULTY_COUNT).fill(0),
      found: new Array<number>(DIFFICULTY_COUNT).fill(0),
    };
    row.moves[m.difficulty] = (row.moves[m.difficulty] ?? 0) + 1;
    if (m.points >= m.bestPoints) row.found[m.difficulty] = (row.found[m.difficulty] ?? 0) + 1;
    rows.set(playerId, row);
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  await db.insert(fairplayPlayers).values(
    [...rows].map(([playerId, row]) => ({
      playerId,
      moves: sum(row.moves),
      found: sum(row.found),
      movesBy: row.moves,
      foundBy: row.found,
    })),
  );
}
