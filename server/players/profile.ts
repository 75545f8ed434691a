/**
 * The player profile (analysis.md, Player profile): one statement over the player's
 * game_profiles rows and player_words counts (profile-aggregates.ts), never over games or moves,
 * so its cost follows the player's games, not the database's.
 */
import { sql } from 'drizzle-orm';
import type { PlayerProfile } from '../../core/api-types.ts';
import type { Language } from '../../core/enums.ts';
import { queryRows, type Db } from '../db/database.ts';
import { ALL_LANGUAGES } from '../games/profile-aggregates.ts';

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/** Rounded n / d, 0 when d is 0. */
const ratio = (n: number, d: number, decimals: number) => (d === 0 ? 0 : round(n / d, decimals));

interface ProfileRow {
  name: string;
  started: number;
  totals: {
    finished: number;
    won: number;
    draw: number;
    lost: number;
    player: number | null;
    bot: number | null;
    bingos: number | null;
  };
  highest: [number, number] | null;
  lowest: [number, number] | null;
  biggest_win: [number, number] | null;
  biggest_loss: [number, number] | null;
  best_move: [number, number, string, number] | null;
  longest: [number, number, string] | null;
  /** W, L or D per finished game, by start time. */
  results: string | null;
  months: [string, number, number, number][] | null;
  words: [string, number][] | null;
}

/** The longest run of wins, and the run the latest finished game belongs to. */
export function streaksOf(results: string): PlayerProfile['streaks'] {
  let longestWin = 0;
  let run = 0;
  for (let i = 0; i < results.length; i++) {
    run = i > 0 && results[i] === results[i - 1] ? run + 1 : 1;
    if (results[i] === 'W') longestWin = Math.max(longestWin, run);
  }
  const last = results.at(-1);
  const names = { W: 'WIN', L: 'LOSS', D: 'DRAW' } as const;
  return {
    longestWin,
    current: last ? { result: names[last as keyof typeof names], length: run } : null,
  };
}

/** A player's profile, or null for an unknown player. `language` narrows every figure. */
export async function playerProfile(
  db: Db,
  id: number,
  language: Language | null,
): Promise<PlayerProfile | null> {
  const lang = sql`(${language}::text is null or language = ${language}::text)`;
  // Ties go to the earliest game: start time, then id.
  const first = (order: string) => sql.raw(`order by ${order}, start_time, game_id limit 1`);
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`
    with g as materialized (
      select game_id, start_time, month, finished, player_score, bot_score, bingos,
        best_move_num, best_move_points, best_move_word, longest_move_num, longest_word
      from game_profiles where player_id = ${id} and ${lang}
    ),
    f as materialized (select * from g where finished)
    select p.name,
      (select count(*)::int from g) as started,
      (select json_build_object(
        'finished', count(*), 'won', count(*) filter (where player_score > bot_score),
        'draw', count(*) filter (where player_score = bot_score),
        'lost', count(*) filter (where player_score < bot_score),
        'player', sum(player_score), 'bot', sum(bot_score), 'bingos', sum(bingos)) from f) as totals,
      (select json_build_array(game_id, player_score) from f ${first('player_score desc')}) as highest,
      (select json_build_array(game_id, player_score) from f ${first('player_score')}) as lowest,
      (select json_build_array(game_id, player_score - bot_score) from f
        where player_score > bot_score ${first('player_score - bot_score desc')}) as biggest_win,
      (select json_build_array(game_id, player_score - bot_score) from f
        where player_score < bot_score ${first('player_score - bot_score')}) as biggest_loss,
      (select json_build_array(game_id, best_move_num, best_move_word, best_move_points) from f
        where best_move_num is not null ${first('best_move_points desc')}) as best_move,
      (select json_build_array(game_id, longest_move_num, longest_word) from f
        where longest_word is not null ${first('char_length(longest_word) desc')}) as longest,
      (select string_agg(case when player_score > bot_score then 'W'
          when player_score < bot_score then 'L' else 'D' end, '' order by start_time, game_id)
        from f) as results,
      (select json_agg(json_build_array(month, games, won, score) order by month) from (
        select month, count(*) as games, count(*) filter (where player_score > bot_score) as won,
          sum(player_score) as score from f group by month) m) as months,
      (select json_agg(json_build_array(word, count) order by count desc, word) from (
        select word, count from player_words
        where player_id = ${id} and language = ${language ?? ALL_LANGUAGES} and count > 0
        order by count desc, word limit 10) w) as words
    from players p where p.id = ${id}`,
  );
  if (!row) return null;
  const t = row.totals;
  const finished = Number(t.finished);
  const player = Number(t.player ?? 0);
  const bot = Number(t.bot ?? 0);
  const bingos = Number(t.bingos ?? 0);
  const pair = <K extends string>(v: [number, number] | null, key: K) =>
    v
      ? ({ gameId: Number(v[0]), [key]: Number(v[1]) } as { gameId: number } & Record<K, number>)
      : null;
  return {
    basicInfo: { id, name: row.name },
    games: {
      started: Number(row.started),
      finished,
      won: Number(t.won),
      draw: Number(t.draw),
      lost: Number(t.lost),
      percentageWon: ratio(Number(t.won) * 100, finished, 2),
    },
    scores: {
      averagePlayer: ratio(player, finished, 1),
      averageBot: ratio(bot, finished, 1),
      averageMargin: ratio(player - bot, finished, 1),
      highest: pair(row.highest, 'score'),
      lowest: pair(row.lowest, 'score'),
      biggestWin: pair(row.biggest_win, 'margin'),
      biggestLoss: pair(row.biggest_loss, 'margin'),
    },
    bestMove: row.best_move && {
      gameId: Number(row.best_move[0]),
      moveNum: row.best_move[1],
      word: row.best_move[2],
      points: row.best_move[3],
    },
    longestWord: row.longest && {
      gameId: Number(row.longest[0]),
      moveNum: row.longest[1],
      word: row.longest[2],
    },
    bingos: { total: bingos, perGame: ratio(bingos, finished, 2) },
    words: (row.words ?? []).map(([word, count]) => ({ word, count })),
    streaks: streaksOf(row.results ?? ''),
    months: (row.months ?? []).map(([label, games, won, score]) => ({
      label,
      games,
      won,
      averageScore: ratio(Number(score), games, 1),
    })),
    // Filled by the server-side analysis (issue 15, part 3); none stored yet.
    analysis: { movesAnalysed: 0, bestFound: 0, averageMissed: 0 },
  };
}
