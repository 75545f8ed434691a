/**
 * The player profile (docs/analysis.md, Player profile): one statement over the player's
 * game_profiles rows and player_words counts (profile-aggregates.ts), never over games or moves,
 * so its cost follows the player's games, not the database's.
 */
import { sql } from 'drizzle-orm';
import { averageAccuracy } from '@ordbot/engine/analysis/accuracy.ts';
import type { PlayerProfile } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { outcomeOf, type Outcome } from '@ordbot/contract/outcome.ts';
import { queryRows, type Db } from '../db/database.ts';
import { ALL_LANGUAGES } from '../games/profile-aggregates.ts';

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/** Rounded n / d, 0 when d is 0. */
const ratio = (n: number, d: number, decimals: number) => (d === 0 ? 0 : round(n / d, decimals));

/** A game_profiles row as json_build_array gives it, in start-time order. */
type GameTuple = [
  gameId: number,
  finished: boolean,
  playerScore: number,
  botScore: number,
  month: string,
  bingos: number,
  bestMoveNum: number | null,
  bestMovePoints: number | null,
  bestMoveWord: string | null,
  longestMoveNum: number | null,
  longestWord: string | null,
  movesAnalysed: number,
  bestFound: number,
  pointsMissed: number,
  accuracy: number | null,
];

interface ProfileRow {
  name: string;
  games: GameTuple[] | null;
  words: [string, number][] | null;
}

/** A game's outcome as one letter of the results string streaksOf reads. */
const RESULT_LETTER = { won: 'W', lost: 'L', draw: 'D' } as const satisfies Record<Outcome, string>;

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

/** The player's name, game rows and top words, or undefined for an unknown player. */
async function profileRow(
  db: Db,
  id: number,
  language: Language | null,
): Promise<ProfileRow | undefined> {
  // One ordered pass over the player's rows, summed up here: PGlite runs a single scan several
  // times faster than one aggregate query per figure.
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`
    select p.name,
      (select json_agg(json_build_array(game_id, finished, player_score, bot_score, month, bingos,
          best_move_num, best_move_points, best_move_word, longest_move_num, longest_word,
          moves_analysed, best_found, points_missed, accuracy)
          order by start_time, game_id)
        from game_profiles
        where player_id = ${id} and (${language}::text is null or language = ${language}::text)
      ) as games,
      (select json_agg(json_build_array(word, count) order by count desc, word) from (
        select word, count from player_words
        where player_id = ${id} and language = ${language ?? ALL_LANGUAGES} and count > 0
        order by count desc, word limit 10) w) as words
    from players p where p.id = ${id}`,
  );
  return row;
}

type Best = { game: GameTuple; value: number } | null;

// Ties go to the earliest game: the rows come in start-time order and only a better one wins.
const better = (best: Best, game: GameTuple, value: number | null, higher: boolean): Best =>
  value !== null && (!best || (higher ? value > best.value : value < best.value))
    ? { game, value }
    : best;

/** What the finished games add up to, in start-time order. */
interface Totals {
  player: number;
  bot: number;
  bingos: number;
  won: number;
  lost: number;
  /** One letter a game (RESULT_LETTER), for streaksOf. */
  results: string;
  analysis: { moves: number; found: number; missed: number };
  highest: Best;
  lowest: Best;
  biggestWin: Best;
  biggestLoss: Best;
  bestMove: Best;
  longest: Best;
  months: Map<string, { games: number; won: number; score: number }>;
  accuracies: number[];
  accuracyMonths: Map<string, number[]>;
}

/** Sums the finished games `games` up, in their order. */
function totalsOf(games: readonly GameTuple[]): Totals {
  const t: Totals = {
    player: 0,
    bot: 0,
    bingos: 0,
    won: 0,
    lost: 0,
    results: '',
    analysis: { moves: 0, found: 0, missed: 0 },
    highest: null,
    lowest: null,
    biggestWin: null,
    biggestLoss: null,
    bestMove: null,
    longest: null,
    months: new Map(),
    accuracies: [],
    accuracyMonths: new Map(),
  };
  for (const g of games) {
    const accuracy = g[14];
    if (accuracy !== null && accuracy !== undefined) {
      t.accuracies.push(accuracy);
      t.accuracyMonths.set(g[4], [...(t.accuracyMonths.get(g[4]) ?? []), accuracy]);
    }
    const [, , score, botScore, month, gameBingos, , bestPoints, , , longestWord] = g;
    t.analysis.moves += g[11];
    t.analysis.found += g[12];
    t.analysis.missed += g[13];
    const margin = score - botScore;
    const outcome = outcomeOf({ playerScore: score, botScore });
    t.player += score;
    t.bot += botScore;
    t.bingos += gameBingos;
    if (outcome === 'won') t.won++;
    if (outcome === 'lost') t.lost++;
    t.results += RESULT_LETTER[outcome];
    t.highest = better(t.highest, g, score, true);
    t.lowest = better(t.lowest, g, score, false);
    if (outcome === 'won') t.biggestWin = better(t.biggestWin, g, margin, true);
    if (outcome === 'lost') t.biggestLoss = better(t.biggestLoss, g, margin, false);
    t.bestMove = better(t.bestMove, g, bestPoints, true);
    t.longest = better(t.longest, g, longestWord === null ? null : [...longestWord].length, true);
    const m = t.months.get(month) ?? { games: 0, won: 0, score: 0 };
    t.months.set(month, {
      games: m.games + 1,
      won: m.won + (outcome === 'won' ? 1 : 0),
      score: m.score + score,
    });
  }
  return t;
}

const pick = <K extends string>(best: Best, key: K) =>
  best &&
  ({ gameId: Number(best.game[0]), [key]: best.value } as { gameId: number } & Record<K, number>);

/** Oldest month first: Oslo months follow the start times, so they come so; sorted to be sure. */
const byLabel = <T>(entries: Map<string, T>) => [...entries].sort(([a], [b]) => (a < b ? -1 : 1));

/** A player's profile, or null for an unknown player. `language` narrows every figure. */
export async function playerProfile(
  db: Db,
  id: number,
  language: Language | null,
): Promise<PlayerProfile | null> {
  const row = await profileRow(db, id, language);
  if (!row) return null;
  const all = row.games ?? [];
  const games = all.filter((g) => g[1]);
  const finished = games.length;
  const t = totalsOf(games);
  return {
    basicInfo: { id, name: row.name },
    games: {
      started: all.length,
      finished,
      won: t.won,
      draw: finished - t.won - t.lost,
      lost: t.lost,
      percentageWon: ratio(t.won * 100, finished, 2),
    },
    scores: {
      averagePlayer: ratio(t.player, finished, 1),
      averageBot: ratio(t.bot, finished, 1),
      averageMargin: ratio(t.player - t.bot, finished, 1),
      highest: pick(t.highest, 'score'),
      lowest: pick(t.lowest, 'score'),
      biggestWin: pick(t.biggestWin, 'margin'),
      biggestLoss: pick(t.biggestLoss, 'margin'),
    },
    bestMove: t.bestMove && {
      gameId: Number(t.bestMove.game[0]),
      moveNum: t.bestMove.game[6] as number,
      word: t.bestMove.game[8] as string,
      points: t.bestMove.value,
    },
    longestWord: t.longest && {
      gameId: Number(t.longest.game[0]),
      moveNum: t.longest.game[9] as number,
      word: t.longest.game[10] as string,
    },
    bingos: { total: t.bingos, perGame: ratio(t.bingos, finished, 2) },
    words: (row.words ?? []).map(([word, count]) => ({ word, count })),
    streaks: streaksOf(t.results),
    months: byLabel(t.months).map(([label, m]) => ({
      label,
      games: m.games,
      won: m.won,
      averageScore: ratio(m.score, m.games, 1),
    })),
    // The player's moves the server analysed (server/analysis), kept per game in game_profiles.
    analysis: {
      movesAnalysed: t.analysis.moves,
      bestFound: t.analysis.found,
      averageMissed: ratio(t.analysis.missed, t.analysis.moves, 1),
      accuracy: {
        average: averageAccuracy(t.accuracies),
        months: byLabel(t.accuracyMonths).map(([label, values]) => ({
          label,
          average: averageAccuracy(values) as number,
        })),
      },
    },
  };
}
