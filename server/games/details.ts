/**
 * Game details for the replay (docs/product.md, Data; docs/architecture.md, games) and board layouts. Three
 * primary-key lookups: the game with its player, its moves, its cheat flags.
 */
import { asc, eq } from 'drizzle-orm';
import type { BoardSquareTypes, GameDetails, Move } from '@ordbot/contract/api-types.ts';
import type { BoardType, Language, MoveType } from '@ordbot/contract/enums.ts';
import type { Db } from '../db/database.ts';
import { boardLayouts, cheats, games, moves, players } from '../db/schema.ts';

/** The details of a game, or null when there is no such game. */
export async function gameDetails(db: Db, gameId: number): Promise<GameDetails | null> {
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
  const { language, boardType, boardTypeId, hasBrokenMoves, ...rest } = game;
  return {
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
}

/** The 225 square codes of a layout, or null when there is no such layout. */
export async function boardSquareTypes(db: Db, layoutId: number): Promise<BoardSquareTypes | null> {
  const [row] = await db
    .select({ codes: boardLayouts.codes })
    .from(boardLayouts)
    .where(eq(boardLayouts.id, layoutId));
  return row ? { types: [...row.codes].map(Number) } : null;
}
