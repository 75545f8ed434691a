/**
 * The pre-endgame with one tile in the bag (docs/strategy.md 'Før sluttspillet'): after a
 * placement the mover draws the bag's last tile, so the opponent holds the other unseen tiles
 * and the rest is an endgame of perfect information. For each of the top candidates by equity,
 * every possible draw (each unseen tile, as often as it is unseen) is played out with the
 * anytime endgame search (packages/engine/strategy/endgame/solver.ts searchEndgame) under a budget of positions,
 * and the candidate is judged by its wins over the draws (a draw counts half), then by its mean
 * final spread. Deterministic for a position and a budget; pure TypeScript.
 */
import { RACK_SIZE } from '../dimensions.ts';
import type { Language } from '../game-enums.ts';
import type { Words } from '../movegen/search-engine.ts';
import type { LeaveCounts } from '../movegen/move-search.ts';
import { allMovesByEquity, normaliseRack, type RankedMove } from '../movegen/movegen.ts';
import { applyMove, removeFromRack } from '../movegen/self-play.ts';
import { searchEndgame } from './endgame/solver.ts';
import { endgameLexicon } from './endgame/words.ts';

export interface PreendgamePosition {
  board: readonly string[];
  layout?: readonly number[];
  language: Language;
  /** The side to move's rack ('?' a blank). */
  rack: string;
  /** The tiles the side to move cannot see: the opponent's rack and the bag's one tile. */
  unseen: string;
  /** The side to move's score minus the opponent's, now. */
  spread: number;
}

export interface PreendgameOptions {
  /** Candidates by equity to play out (default PREENDGAME_TOP). */
  top?: number;
  /** Positions each draw's endgame may search (default PREENDGAME_NODES). */
  maxNodes?: number;
  /** Leave values for the candidates' equity (none: by points). */
  leaves?: LeaveCounts | null;
  /** Also play out these placements (the played move), by notation, if not among the top. */
  include?: readonly string[];
}

export interface PreendgameMove {
  move: RankedMove;
  /** Draws after which the side to move wins, ties, of all draws. */
  wins: number;
  draws: number;
  drawsTotal: number;
  /** The mean final spread over the draws, for the side to move. */
  spread: number;
  /** Draws whose endgame was proven. */
  proven: number;
}

export const PREENDGAME_TOP = 5;
/** Per draw: 5 candidates of about 8 draws each stay within 2 s (docs/strategy.md). */
export const PREENDGAME_NODES = 4_000;

/** Wins plus half the ties, as a share of the draws. */
export function winShare(move: Pick<PreendgameMove, 'wins' | 'draws' | 'drawsTotal'>): number {
  return (move.wins + move.draws / 2) / move.drawsTotal;
}

/** Up to 8 tiles checked as a rack is ('?' a blank, upper case): a rack holds at most 7. */
export function unseenTiles(text: string): string {
  const tiles = [...text.replace(/\s+/g, '')];
  return tiles.length <= RACK_SIZE
    ? normaliseRack(text)
    : normaliseRack(tiles.slice(0, RACK_SIZE).join('')) +
        normaliseRack(tiles.slice(RACK_SIZE).join(''));
}

/**
 * Throws RangeError unless the position has one tile in the bag: the unseen tiles are the
 * opponent's rack (1-7) and one more.
 */
function checkPosition(position: PreendgamePosition): { rack: string; unseen: string } {
  const rack = normaliseRack(position.rack);
  const unseen = unseenTiles(position.unseen);
  if (rack.length === 0) throw new RangeError('The rack needs at least one tile');
  if (unseen.length < 2 || unseen.length > RACK_SIZE + 1) {
    throw new RangeError(
      `One tile in the bag: the unseen tiles are the opponent's rack and that tile (2-${RACK_SIZE + 1}), got ${unseen.length}`,
    );
  }
  if (!Number.isFinite(position.spread)) throw new RangeError('The spread must be a number');
  return { rack, unseen };
}

/** One candidate played out over every draw. */
function playOut(
  words: Words,
  position: PreendgamePosition,
  unseen: string,
  rack: string,
  move: RankedMove,
  maxNodes: number,
): PreendgameMove {
  const board = applyMove(position.board, move);
  const leave = removeFromRack(rack, move.letters);
  const result: PreendgameMove = { move, wins: 0, draws: 0, drawsTotal: 0, spread: 0, proven: 0 };
  const counts = new Map<string, number>();
  for (const tile of unseen) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  for (const [tile, count] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const found = searchEndgame(
      words,
      {
        board,
        layout: position.layout,
        language: position.language,
        racks: [removeFromRack(unseen, tile), leave + tile],
        spread: -(position.spread + move.points),
      },
      { maxNodes, words },
    );
    const final = -found.spread;
    result.drawsTotal += count;
    if (final > 0) result.wins += count;
    else if (final === 0) result.draws += count;
    result.spread += count * final;
    if (found.proven) result.proven += count;
  }
  result.spread = Math.round((100 * result.spread) / result.drawsTotal) / 100;
  return result;
}

/**
 * The top candidates by equity (and any of `include`), each played out over every draw of the
 * bag's tile, best first: the share of wins (a tie counts half), then the mean final spread,
 * then the equity order. Throws RangeError for a bad position.
 */
export function preendgame(
  lexicon: Words,
  position: PreendgamePosition,
  options: PreendgameOptions = {},
): PreendgameMove[] {
  const { rack, unseen } = checkPosition(position);
  const ranked = allMovesByEquity(lexicon, position.board, rack, {
    language: position.language,
    layout: position.layout,
    leaves: options.leaves ?? null,
  });
  const top = options.top ?? PREENDGAME_TOP;
  const include = new Set(options.include ?? []);
  const candidates = ranked.filter((move, i) => i < top || include.has(move.notation));
  // Every endgame after a candidate and a draw uses these tiles on this board or fewer.
  const words = endgameLexicon(lexicon, position.board, [rack, unseen]);
  const maxNodes = options.maxNodes ?? PREENDGAME_NODES;
  const played = candidates.map((move) => playOut(words, position, unseen, rack, move, maxNodes));
  const order = new Map(candidates.map((move, i) => [move, i]));
  return played.sort(
    (a, b) =>
      winShare(b) - winShare(a) ||
      b.spread - a.spread ||
      (order.get(a.move) as number) - (order.get(b.move) as number),
  );
}
