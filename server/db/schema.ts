// Over 300 lines: the whole schema in one file, as Drizzle and drizzle-kit read it; each table
// says what it holds and why beside it.
/**
 * The database schema (Drizzle). One schema for the embedded PGlite and a PostgreSQL server;
 * migrations in server/db/migrations are generated from it with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Players as the bot knows them: the id is the bot's own player id. */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [index('players_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Premium-square layouts: 225 codes 0-5 as a string of digits. */
export const boardLayouts = pgTable(
  'board_layouts',
  {
    id: serial('id').primaryKey(),
    codes: text('codes').notNull(),
  },
  (t) => [
    uniqueIndex('board_layouts_codes_idx').on(t.codes),
    check('board_layouts_codes_check', sql`${t.codes} ~ '^[0-5]{225}$'`),
  ],
);

export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** Epoch seconds. */
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    language: text('language').notNull(),
    boardType: text('board_type').notNull(),
    layoutId: integer('layout_id')
      .notNull()
      .references(() => boardLayouts.id),
    playerScore: integer('player_score').notNull(),
    botScore: integer('bot_score').notNull(),
    finished: boolean('finished').notNull(),
    hasCheat: boolean('has_cheat').notNull().default(false),
    hasBrokenMoves: boolean('has_broken_moves').notNull().default(false),
    numMoves: integer('num_moves').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Plain ascending indexes: PostgreSQL scans them backwards for DESC orders.
    index('games_start_time_idx').on(t.startTime, t.id),
    index('games_player_start_idx').on(t.playerId, t.startTime, t.id),
    index('games_language_start_idx').on(t.language, t.startTime, t.id),
    index('games_player_score_idx').on(t.playerScore, t.id),
    index('games_bot_score_idx').on(t.botScore, t.id),
    index('games_ongoing_idx')
      .on(t.startTime, t.id)
      .where(sql`${t.finished} = false`),
  ],
);

export const moves = pgTable(
  'moves',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    moveNum: integer('move_num').notNull(),
    moveType: text('move_type').notNull(),
    playerMove: boolean('player_move').notNull(),
    letters: text('letters').notNull(),
    points: integer('points').notNull(),
    numTiles: integer('num_tiles').notNull(),
    mainWord: text('main_word').notNull(),
    vertical: boolean('vertical').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    /** The mover's rack when the bot sent it (docs/analysis.md); null when unknown. */
    rack: text('rack'),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.moveNum] })],
);

/** Moves the bot flagged as suspected cheating. */
export const cheats = pgTable(
  'cheats',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    moveNum: integer('move_num').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.moveNum] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** argon2id; null until the user sets a password through an invitation. */
    passwordHash: text('password_hash'),
    playerId: integer('player_id').references(() => players.id),
    mainRole: text('main_role').notNull(),
    status: text('status').notNull(),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** Sign-in sessions; tokens are stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The token before the last renewal, valid until previousValidUntil (other open tabs). */
    previousTokenHash: text('previous_token_hash'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    index('sessions_previous_token_idx').on(t.previousTokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Registration and password-reset links ('web <e-mail>' in the game chat). */
export const invitations = pgTable(
  'invitations',
  {
    /** SHA-256 (hex) of the link id: the id itself is only in the mail, like a session token. */
    uuidHash: text('uuid_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The player who asked in the chat: linked to a user without a player when the link is used. */
    playerId: integer('player_id').references(() => players.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

/** Each 'web <e-mail>' that mailed a link or notice: the daily limit per address and per player. */
export const webRequests = pgTable(
  'web_requests',
  {
    id: serial('id').primaryKey(),
    emailLower: text('email_lower').notNull(),
    playerId: integer('player_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('web_requests_email_idx').on(t.emailLower, t.createdAt),
    index('web_requests_player_idx').on(t.playerId, t.createdAt),
  ],
);

/**
 * Aggregates kept up to date on every ingest, so that the statistics and the unfiltered search
 * total never scan the games (docs/decisions/pglite.md: scans take 45-150 ms at 200,000 games).
 */

/** Game counts by the search's cheap filters. */
export const gameCounts = pgTable(
  'game_counts',
  {
    language: text('language').notNull(),
    boardType: text('board_type').notNull(),
    finished: boolean('finished').notNull(),
    games: integer('games').notNull().default(0),
    moves: integer('moves').notNull().default(0),
    /** NORMAL moves (words played) and NORMAL moves of 7 tiles. */
    words: integer('words').notNull().default(0),
    bingos: integer('bingos').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.boardType, t.finished] })],
);

/** Games started and active players per period ('YYYY' or 'YYYY-MM', Europe/Oslo). */
export const periodStats = pgTable(
  'period_stats',
  {
    language: text('language').notNull(),
    period: text('period').notNull(),
    gamesStarted: integer('games_started').notNull().default(0),
    uniquePlayers: integer('unique_players').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.period] })],
);

/** How many games a player started in a period: the reference count behind uniquePlayers. */
export const playerPeriods = pgTable(
  'player_periods',
  {
    language: text('language').notNull(),
    period: text('period').notNull(),
    playerId: integer('player_id').notNull(),
    games: integer('games').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.period, t.playerId] })],
);

/** Games per player and language: numPlayers counts the rows with games > 0. */
export const playerLanguages = pgTable(
  'player_languages',
  {
    language: text('language').notNull(),
    playerId: integer('player_id').notNull(),
    games: integer('games').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.playerId] })],
);

/** How often each word was played, by language, tiles placed and who played it. */
export const wordCounts = pgTable(
  'word_counts',
  {
    language: text('language').notNull(),
    numTiles: integer('num_tiles').notNull(),
    /** ALL, PLAYER or BOT. */
    playerType: text('player_type').notNull(),
    word: text('word').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.numTiles, t.playerType, t.word] }),
    index('word_counts_top_idx').on(t.language, t.numTiles, t.playerType, t.count),
  ],
);

/** Per-player results (docs/product.md, Player list), kept on ingest so the player list reads one small table. */
export const playerStats = pgTable('player_stats', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  gamesStarted: integer('games_started').notNull().default(0),
  gamesFinished: integer('games_finished').notNull().default(0),
  won: integer('won').notNull().default(0),
  draw: integer('draw').notNull().default(0),
  lost: integer('lost').notNull().default(0),
});

/**
 * Background jobs (docs/analysis.md, Background jobs): long work in batches, resumable from `cursor`.
 * The instance in `owner` runs the job while it renews `heartbeatAt` (a lease): when the lease
 * runs out, another instance (or this one after a restart) takes the job over. The partial unique
 * index lets one job of a kind be queued or running at a time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** queued, running, done or failed. */
    state: text('state').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Where the job goes on after a restart (its kind's own checkpoint). */
    cursor: jsonb('cursor'),
    /** What the job found, e.g. fix-games {checked, broken}. */
    result: jsonb('result'),
    error: text('error'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    owner: text('owner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_active_kind_idx')
      .on(t.kind)
      .where(sql`${t.state} in ('queued', 'running')`),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Counters of the rate limits and sign-in lockouts, shared by every server instance: `key` names
 * the counter (route and address, or a hashed account), `hits` counts in the window that ends
 * at `resetAt`, `blockedUntil` is an account's lock. Expired rows go in the periodic clean-up.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * One row a game with what the player profile needs of it (docs/analysis.md, Player profile): the
 * result, the Oslo month, and the player's bingos, best move and longest word in the game. Kept
 * on ingest (replaced with the game), so a profile reads one narrow row a game, never the moves.
 */
export const gameProfiles = pgTable(
  'game_profiles',
  {
    gameId: bigint('game_id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    language: text('language').notNull(),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    /** 'YYYY-MM' in Europe/Oslo. */
    month: text('month').notNull(),
    finished: boolean('finished').notNull(),
    playerScore: integer('player_score').notNull(),
    botScore: integer('bot_score').notNull(),
    /** The player's NORMAL moves of 7 tiles. */
    bingos: integer('bingos').notNull().default(0),
    /** The player's highest-scoring move (earliest on ties); null without a NORMAL move. */
    bestMoveNum: integer('best_move_num'),
    bestMovePoints: integer('best_move_points'),
    bestMoveWord: text('best_move_word'),
    /** The player's main word with the most letters (earliest on ties). */
    longestMoveNum: integer('longest_move_num'),
    longestWord: text('longest_word'),
    /** The player's moves with a stored analysis (move_analysis), those that found the best
     * placement of their tiles, and the sum of their points missed. */
    movesAnalysed: integer('moves_analysed').notNull().default(0),
    bestFound: integer('best_found').notNull().default(0),
    pointsMissed: integer('points_missed').notNull().default(0),
    /** The player's accuracy in the game ('Nøyaktighet'); null without a strategy table. */
    accuracy: doublePrecision('accuracy'),
  },
  (t) => [index('game_profiles_player_idx').on(t.playerId, t.language, t.startTime, t.gameId)],
);

/** How often a player played each main word in finished games, by language and in all (ALL). */
export const playerWords = pgTable(
  'player_words',
  {
    playerId: integer('player_id').notNull(),
    language: text('language').notNull(),
    word: text('word').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.language, t.word] }),
    index('player_words_top_idx').on(t.playerId, t.language, t.count),
  ],
);

/**
 * The server's analysis of each NORMAL move of a finished game (docs/analysis.md, per-move
 * analysis; packages/engine/analysis): what the fair-play desk and the profile read, never the moves again.
 */
export const moveAnalysis = pgTable(
  'move_analysis',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    moveNum: integer('move_num').notNull(),
    playerMove: boolean('player_move').notNull(),
    /** The played move scored by the rules. */
    points: integer('points').notNull(),
    /** The best placement of exactly the same tiles (the played points when there is none). */
    bestPoints: integer('best_points').notNull(),
    /** The second placement of the same tiles in the analysis order; null when only one. */
    secondPoints: integer('second_points'),
    /** Legal placements of exactly the same tiles on the board before the move. */
    placements: integer('placements').notNull(),
    /** The best move for the known rack; null when the rack is unknown. */
    bestRackPoints: integer('best_rack_points'),
    missed: integer('missed').notNull(),
    /** points >= bestPoints (docs/analysis.md "best found"). */
    found: boolean('found').notNull(),
    /** packages/engine/fairplay.ts difficultyOf. */
    difficulty: smallint('difficulty').notNull(),
    /** docs/strategy.md win% lost, percentage points; null without a strategy table. */
    winLost: doublePrecision('win_lost'),
    /** The move's accuracy, 0-100; null without a strategy table. */
    accuracy: doublePrecision('accuracy'),
    /** 'INACCURACY' | 'MISTAKE' | 'BLUNDER', or null. */
    grade: text('grade'),
    /**
     * A person's move judged by its inferred rack (the deep pass, verdict.md): the likeliest
     * rack's probability, 0-1; null where the rack is known or only the tiles placed are.
     */
    rackP: doublePrecision('rack_p'),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.moveNum] })],
);

/** One row per game the analysis has seen (also those with nothing to analyse): the backfill's to-do list is the games without one. */
export const gameAnalysis = pgTable('game_analysis', {
  gameId: bigint('game_id', { mode: 'number' })
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  /** Epoch milliseconds. */
  analysedAt: bigint('analysed_at', { mode: 'number' }).notNull(),
  /** move_analysis rows written for the game. */
  moves: integer('moves').notNull(),
  /**
   * The analysis's version when the game was analysed (server/analysis/version.ts): a game of an
   * older version is analysed again by the backfill, as one without analysis.
   */
  analysisVersion: integer('analysis_version').notNull().default(1),
  /**
   * The strategy tables' version the grades were made with, or 'points' (server/analysis/
   * version.ts); a game whose version is not its language's current one is analysed again.
   */
  strategyVersion: text('strategy_version').notNull().default('points'),
  /** Each side's accuracy in the game; null without a strategy table. */
  playerAccuracy: doublePrecision('player_accuracy'),
  botAccuracy: doublePrecision('bot_accuracy'),
});

/** Bytes; written and read as base64 through SQL's encode/decode (server/analysis/reviews.ts). */
const bytea = customType<{ data: string; driverData: string }>({ dataType: () => 'bytea' });

/**
 * The served review of a finished game (../shared/docs/verdict.md): the whole analysis as the
 * replay shows it, each move's verdict inside it, from the quick pass (`pass` 'QUICK', written
 * with move_analysis) and then the deep pass ('DEEP', server/analysis/deep.ts). The row is also
 * the deep pass's job: a QUICK row is to do, claimed with a lease by any instance, newest games
 * first; `failures` counts tries that failed (three and it is left). It goes with the game's
 * analysis when the game changes, so a corrected game is judged again.
 */
export const gameReviews = pgTable(
  'game_reviews',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The games row's version (xmin) the review was made from. */
    gameVersion: text('game_version').notNull(),
    /** 'QUICK' | 'DEEP'. */
    pass: text('pass').notNull(),
    /** The analysis form and strategy version (server/analysis/version.ts) joined: 'v6/NO_B-2'. */
    version: text('version').notNull(),
    /** The analysis (packages/engine/analysis/types.ts GameAnalysis): JSON, gzipped (reviews.ts). */
    review: bytea('review').notNull(),
    /** Epoch milliseconds the pass was made. */
    judgedAt: bigint('judged_at', { mode: 'number' }).notNull(),
    /** The deep pass: the instance working on it and until when (epoch ms). */
    deepOwner: text('deep_owner'),
    deepUntil: bigint('deep_until', { mode: 'number' }),
    failures: integer('failures').notNull().default(0),
    /** The deep pass's CPU milliseconds on this game. */
    deepMs: integer('deep_ms'),
  },
  (t) => [index('game_reviews_todo_idx').on(t.pass, t.gameId)],
);

/**
 * The games an instance's analysis has taken from the backfill (server/analysis/claims.ts): a
 * lease it renews while it works on them; an expired one is free for any instance. A game the
 * analysis failed on stays claimed (`failed`) until its job ends, so the job does not try it again.
 */
export const analysisClaims = pgTable(
  'analysis_claims',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull(),
    owner: text('owner').notNull(),
    /** Epoch milliseconds. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    failed: boolean('failed').notNull().default(false),
  },
  (t) => [index('analysis_claims_job_idx').on(t.jobId)],
);

/**
 * One row per player with analysed moves of their own: the fair-play desk's input, kept on
 * analysis (server/analysis/store.ts). `moves_by` and `found_by` hold the moves and the best-found
 * moves by difficulty (index = packages/engine/fairplay.ts difficulty), so the desk reads one row a player.
 */
export const fairplayPlayers = pgTable('fairplay_players', {
  playerId: integer('player_id').primaryKey(),
  moves: integer('moves').notNull(),
  found: integer('found').notNull(),
  movesBy: integer('moves_by').array().notNull(),
  foundBy: integer('found_by').array().notNull(),
});

/** An admin's review of one player's fair-play figures: where it stands now (the desk's case). */
export const fairplayCases = pgTable('fairplay_cases', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  note: text('note').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a case: who (the admin's e-mail at the time), when, the status and note set. */
export const fairplayCaseEvents = pgTable(
  'fairplay_case_events',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byEmail: text('by_email').notNull(),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** User accounts the change deactivated (a ban). */
    deactivated: integer('deactivated').notNull().default(0),
  },
  (t) => [index('fairplay_case_events_player_idx').on(t.playerId, t.at)],
);

/**
 * 'Øv på feilene' (docs/strategy.md, Practice): each answer a user gave to an exercise (a graded
 * move of their player), under the id the client made for it, so a resent answer counts once.
 */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    answerId: uuid('answer_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    moveNum: integer('move_num').notNull(),
    /** The answer found the best move. */
    solved: boolean('solved').notNull(),
    /** When the user answered (epoch ms; an offline answer arrives later). */
    answeredAt: bigint('answered_at', { mode: 'number' }).notNull(),
    /** When the server received it (epoch ms). */
    receivedAt: bigint('received_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('practice_answers_user_idx').on(t.userId, t.gameId, t.moveNum, t.answeredAt)],
);

/**
 * The live event log (docs/events.md): one row a game stored by the ingest, written in the
 * ingest's transaction (server/db/live-log.ts, the only writer) in commit order, so every instance
 * streams the same ids and a reconnect resumes after the last id it had. The newest rows only.
 */
export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gameId: bigint('game_id', { mode: 'number' }).notNull(),
  playerId: integer('player_id').notNull(),
  language: text('language').notNull(),
  finished: boolean('finished').notNull(),
  numMoves: integer('num_moves').notNull(),
  /** Epoch ms. */
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});
