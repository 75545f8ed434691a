/**
 * What a puzzle needs besides the board and the tiles: the score before the move, the
 * tiles left in the bag, and in an endgame (the bag empty) the opponent's rack: every tile not on
 * the board and not on the mover's rack, when that rack is known. While the bag holds tiles both
 * racks are full, so the bag is what is not on the board less two racks of 7.
 */
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import type { ExercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import { subtractTiles } from '@ordbot/engine/analysis/racks.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { BLANK, unseenTiles } from '@ordbot/engine/tiles.ts';

const RACK_SIZE = 7;

export interface ExerciseContext {
  playerName: string;
  /** The score before the move. */
  playerScore: number;
  botScore: number;
  /** Who is to move: the player (else the bot). */
  playerMove: boolean;
  /** Tiles in the bag before the move. */
  bag: number;
  /** With the bag empty and the mover's rack known: the opponent's tiles ('?' a blank). */
  opponentRack: string | null;
}

export function exerciseContext(
  details: GameDetails,
  position: ExercisePosition,
): ExerciseContext | null {
  const timeline = buildTimeline(details.game, details.moves);
  const index = timeline.moves.findIndex((m) => m.moveNum === position.moveNum);
  const before = timeline.frames[index];
  const move = timeline.moves[index];
  if (!before || !move) return null;
  const unseen = unseenTiles(before.board, position.language);
  const bag = Math.max(0, unseen.total - 2 * RACK_SIZE);
  let opponentRack: string | null = null;
  if (bag === 0 && position.known.rackKnown && unseen.excess.length === 0) {
    const all = unseen.tiles.map((t) => t.letter.repeat(t.count)).join('');
    opponentRack = subtractTiles(all, position.known.tiles);
  }
  return {
    playerName: details.game.playerName,
    playerScore: before.playerScore,
    botScore: before.botScore,
    playerMove: move.playerMove,
    bag,
    opponentRack: opponentRack === null ? null : sortBlankLast(opponentRack),
  };
}

/** The rack's letters in order, a blank last. */
function sortBlankLast(rack: string): string {
  return [...rack]
    .sort((a, b) => Number(a === BLANK) - Number(b === BLANK) || a.localeCompare(b, 'nb'))
    .join('');
}
