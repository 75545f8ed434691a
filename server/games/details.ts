/**
 * Game details for the replay (docs/product.md, Data; docs/architecture.md, games) and board layouts. Three
 * primary-key lookups: the game with its player, its moves, its cheat flags.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { BoardSquareTypes, GameDetails, Move } from '@ordbot/contract/api-types.ts';
import type { BoardType, Language, MoveType } from '@ordbot/contract/enums.ts';
import type { Db } from '../db/database.ts';
import { boardLayouts, cheats, games, moves, players } from '../db/schema.ts';

/** A game's details with the version of the game they are of. */
export interface VersionedDetails {
  details: GameDetails;
  /**
   * The games row's xmin as text: every ingest rewrites the row with the game's moves in one
   * transaction, and fix-games rewrites it when its broken-moves flag flips, so another version
   * of the game has another xmin (the analysis keys its reviews by the same value, store.ts).
   */
  version: string;
}

/** The details of a game, or null when there is no such game. */
export async function gameDetails(db: Db, gameId: number): Promise<GameDetails | null> {
  return (await versionedGameDetails(db, gameId))?.details ?? null;
}

/**
 * The details of a game and its version, or null when there is no such game. The version is read
 * in the same statement as the game's own columns, so the two describe the same row.
 */
export async function versionedGameDetails(
  db: Db,
  gameId: number,
): Promise<VersionedDetails | null> {
  const [gameRows, moveRows, cheatRows] = await Promise.all([
    db
      .select({
        gameId: games.id,
        playerId: games.playerId,
        playerName: players.name,
        playerScore: games.playerScore,
        botScore: games.botScore,
        finished: games.finished,
        startTime: games.startTime,
        language: games.language,
        boardType: games.boardType,
        boardTypeId: games.layoutId,
        hasBrokenMoves: games.hasBrokenMoves,
        version: sql<string>`${games}.xmin::text`,
      })
      .from(games)
      .innerJoin(players, eq(players.id, games.playerId))
      .where(eq(games.id, gameId)),
    db
      .select({
        moveNum: moves.moveNum,
        moveType: moves.moveType,
        playerMove: moves.playerMove,
        letters: moves.letters,
        points: moves.points,
        numTiles: moves.numTiles,
        mainWord: moves.mainWord,
        vertical: moves.vertical,
        x: moves.x,
        y: moves.y,
        rack: moves.rack,
      })
      .from(moves)
      .where(eq(moves.gameId, gameId))
      .orderBy(asc(moves.moveNum)),
    db
      .select({ moveNum: cheats.moveNum })
      .from(cheats)
      .where(eq(cheats.gameId, gameId))
      .orderBy(asc(cheats.moveNum)),
  ]);
  const game = gameRows[0];
  if (!game) return null;
  const { language, boardType, boardTypeId, hasBrokenMoves, version, ...rest } = game;
  const details: GameDetails = {
    game: {
      ...rest,
      boardInfo: {
        language: language as Language,
        boardType: boardType as BoardType,
        boardTypeId,
      },
    },
    // An ongoing game's racks would help a player against the bot (docs/analysis.md).
    moves: moveRows.map((m): Move => ({
      ...m,
      moveType: m.moveType as MoveType,
      rack: rest.finished ? m.rack : null,
    })),
    cheats: cheatRows,
    hasBrokenMoves,
  };
  return { details, version };
}

/** The 225 square codes of a layout, or null when there is no such layout. */
export async function boardSquareTypes(db: Db, layoutId: number): Promise<BoardSquareTypes | null> {
  const [row] = await db
    .select({ codes: boardLayouts.codes })
    .from(boardLayouts)
    .where(eq(boardLayouts.id, layoutId));
  return row ? { types: [...row.codes].map(Number) } : null;
}
