/**
 * The player profile's aggregates (docs/analysis.md, Player profile): one game_profiles row a game and
 * player_words counts, kept on ingest beside the other aggregates (aggregates.ts) and rebuilt
 * from the same definitions. A game's row is replaced whole when the game is sent again.
 */
import { inArray, sql } from 'drizzle-orm';
import { DIFFICULTY_COUNT } from '@ordbot/engine/fairplay.ts';
import type { Db } from '../db/database.ts';
import { gameProfiles } from '../db/schema.ts';
import type { AggregateTable } from './aggregate-table.ts';
import { chunks } from './chunks.ts';
import { periodsOf } from './periods.ts';

/** What the profile needs of a game (a part of aggregates.ts GameFacts). */
export interface ProfileFacts {
  gameId: number;
  playerId: number;
  startTime: number;
  language: string;
  finished: boolean;
  playerScore: number;
  botScore: number;
  words: { moveNum: number; numTiles: number; points: number; word: string; playerMove: boolean }[];
}

type ProfileRow = typeof gameProfiles.$inferInsert;

/** A game's profile row: the player's bingos, best move and longest word (earliest on ties). */
export function profileRow(game: ProfileFacts): ProfileRow {
  const own = game.words.filter((w) => w.playerMove).sort((a, b) => a.moveNum - b.moveNum);
  let best: ProfileFacts['words'][number] | undefined;
  let longest: ProfileFacts['words'][number] | undefined;
  for (const w of own) {
    if (!best || w.points > best.points) best = w;
    if (w.word && (!longest || [...w.word].length > [...longest.word].length)) longest = w;
  }
  return {
    gameId: game.gameId,
    playerId: game.playerId,
    language: game.language,
    startTime: game.startTime,
    month: periodsOf(game.startTime)[1],
    finished: game.finished,
    playerScore: game.playerScore,
    botScore: game.botScore,
    bingos: own.filter((w) => w.numTiles === 7).length,
    bestMoveNum: best?.moveNum ?? null,
    bestMovePoints: best?.points ?? null,
    bestMoveWord: best ? best.word : null,
    longestMoveNum: longest?.moveNum ?? null,
    longestWord: longest?.word ?? null,
  };
}

const SEP = '\u0001';

/** player_words' language for the counts over every language. */
export const ALL_LANGUAGES = 'ALL';

/** The profile's part of an ingest's aggregate change. */
export class ProfileDelta {
  /** The game's row after the change; null: the game's row goes. */
  private rows = new Map<number, ProfileRow | null>();
  private words = new Map<string, number>();

  add(game: ProfileFacts, sign: 1 | -1) {
    if (sign === 1) this.rows.set(game.gameId, profileRow(game));
    else if (!this.rows.has(game.gameId)) this.rows.set(game.gameId, null);
    if (!game.finished) return;
    for (const w of game.words) {
      if (!w.playerMove || !w.word) continue;
      // Counted for the language and for 'ALL', so either top 10 is one index range.
      for (const language of [game.language, ALL_LANGUAGES]) {
        const key = [game.playerId, language, w.word.toUpperCase()].join(SEP);
        this.words.set(key, (this.words.get(key) ?? 0) + sign);
      }
    }
  }

  async apply(db: Db): Promise<void> {
    const ids = [...this.rows.keys()].sort((a, b) => a - b);
    for (const part of chunks(ids, 2000)) {
      await db.delete(gameProfiles).where(inArray(gameProfiles.gameId, part));
    }
    const rows = [...this.rows.values()].filter((r): r is ProfileRow => r !== null);
    for (const part of chunks(rows, 2000)) await db.insert(gameProfiles).values(part);

    // Sorted by key, as the other aggregates: writers update shared rows in one order.
    const words = [...this.words].filter(([, n]) => n !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const part of chunks(words, 2000)) {
      const values = part.map(([k, n]) => {
        const [playerId, language, word] = k.split(SEP);
        return sql`(${Number(playerId)}::int, ${language}, ${word}, ${n}::int)`;
      });
      await db.execute(sql`
        insert into player_words (player_id, language, word, count)
        values ${sql.join(values, sql`, `)}
        on conflict (player_id, language, word) do update set
          count = player_words.count + excluded.count`);
    }
  }
}

/** A player's NORMAL moves, the first of each game by an order (distinct on). */
const firstMove = (where: string, order: string, cols: string) => `
  select distinct on (game_id) game_id, ${cols} from moves
  where move_type = 'NORMAL' and player_move ${where}
  order by game_id, ${order}, move_num`;

/** The player's analysed moves of each game (server/analysis/store.ts keeps them incrementally). */
const ANALYSED_PLAYER_MOVES = `
  select game_id, count(*) as moves, count(*) filter (where found) as found,
    sum(missed) as missed
  from move_analysis where player_move group by game_id`;

/** The profile's aggregate tables, in the shape of aggregates.ts AGGREGATE_TABLES. */
export const PROFILE_TABLES: AggregateTable[] = [
  {
    name: 'game_profiles',
    keys: ['game_id'],
    values: [
      'player_id',
      'language',
      'start_time',
      'month',
      'finished',
      'player_score',
      'bot_score',
      'bingos',
      'best_move_num',
      'best_move_points',
      'best_move_word',
      'longest_move_num',
      'longest_word',
      'moves_analysed',
      'best_found',
      'points_missed',
      'accuracy',
    ],
    // Mixed types: compared and shown as rows, and every stored row counts.
    rowValues: true,
    expected: `
      select g.id, g.player_id, g.language, g.start_time,
        to_char(to_timestamp(g.start_time) at time zone 'Europe/Oslo', 'YYYY-MM'),
        g.finished, g.player_score, g.bot_score, coalesce(b.bingos, 0)::int,
        best.move_num, best.points, best.main_word, l.move_num, l.main_word,
        coalesce(a.moves, 0)::int, coalesce(a.found, 0)::int, coalesce(a.missed, 0)::int,
        case when a.moves > 0 then ga.player_accuracy end
      from games g
      left join (
        select game_id, count(*)::int as bingos from moves
        where move_type = 'NORMAL' and player_move and num_tiles = 7 group by game_id
      ) b on b.game_id = g.id
      left join (${firstMove('', 'points desc', 'move_num, points, main_word')}) best
        on best.game_id = g.id
      left join (${firstMove(
        "and main_word <> ''",
        'char_length(main_word) desc',
        'move_num, main_word',
      )}) l on l.game_id = g.id
      left join (${ANALYSED_PLAYER_MOVES}) a on a.game_id = g.id
      left join game_analysis ga on ga.game_id = g.id`,
  },
  {
    // The game's player's analysed moves, in all and by difficulty (the fair-play desk's input).
    name: 'fairplay_players',
    keys: ['player_id'],
    values: ['moves', 'found', 'moves_by', 'found_by'],
    rowValues: true,
    expected: `
      with c as (
        select g.player_id, a.difficulty, count(*)::int as moves,
          count(*) filter (where a.found)::int as found
        from move_analysis a join games g on g.id = a.game_id
        where a.player_move group by 1, 2)
      select p.player_id, sum(coalesce(c.moves, 0))::int, sum(coalesce(c.found, 0))::int,
        array_agg(coalesce(c.moves, 0) order by d.difficulty),
        array_agg(coalesce(c.found, 0) order by d.difficulty)
      from (select distinct player_id from c) p
      cross join generate_series(0, ${DIFFICULTY_COUNT - 1}) d(difficulty)
      left join c on c.player_id = p.player_id and c.difficulty = d.difficulty
      group by p.player_id`,
  },
  {
    name: 'player_words',
    keys: ['player_id', 'language', 'word'],
    values: ['count'],
    expected: `
      select g.player_id, l.language, upper(m.main_word), count(*)::int
      from moves m join games g on g.id = m.game_id
      cross join lateral (values (g.language), ('${ALL_LANGUAGES}')) l(language)
      where g.finished and m.player_move and m.move_type = 'NORMAL' and m.main_word <> ''
      group by 1, 2, 3`,
  },
];
