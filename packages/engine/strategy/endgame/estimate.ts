/**
 * The anytime endgame's guess below its horizon (docs/strategy.md 'Anytime endgame'): a position
 * one ply above the horizon is valued by the side to move's best turn of each kind (going out,
 * the most points plus points of the tiles played, the pass) and then the opponent's best reply
 * of each kind read from the opponent's turns on the same board, instead of assuming the
 * opponent passes to the end. What it weighs: the spread (the points on the board), what each
 * side can still lay out (the best turns' points), the tiles that cannot be played (a tile no
 * turn of its rack uses stays there: when the other side goes out it costs its points twice),
 * and the penalty of being stuck (the rack points the side to move keeps, doubled when the
 * opponent can go out at once). Pure arithmetic on numbers the search has at hand.
 */

/** The opponent's turns on the board at the horizon, as the guess reads them. */
export interface Reply {
  /** The most points of a turn that goes out, or -1: none goes out. */
  outPoints: number;
  /** Points of the turn that does not go out with the most points plus points of its tiles. */
  keptPoints: number;
  /** The opponent's rack points after that turn (-1: no such turn). */
  keptLeave: number;
  /** The opponent's rack points now. */
  rack: number;
  /** Points of the opponent's tiles that no turn of its rack uses. */
  stuck: number;
}

/**
 * What the opponent's best guessed reply adds to its own spread (its view), when the side to
 * move keeps `leave` rack points after its turn, `stuck` of them on tiles it cannot play.
 */
export function replyGain(reply: Reply, leave: number, stuck: number): number {
  // Passing to the end: each side loses its own rack.
  let gain = leave - reply.rack;
  if (reply.keptLeave >= 0) {
    // A scoring turn, then the tiles left are lost; tiles that cannot be played are lost twice.
    gain = Math.max(gain, reply.keptPoints + leave + stuck - reply.keptLeave - reply.stuck);
  }
  // Going out: the other side's rack is gained and lost.
  if (reply.outPoints >= 0) gain = Math.max(gain, reply.outPoints + 2 * leave);
  return gain;
}
