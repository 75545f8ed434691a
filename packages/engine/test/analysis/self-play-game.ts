/** A finished game for analysis tests and the bench: engine self-play, the bot's racks sent. */
import type { AnalysisGame, AnalysisMove } from '../../analysis/types.ts';
import { STANDARD_BOARD } from '../../board.ts';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { selfPlay } from '../../movegen/self-play.ts';

/** Player 0 is the player, player 1 the bot; only the bot's moves carry their rack. */
export function selfPlayGame(lexicon: Lexicon, seed: number, turns: number): AnalysisGame {
  const game = selfPlay(lexicon, { language: 'NO_B', seed, maxTurns: turns });
  const moves: AnalysisMove[] = game.turns.map((turn) => ({
    moveNum: turn.moveNum,
    moveType: turn.moveType,
    playerMove: turn.player === 0,
    letters: turn.move?.letters ?? '',
    points: turn.move?.points ?? 0,
    numTiles: turn.move?.numTiles ?? 0,
    mainWord: turn.move?.mainWord ?? '',
    vertical: turn.move?.vertical ?? false,
    x: turn.move?.x ?? 0,
    y: turn.move?.y ?? 0,
    rack: turn.player === 1 ? turn.rack : null,
  }));
  return { language: 'NO_B', layout: STANDARD_BOARD, finished: true, moves };
}
