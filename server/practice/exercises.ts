/**
 * 'Øv på feilene' on the server (docs/strategy.md, Practice): a user's exercises are the graded
 * moves of their player in finished games (move_analysis, player_move), and their progress the
 * answers they gave (practice_answers). An answer is stored under the id the client made for it,
 * so the same answer sent twice (a lost reply, the offline queue) counts once.
 */
import { sql } from 'drizzle-orm';
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import type {
  PracticeAnswerRequest,
  PracticeExercise,
  PracticeList,
  PracticeProgress,
} from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { INFERRED_EXERCISE_P } from '@ordbot/contract/served-analysis.ts';
import { queryRows, type Db } from '../db/database.ts';

/** At most this many exercises in a list: the largest misses. */
export const MAX_EXERCISES = 1000;

/**
 * The graded moves of a player's finished games: the grade their stored analysis gave them (by
 * win% lost where the language has strategy tables, by points missed elsewhere,
 * docs/strategy.md), so every exercise is a move the review calls a mistake and has a better
 * move and its 'Hvorfor'. Points missed alone do not make one: a move that scored less to keep
 * better tiles may be the best.
 */
function exerciseMoves(playerId: number) {
  return sql`select a.game_id, a.move_num, g.start_time, g.language, a.grade, a.win_lost,
      a.missed, a.points, a.points + a.missed as best_points
    from games g join move_analysis a on a.game_id = g.id
    where g.player_id = ${playerId} and g.finished and a.player_move and a.grade is not null
      and (a.rack_p is null or a.rack_p >= ${INFERRED_EXERCISE_P})`;
}

/** Each exercise's answers by the user: how many, any solved, and whether the first was. */
function answersOf(userId: number) {
  return sql`select game_id, move_num, count(*)::int as attempts, bool_or(solved) as solved,
      (array_agg(solved order by answered_at, received_at, answer_id))[1] as first_solved
    from practice_answers where user_id = ${userId} group by game_id, move_num`;
}

interface ExerciseRow {
  game_id: number;
  move_num: number;
  start_time: number;
  language: Language;
  grade: Grade;
  missed: number;
  points: number;
  best_points: number;
  attempts: number | null;
  solved: boolean | null;
}

/**
 * The user's exercises, the worst first: by grade, then win% lost, then points missed (the
 * newest game first on ties).
 */
export async function practiceList(
  db: Db,
  userId: number,
  playerId: number,
): Promise<PracticeList> {
  const rows = await queryRows<ExerciseRow>(
    db,
    sql`select e.game_id::float8 as game_id, e.move_num, e.start_time::float8 as start_time,
        e.language, e.grade, e.missed, e.points, e.best_points, p.attempts, p.solved
      from (${exerciseMoves(playerId)}) e
      left join (${answersOf(userId)}) p using (game_id, move_num)
      order by case e.grade when 'BLUNDER' then 0 when 'MISTAKE' then 1 else 2 end,
        e.win_lost desc nulls last, e.missed desc, e.start_time desc, e.game_id desc, e.move_num
      limit ${MAX_EXERCISES}`,
  );
  const exercises: PracticeExercise[] = rows.map((row) => ({
    gameId: Number(row.game_id),
    moveNum: row.move_num,
    startTime: Number(row.start_time),
    language: row.language,
    grade: row.grade,
    missed: row.missed,
    points: row.points,
    bestPoints: row.best_points,
    attempts: row.attempts ?? 0,
    solved: row.solved ?? false,
  }));
  return { exercises, progress: await practiceProgress(db, userId, playerId) };
}

/** Solved, all, tried and solved at the first try, over the player's current exercises. */
export async function practiceProgress(
  db: Db,
  userId: number,
  playerId: number,
): Promise<PracticeProgress> {
  const [row] = await queryRows<PracticeProgress>(
    db,
    sql`select count(*)::int as total,
        count(*) filter (where p.solved)::int as solved,
        count(p.attempts)::int as tried,
        count(*) filter (where p.first_solved)::int as "firstTry"
      from (${exerciseMoves(playerId)}) e
      left join (${answersOf(userId)}) p using (game_id, move_num)`,
  );
  return row ?? { solved: 0, total: 0, tried: 0, firstTry: 0 };
}

/**
 * Stores an answer once (its id decides) and answers the progress. Null when the move is not
 * one of the player's exercises.
 */
export async function recordAnswer(
  db: Db,
  userId: number,
  playerId: number,
  answer: PracticeAnswerRequest,
): Promise<PracticeProgress | null> {
  const [exercise] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from (${exerciseMoves(playerId)}) e
      where e.game_id = ${answer.gameId} and e.move_num = ${answer.moveNum}`,
  );
  if (!exercise) return null;
  await db.execute(sql`insert into practice_answers
      (answer_id, user_id, game_id, move_num, solved, answered_at, received_at)
    values (${answer.answerId}, ${userId}, ${answer.gameId}, ${answer.moveNum}, ${answer.solved},
      ${answer.answeredAt}, ${Date.now()})
    on conflict (answer_id) do nothing`);
  return practiceProgress(db, userId, playerId);
}
