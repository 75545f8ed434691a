/**
 * What the endgame fixture bench (endgame-fixture.bench.ts) and its playout comparison
 * (endgame-playout.ts) share: the CPU clock, the median, and the exact value of the position after
 * a first move, by which a first move other than the fixture's own is judged.
 */
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { applyMove, removeFromRack } from '@ordbot/engine/movegen/self-play.ts';
import type { EngineMove } from '@ordbot/engine/movegen/types.ts';
import { solveEndgame, type EndgamePosition } from '@ordbot/engine/strategy/endgame/solver.ts';
import { rackPoints } from '@ordbot/engine/game-state.ts';

/** Positions the exact solve of the position after another first move may read. */
export const VERIFY_NODES = 300_000;

export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
}

/**
 * The exact value of the position after the side to move plays `move` (null: a pass) for
 * `points`, from its side, or null when an exact solve of VERIFY_NODES positions does not finish.
 */
export function valueAfter(
  lexicon: Lexicon,
  position: EndgamePosition,
  move: Pick<EngineMove, 'x' | 'y' | 'vertical' | 'letters'> | null,
  points: number,
): number | null {
  const [own, other] = position.racks;
  if (move === null) {
    const after = solveEndgame(
      lexicon,
      {
        ...position,
        racks: [other, own],
        spread: -position.spread,
        passes: (position.passes ?? 0) + 1,
      },
      { maxNodes: VERIFY_NODES },
    );
    return after.exact ? -after.spread : null;
  }
  const leave = removeFromRack(own, move.letters);
  const spread = position.spread + points;
  if (leave === '') return spread + 2 * rackPoints(other, position.language);
  const after = solveEndgame(
    lexicon,
    {
      ...position,
      board: applyMove(position.board, move),
      racks: [other, leave],
      spread: -spread,
      passes: 0,
    },
    { maxNodes: VERIFY_NODES },
  );
  return after.exact ? -after.spread : null;
}
