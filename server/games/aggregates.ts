// Over 300 lines: each aggregate's add, subtract and rebuild sit together, so that none of them
// can change without the others (the rebuild test compares them).
/**
 * Aggregates kept on ingest (schema.ts): a game's contribution is added when it arrives and
 * subtracted when a new version replaces it, so the statistics never scan the games table.
 * rebuildAggregates recomputes everything from the games, for bulk loads and repairs.
 */
import { sql } from 'drizzle-orm';
import { outcomeOf, type Outcome } from '@ordbot/contract/outcome.ts';
import { isBingo } from '@ordbot/engine/replay.ts';
import { RACK_SIZE } from '@ordbot/contract/constants.ts';
import { queryRows, type Db } from '../db/database.ts';
import type { AggregateTable } from './aggregate-table.ts';
import { chunks } from '../db/chunks.ts';
import { periodsOf } from './periods.ts';
import { PROFILE_TABLES, ProfileDelta, type ProfileFacts } from './profile-aggregates.ts';

/** What the aggregates need of a game. */
export interface GameFacts extends ProfileFacts {
  playerId: number;
  startTime: number;
  language: string;
  boardType: string;
  finished: boolean;
  playerScore: number;
  botScore: number;
  numMoves: number;
  /** NORMAL moves: tiles placed, the main word, who played it, its number and points. */
  words: ProfileFacts['words'];
}

type Counter = Map<string, number[]>;

function bump(map: Counter, key: string, values: number[]) {
  const current = map.get(key);
  if (!current) map.set(key, values.slice());
  else values.forEach((v, i) => (current[i] = (current[i] as number) + v));
}

const SEP = '\u0001';

/**
 * A counter's entries that change something, sorted by key: every writer updates shared rows in
 * one order, so two never deadlock.
 */
const nonZero = (m: Counter) =>
  [...m].filter(([, v]) => v.some((x) => x !== 0)).sort(([a], [b]) => (a < b ? -1 : 1));
const split = (key: string) => key.split(SEP);

/** Summed changes to every aggregate table, applied in a few statements. */
export class AggregateDelta {
  private gameCounts: Counter = new Map();
  private periods: Counter = new Map();
  private playerPeriods: Counter = new Map();
  private playerLanguages: Counter = new Map();
  private wordCounts: Counter = new Map();
  private playerStats: Counter = new Map();
  private profiles = new ProfileDelta();

  add(game: GameFacts, sign: 1 | -1) {
    this.profiles.add(game, sign);
    const { language } = game;
    let words = 0;
    let bingos = 0;
    for (const w of game.words) {
      words++;
      if (isBingo({ moveType: 'NORMAL', numTiles: w.numTiles })) bingos++;
      if (!w.word) continue;
      const word = w.word.toUpperCase();
      for (const who of ['ALL', w.playerMove ? 'PLAYER' : 'BOT']) {
        bump(this.wordCounts, [language, w.numTiles, who, word].join(SEP), [sign]);
      }
    }
    bump(this.gameCounts, [language, game.boardType, game.finished].join(SEP), [
      sign,
      sign * game.numMoves,
      sign * words,
      sign * bingos,
    ]);
    for (const period of periodsOf(game.startTime)) {
      bump(this.periods, [language, period].join(SEP), [sign]);
      bump(this.playerPeriods, [language, period, game.playerId].join(SEP), [sign]);
    }
    bump(this.playerLanguages, [language, game.playerId].join(SEP), [sign]);
    const outcome = game.finished ? outcomeOf(game) : null;
    const count = (o: Outcome) => (outcome === o ? 1 : 0);
    bump(this.playerStats, String(game.playerId), [
      sign,
      sign * (game.finished ? 1 : 0),
      sign * count('won'),
      sign * count('draw'),
      sign * count('lost'),
    ]);
  }

  /** Writes the summed changes, table by table in one order, each table's rows by key. */
  async apply(db: Db): Promise<void> {
    await this.applyGameCounts(db);
    const uniqueDelta = await this.applyPlayerPeriods(db);
    await this.applyPeriodStats(db, uniqueDelta);
    await this.applyPlayerLanguages(db);
    await this.applyWordCounts(db);
    await this.applyPlayerStats(db);
    await this.profiles.apply(db);
  }

  private async applyGameCounts(db: Db): Promise<void> {
    const gameCounts = nonZero(this.gameCounts);
    if (gameCounts.length === 0) return;
    const rows = gameCounts.map(([k, v]) => {
      const [language, boardType, finished] = split(k);
      return sql`(${language}, ${boardType}, ${finished === 'true'}, ${v[0]}::int, ${v[1]}::int, ${v[2]}::int, ${v[3]}::int)`;
    });
    await db.execute(sql`
      insert into game_counts (language, board_type, finished, games, moves, words, bingos)
      values ${sql.join(rows, sql`, `)}
      on conflict (language, board_type, finished) do update set
        games = game_counts.games + excluded.games,
        moves = game_counts.moves + excluded.moves,
        words = game_counts.words + excluded.words,
        bingos = game_counts.bingos + excluded.bingos`);
  }

  /**
   * The player_periods rows; answers the change of unique players per period: a player counts
   * while their games in the period are above 0.
   */
  private async applyPlayerPeriods(db: Db): Promise<Counter> {
    const uniqueDelta: Counter = new Map();
    for (const part of chunks(nonZero(this.playerPeriods), 2000)) {
      const rows = part.map(([k, v]) => {
        const [language, period, playerId] = split(k);
        return sql`(${language}, ${period}, ${Number(playerId)}::int, ${v[0]}::int)`;
      });
      const result = await queryRows<{
        language: string;
        period: string;
        player_id: number;
        games: number;
      }>(
        db,
        sql`
        insert into player_periods (language, period, player_id, games)
        values ${sql.join(rows, sql`, `)}
        on conflict (language, period, player_id) do update set
          games = player_periods.games + excluded.games
        returning language, period, player_id, games`,
      );
      const after = new Map(
        result.map((r) => [[r.language, r.period, r.player_id].join(SEP), Number(r.games)]),
      );
      for (const [k, v] of part) {
        const now = after.get(k) ?? 0;
        const before = now - (v[0] as number);
        const change = before <= 0 && now > 0 ? 1 : before > 0 && now <= 0 ? -1 : 0;
        if (change !== 0) {
          const [language, period] = split(k);
          bump(uniqueDelta, [language, period].join(SEP), [change]);
        }
      }
    }
    return uniqueDelta;
  }

  private async applyPeriodStats(db: Db, uniqueDelta: Counter): Promise<void> {
    const periodKeys = new Set([...this.periods.keys(), ...uniqueDelta.keys()]);
    const periodRows = [...periodKeys]
      .sort()
      .map((k) => [k, this.periods.get(k)?.[0] ?? 0, uniqueDelta.get(k)?.[0] ?? 0] as const)
      .filter(([, games, unique]) => games !== 0 || unique !== 0);
    if (periodRows.length === 0) return;
    const rows = periodRows.map(([k, games, unique]) => {
      const [language, period] = split(k);
      return sql`(${language}, ${period}, ${games}::int, ${unique}::int)`;
    });
    await db.execute(sql`
      insert into period_stats (language, period, games_started, unique_players)
      values ${sql.join(rows, sql`, `)}
      on conflict (language, period) do update set
        games_started = period_stats.games_started + excluded.games_started,
        unique_players = period_stats.unique_players + excluded.unique_players`);
  }

  private async applyPlayerLanguages(db: Db): Promise<void> {
    for (const part of chunks(nonZero(this.playerLanguages), 2000)) {
      const rows = part.map(([k, v]) => {
        const [language, playerId] = split(k);
        return sql`(${language}, ${Number(playerId)}::int, ${v[0]}::int)`;
      });
      await db.execute(sql`
        insert into player_languages (language, player_id, games)
        values ${sql.join(rows, sql`, `)}
        on conflict (language, player_id) do update set
          games = player_languages.games + excluded.games`);
    }
  }

  private async applyWordCounts(db: Db): Promise<void> {
    for (const part of chunks(nonZero(this.wordCounts), 2000)) {
      const rows = part.map(([k, v]) => {
        const [language, numTiles, who, word] = split(k);
        return sql`(${language}, ${Number(numTiles)}::int, ${who}, ${word}, ${v[0]}::int)`;
      });
      await db.execute(sql`
        insert into word_counts (language, num_tiles, player_type, word, count)
        values ${sql.join(rows, sql`, `)}
        on conflict (language, num_tiles, player_type, word) do update set
          count = word_counts.count + excluded.count`);
    }
  }

  private async applyPlayerStats(db: Db): Promise<void> {
    for (const part of chunks(nonZero(this.playerStats), 2000)) {
      const rows = part.map(
        ([k, v]) =>
          sql`(${Number(k)}::int, ${v[0]}::int, ${v[1]}::int, ${v[2]}::int, ${v[3]}::int, ${v[4]}::int)`,
      );
      await db.execute(sql`
        insert into player_stats (player_id, games_started, games_finished, won, draw, lost)
        values ${sql.join(rows, sql`, `)}
        on conflict (player_id) do update set
          games_started = player_stats.games_started + excluded.games_started,
          games_finished = player_stats.games_finished + excluded.games_finished,
          won = player_stats.won + excluded.won,
          draw = player_stats.draw + excluded.draw,
          lost = player_stats.lost + excluded.lost`);
    }
  }
}

const OSLO_YEAR = `to_char(to_timestamp(g.start_time) at time zone 'Europe/Oslo', 'YYYY')`;
const OSLO_MONTH = `to_char(to_timestamp(g.start_time) at time zone 'Europe/Oslo', 'YYYY-MM')`;

const PLAYER_PERIODS = `
  select g.language, ${OSLO_YEAR} as period, g.player_id, count(*)::int as games from games g
  group by 1, 2, 3
  union all
  select g.language, ${OSLO_MONTH}, g.player_id, count(*)::int from games g group by 1, 2, 3`;

/** Every aggregate table; the rebuild and the check read the same definitions. */
export const AGGREGATE_TABLES: readonly AggregateTable[] = [
  {
    name: 'game_counts',
    keys: ['language', 'board_type', 'finished'],
    values: ['games', 'moves', 'words', 'bingos'],
    expected: `
      select g.language, g.board_type, g.finished, count(*)::int, coalesce(sum(g.num_moves), 0)::int,
        coalesce(sum(w.words), 0)::int, coalesce(sum(w.bingos), 0)::int
      from games g
      left join (
        select game_id, count(*) as words, count(*) filter (where num_tiles = ${RACK_SIZE}) as bingos
        from moves where move_type = 'NORMAL' group by game_id
      ) w on w.game_id = g.id
      group by g.language, g.board_type, g.finished`,
  },
  {
    name: 'player_periods',
    keys: ['language', 'period', 'player_id'],
    values: ['games'],
    expected: PLAYER_PERIODS,
  },
  {
    name: 'period_stats',
    keys: ['language', 'period'],
    values: ['games_started', 'unique_players'],
    expected: `
      select language, period, sum(games)::int, count(*)::int from (${PLAYER_PERIODS}) p
      group by language, period`,
  },
  {
    name: 'player_languages',
    keys: ['language', 'player_id'],
    values: ['games'],
    expected: `select language, player_id, count(*)::int from games group by 1, 2`,
  },
  {
    name: 'word_counts',
    keys: ['language', 'num_tiles', 'player_type', 'word'],
    values: ['count'],
    expected: `
      select g.language, m.num_tiles, t.who, upper(m.main_word), count(*)::int
      from moves m join games g on g.id = m.game_id
      cross join lateral (values ('ALL'), (case when m.player_move then 'PLAYER' else 'BOT' end)) t(who)
      where m.move_type = 'NORMAL' and m.main_word <> ''
      group by 1, 2, 3, 4`,
  },
  {
    name: 'player_stats',
    keys: ['player_id'],
    values: ['games_started', 'games_finished', 'won', 'draw', 'lost'],
    expected: `
      select player_id, count(*)::int,
        count(*) filter (where finished)::int,
        count(*) filter (where finished and player_score > bot_score)::int,
        count(*) filter (where finished and player_score = bot_score)::int,
        count(*) filter (where finished and player_score < bot_score)::int
      from games group by player_id`,
  },
  ...PROFILE_TABLES,
];

/** How one aggregate table differs from what the games give; `examples` shows a few rows. */
export interface AggregateDrift {
  table: string;
  /** Rows the games give that the table lacks. */
  missing: number;
  /** Rows the table has that the games do not give (rows of zeros do not count). */
  extra: number;
  /** Rows in both with other values. */
  differing: number;
  examples: string[];
}

const EXAMPLES = 5;

/** Compares one table with its expected rows inside the database. */
async function driftOf(db: Db, table: AggregateTable): Promise<AggregateDrift> {
  const cols = [...table.keys, ...table.values].join(', ');
  const first = table.keys[0] as string;
  const values = (side: string) => table.values.map((c) => `${side}.${c}`).join(', ');
  const shown = (side: string) =>
    `case when ${side}.${first} is null then '-' else ${table.rowValues ? `row(${values(side)})` : `array[${values(side)}]`}::text end`;
  const query = `
    with e(${cols}) as (${table.expected}),
    s as (select ${cols} from ${table.name}
      where ${table.rowValues ? 'true' : table.values.map((v) => `${v} <> 0`).join(' or ')}),
    d as (
      select case when s.${first} is null then 'missing'
          when e.${first} is null then 'extra' else 'differing' end as side,
        concat_ws(' ', ${table.keys.map((k) => `coalesce(e.${k}, s.${k})`).join(', ')})
          || ': ' || ${shown('s')} || ' -> ' || ${shown('e')} as example
      from e full join s on ${table.keys.map((k) => `e.${k} = s.${k}`).join(' and ')}
      where (${values('e')}) is distinct from (${values('s')})
    )
    select side, count(*)::int as n, (array_agg(example order by example))[1:${EXAMPLES}] as examples
    from d group by side`;
  const rows = await queryRows<{
    side: 'missing' | 'extra' | 'differing';
    n: number;
    examples: string[];
  }>(db, sql.raw(query));
  const drift: AggregateDrift = {
    table: table.name,
    missing: 0,
    extra: 0,
    differing: 0,
    examples: [],
  };
  for (const row of rows) {
    drift[row.side] = row.n;
    drift.examples.push(...row.examples);
  }
  return drift;
}

/** Every aggregate table that differs from a full recount of the games (none: no drift). */
export async function checkAggregates(db: Db): Promise<AggregateDrift[]> {
  const drifts: AggregateDrift[] = [];
  for (const table of AGGREGATE_TABLES) {
    const drift = await driftOf(db, table);
    if (drift.missing + drift.extra + drift.differing > 0) drifts.push(drift);
  }
  return drifts;
}

/**
 * Recomputes every aggregate table from the games and moves in one transaction (after a bulk
 * load, or to repair drift). Ingests wait for it and then apply their change on top.
 */
export async function rebuildAggregates(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${AGGREGATE_TABLES.map((t) => t.name).join(', ')}`));
    for (const table of AGGREGATE_TABLES) {
      const cols = [...table.keys, ...table.values].join(', ');
      await tx.execute(sql.raw(`insert into ${table.name} (${cols}) ${table.expected}`));
    }
  });
}
