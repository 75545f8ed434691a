/**
 * An endgame line's own arithmetic (../shared/docs/verdict.md rule 2): the points of a rack and
 * whether a line of the search ends where the game ends by the rules (docs/game-rules.md: a
 * side goes out, or three passes in a row) with the value the search gives it.
 */
import type { Language } from '../game-enums.ts';
import { PASSES_TO_END, rackPoints } from '../game-state.ts';
import { rackTiles, subtractTiles } from './racks.ts';

/** A turn of a line: its placement (null: a pass) and its points. */
interface LineStep {
  move: { letters: string } | null;
  points: number;
}

/**
 * Whether the line from `start` adds up (verdict.md rule 2): it ends where the game ends by the
 * rules (a side goes out, or three passes in a row) and the spread before it plus the line's
 * points and the end-of-game rack points equal `value`, to the point.
 */
export function lineAddsUp(
  line: readonly LineStep[],
  start: { rack: string; opponentRack: string; spread: number; passes?: number },
  value: number,
  language: Language,
): boolean {
  const racks = [start.rack, start.opponentRack];
  let total = start.spread;
  let passes = start.passes ?? 0;
  for (let i = 0; i < line.length; i++) {
    const step = line[i] as LineStep;
    const own = i % 2;
    const sign = own === 0 ? 1 : -1;
    if (step.move === null) {
      passes++;
      if (passes >= PASSES_TO_END) {
        // Three passes: each side loses its own rack's points.
        total +=
          rackPoints(racks[1] as string, language) - rackPoints(racks[0] as string, language);
        return total === value;
      }
      continue;
    }
    passes = 0;
    const left = subtractTiles(racks[own] as string, rackTiles(step.move.letters));
    if (left === null) return false;
    racks[own] = left;
    total += sign * step.points;
    if (left === '') {
      total += sign * 2 * rackPoints(racks[1 - own] as string, language);
      return total === value;
    }
  }
  return false;
}
