/**
 * Recombined demo games: an engine-played game stored again as another game (another id, player
 * and start time), optionally cut short into an ongoing game. The moves stay exactly as played
 * on the same layout, so the copy replays as cleanly as the original.
 */
import type { BotGame, BotMove } from '@ordbot/contract/api-types.ts';
import { pickCheats } from './play.ts';

export interface RecombineTarget {
  gameId: number;
  player: { id: number; name: string };
  startTime: number;
  /** Cut the game after this many moves (at most all but the last), unfinished. */
  stopAfter?: number;
  cheatMoves: number;
}

export function recombineGame(source: BotGame, target: RecombineTarget): BotGame {
  let moves: BotMove[] = source.moves;
  let { finished, playerScore, botScore } = source;
  if (target.stopAfter !== undefined && source.moves.length > 1) {
    moves = source.moves.slice(0, Math.min(target.stopAfter, source.moves.length - 1));
    finished = false;
    // Unfinished: the scores are the running sums, with no end-of-game adjustment.
    playerScore = 0;
    botScore = 0;
    for (const move of moves) {
      if (move.playerMove) playerScore += move.points;
      else botScore += move.points;
    }
  }
  return {
    gameId: target.gameId,
    player: { id: target.player.id, name: target.player.name },
    startTime: target.startTime,
    language: source.language,
    boardType: source.boardType,
    ...(source.board ? { board: source.board } : {}),
    finished,
    playerScore,
    botScore,
    moves,
    cheats: pickCheats(moves, target.cheatMoves),
  };
}
