/**
 * Bot ingest: upserts whole games (moves and cheat flags replaced, so sending a game twice is
 * harmless), replays them with the core to flag broken moves, and keeps the aggregates right.
 * Everything for one call happens in one transaction: a failure leaves no half-written game.
 * What else it sets off is in its context (IngestContext): the listeners of game changes, told
 * in the transaction, and the analysis queue, given the games after the commit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { findBrokenMoves } from '@ordbot/engine/replay.ts';
import { chunks } from '../db/chunks.ts';
import type { Db } from '../db/database.ts';
import { lockGames, writeTransaction } from '../db/game-locks.ts';
import { boardLayouts, cheats, games, moves, players } from '../db/schema.ts';
import { announceLiveEvents, recordLiveEvents } from '../db/live-log.ts';
import { parseInput } from '../http/validation.ts';
import { AggregateDelta, type GameFacts } from './aggregates.ts';
import type { GamesChanges, GamesWriter } from './changes.ts';
import { botGameSchema, type ValidBotGame } from './ingest-schema.ts';

export interface IngestResult {
  gameId: number;
  hasBrokenMoves: boolean;
}

/** The queue of the move analysis (Analyser.enqueue in server/analysis/analyser.ts). */
export interface AnalysisQueue {
  /** Games just committed: the finished ones are analysed in the background. */
  enqueue(ids: readonly number[]): void;
}

/**
 * Where an ingest writes and what it sets off (the app's context is one: server/context.ts).
 * `gamesChanges` is told in the write transaction, before the games change: the move analysis
 * takes away what it derived from the old versions (changes.ts).
 */
export interface IngestContext extends GamesWriter {
  /**
   * Given every stored game once the transaction has committed, so the finished ones get their
   * move analysis in the background (the answer does not wait for it). Null where the caller
   * has the games analysed itself after all its batches (the demo load, the CLI import).
   */
  analyser: AnalysisQueue | null;
}

const STANDARD_CODES = STANDARD_BOARD.join('');

/** The layout id of a list of codes, creating the row when it is new. */
async function layoutId(db: Db, codes: string): Promise<number> {
  const inserted = await db
    .insert(boardLayouts)
    .values({ codes })
    .onConflictDoNothing()
    .returning({ id: boardLayouts.id });
  if (inserted[0]) return inserted[0].id;
  const [row] = await db
    .select({ id: boardLayouts.id })
    .from(boardLayouts)
    .where(eq(boardLayouts.codes, codes));
  return (row as { id: number }).id;
}

/** The id all NORMAL games share. */
export function standardLayoutId(db: Db): Promise<number> {
  return layoutId(db, STANDARD_CODES);
}

function factsOf(game: ValidBotGame): GameFacts {
  return {
    gameId: game.gameId,
    playerId: game.player.id,
    startTime: game.startTime,
    language: game.language,
    boardType: game.boardType,
    finished: game.finished,
    playerScore: game.playerScore,
    botScore: game.botScore,
    numMoves: game.moves.length,
    words: game.moves
      .filter((m) => m.moveType === 'NORMAL')
      .map((m) => ({
        moveNum: m.moveNum,
        numTiles: m.numTiles,
        points: m.points,
        word: m.mainWord ?? '',
        playerMove: m.playerMove,
      })),
  };
}

/** The stored versions of games about to be replaced, as aggregate facts. */
async function storedFacts(db: Db, ids: number[]): Promise<GameFacts[]> {
  const rows = await db.select().from(games).where(inArray(games.id, ids));
  if (rows.length === 0) return [];
  const words = await db
    .select({
      gameId: moves.gameId,
      moveNum: moves.moveNum,
      points: moves.points,
      numTiles: moves.numTiles,
      word: moves.mainWord,
      playerMove: moves.playerMove,
    })
    .from(moves)
    .where(
      and(
        inArray(
          moves.gameId,
          rows.map((r) => r.id),
        ),
        eq(moves.moveType, 'NORMAL'),
      ),
    );
  return rows.map((g) => ({
    gameId: g.id,
    playerId: g.playerId,
    startTime: g.startTime,
    language: g.language,
    boardType: g.boardType,
    finished: g.finished,
    playerScore: g.playerScore,
    botScore: g.botScore,
    numMoves: g.numMoves,
    words: words.filter((w) => w.gameId === g.id),
  }));
}

/** The batch's players, a known name not written again. */
async function upsertPlayers(db: Db, batch: ValidBotGame[]): Promise<void> {
  const names = new Map(batch.map((g) => [g.player.id, g.player.name]));
  await db
    .insert(players)
    // Rows locked in one order by every writer: no deadlock between two batches.
    .values([...names].sort(([a], [b]) => a - b).map(([id, name]) => ({ id, name })))
    // A known name is not written again: the fair-play desk reads names again when players change.
    .onConflictDoUpdate({
      target: players.id,
      set: { name: sql`excluded.name` },
      setWhere: sql`${players.name} is distinct from excluded.name`,
    });
}

/** The games' rows, each replayed for its broken-moves flag; each is added to `delta`. */
async function gameRowsOf(db: Db, batch: ValidBotGame[], delta: AggregateDelta) {
  const standard = await standardLayoutId(db);
  const results: IngestResult[] = [];
  const gameRows: (typeof games.$inferInsert)[] = [];
  for (const game of batch) {
    const broken = findBrokenMoves(game.moves).length > 0;
    results.push({ gameId: game.gameId, hasBrokenMoves: broken });
    const layout =
      game.boardType === 'RANDOM' && game.board
        ? await layoutId(db, game.board.join(''))
        : standard;
    gameRows.push({
      id: game.gameId,
      playerId: game.player.id,
      startTime: game.startTime,
      language: game.language,
      boardType: game.boardType,
      layoutId: layout,
      playerScore: game.playerScore,
      botScore: game.botScore,
      finished: game.finished,
      hasCheat: game.cheats.length > 0,
      hasBrokenMoves: broken,
      numMoves: game.moves.length,
      updatedAt: new Date(),
    });
    delta.add(factsOf(game), 1);
  }
  return { results, gameRows };
}

/** Inserts the games, or replaces every column of a stored one. */
async function upsertGames(db: Db, gameRows: (typeof games.$inferInsert)[]): Promise<void> {
  const replace = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(games)
    .values(gameRows)
    .onConflictDoUpdate({
      target: games.id,
      set: {
        playerId: replace('player_id'),
        startTime: replace('start_time'),
        language: replace('language'),
        boardType: replace('board_type'),
        layoutId: replace('layout_id'),
        playerScore: replace('player_score'),
        botScore: replace('bot_score'),
        finished: replace('finished'),
        hasCheat: replace('has_cheat'),
        hasBrokenMoves: replace('has_broken_moves'),
        numMoves: replace('num_moves'),
        updatedAt: replace('updated_at'),
      },
    });
}

/** The batch's moves and cheat flags (the stored versions' are deleted before). */
async function insertMovesAndCheats(db: Db, batch: ValidBotGame[]): Promise<void> {
  const moveRows = batch.flatMap((game) =>
    game.moves.map((m) => ({
      gameId: game.gameId,
      ...m,
      mainWord: m.mainWord ?? '',
      rack: m.rack ?? null,
    })),
  );
  // 12 parameters a row: stay far below PostgreSQL's 65,535 bind parameters.
  for (const part of chunks(moveRows, 4000)) await db.insert(moves).values(part);
  const cheatRows = batch.flatMap((game) =>
    [...new Set(game.cheats)].map((moveNum) => ({ gameId: game.gameId, moveNum })),
  );
  if (cheatRows.length > 0) await db.insert(cheats).values(cheatRows);
}

async function writeGames(
  db: Db,
  gamesChanges: GamesChanges,
  batch: ValidBotGame[],
): Promise<IngestResult[]> {
  const ids = batch.map((g) => g.gameId);
  await lockGames(db, ids);
  // A new version is analysed afresh (after the commit): what was derived from the old one goes
  // now (changes.ts); its profile rows are replaced below.
  await gamesChanges.announce(db, { ids, profilesReplaced: true });
  const delta = new AggregateDelta();
  for (const old of await storedFacts(db, ids)) delta.add(old, -1);
  await upsertPlayers(db, batch);
  const { results, gameRows } = await gameRowsOf(db, batch, delta);
  await db.delete(moves).where(inArray(moves.gameId, ids));
  await db.delete(cheats).where(inArray(cheats.gameId, ids));
  await upsertGames(db, gameRows);
  await insertMovesAndCheats(db, batch);
  await delta.apply(db);
  // Last: its lock is held until the commit (docs/events.md).
  await recordLiveEvents(
    db,
    batch.map((game) => ({
      gameId: game.gameId,
      playerId: game.player.id,
      language: game.language,
      finished: game.finished,
      numMoves: game.moves.length,
    })),
  );
  return results;
}

/**
 * One write transaction of a batch, rerun after a deadlock (game-locks.ts); once it has
 * committed, the live streams hear of it and the games are queued for their analysis.
 */
async function writeInTransaction(
  ctx: IngestContext,
  batch: ValidBotGame[],
): Promise<IngestResult[]> {
  const results = await writeTransaction(ctx.db, (tx) => writeGames(tx, ctx.gamesChanges, batch));
  announceLiveEvents(ctx.db);
  ctx.analyser?.enqueue(results.map((r) => r.gameId));
  return results;
}

/** Validates (400 on schema faults) and stores one game; queues it for ctx.analyser. */
export async function ingestGame(ctx: IngestContext, input: unknown): Promise<IngestResult> {
  const game = parseInput(botGameSchema, input);
  const [result] = await writeInTransaction(ctx, [game]);
  return result as IngestResult;
}

/**
 * Validates and stores many games in one transaction (demo data, imports); queues them for
 * ctx.analyser.
 */
export async function ingestGames(
  ctx: IngestContext,
  inputs: readonly unknown[],
): Promise<IngestResult[]> {
  const parsed = inputs.map((input, i) => parseInput(botGameSchema, input, `games[${i}]`));
  // The same game twice in one batch: the later version wins, as with separate calls.
  const latest = [...new Map(parsed.map((g) => [g.gameId, g])).values()];
  if (latest.length === 0) return [];
  return writeInTransaction(ctx, latest);
}
