/**
 * A comparison for the endgame fixture bench, not the product (ENDGAME_FIXTURE_PLAYOUT=K[,P]):
 * the first move by a small search whose leaves are greedy playouts. Over P plies (1 or 2) each
 * side tries its top K placements by points (and every one that goes out, and a pass only when
 * it has no placement); below them both sides play their most points (going out counting the
 * other rack twice) to the end of the game, and the leaf is that final spread. What a cheap
 * playout finds at about the review's CPU, beside the search's own figures.
 */
import { notation } from '@ordbot/engine/analysis/notation.ts';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { generateMoves } from '@ordbot/engine/movegen/movegen.ts';
import { applyMove, removeFromRack } from '@ordbot/engine/movegen/self-play.ts';
import type { EngineMove } from '@ordbot/engine/movegen/types.ts';
import type { EndgamePosition } from '@ordbot/engine/strategy/endgame/solver.ts';
import type { FixturePosition, FixtureSolve } from '../../scripts/endgame-fixture.ts';
import { PASSES_TO_END, rackPoints } from '@ordbot/engine/game-state.ts';
import { cpuMs, median, valueAfter, VERIFY_NODES } from './endgame-verify.ts';

class Playout {
  /** Each board and rack's placements (copied: the search's pool reuses its objects). */
  private readonly lists = new Map<string, EngineMove[]>();

  constructor(
    private readonly lexicon: Lexicon,
    private readonly position: EndgamePosition,
  ) {}

  private points(rack: string): number {
    return rackPoints(rack, this.position.language);
  }

  movesOf(board: readonly string[], rack: string): EngineMove[] {
    const key = `${board.join(',')}|${rack}`;
    let moves = this.lists.get(key);
    if (!moves) {
      const options = { language: this.position.language, layout: this.position.layout };
      moves = generateMoves(this.lexicon, board, rack, options).map((m) => ({ ...m }));
      this.lists.set(key, moves);
    }
    return moves;
  }

  /** The final spread for the side to move when both play their most points to the end. */
  greedy(
    board: readonly string[],
    own: string,
    other: string,
    spread: number,
    passes: number,
  ): number {
    let best: EngineMove | null = null;
    let bestValue = -Infinity;
    for (const move of this.movesOf(board, own)) {
      const out = removeFromRack(own, move.letters) === '';
      const value = move.points + (out ? 2 * this.points(other) : 0);
      if (value > bestValue) [best, bestValue] = [move, value];
    }
    if (!best) {
      if (passes + 1 >= PASSES_TO_END) return spread - this.points(own) + this.points(other);
      return -this.greedy(board, other, own, -spread, passes + 1);
    }
    const leave = removeFromRack(own, best.letters);
    if (leave === '') return spread + best.points + 2 * this.points(other);
    return -this.greedy(applyMove(board, best), other, leave, -(spread + best.points), 0);
  }

  candidates(board: readonly string[], own: string, top: number): EngineMove[] {
    const moves = this.movesOf(board, own);
    const outs = moves.filter((m) => removeFromRack(own, m.letters) === '');
    const tops = [...moves].sort((a, b) => b.points - a.points).slice(0, top);
    return [...new Set([...outs, ...tops])];
  }

  /** The side to move's value over `plies` plies of top-`top` turns, then the greedy playout. */
  value(
    board: readonly string[],
    own: string,
    other: string,
    spread: number,
    passes: number,
    plies: number,
    top: number,
  ): number {
    if (plies === 0) return this.greedy(board, own, other, spread, passes);
    const turns = this.candidates(board, own, top);
    if (turns.length === 0) {
      if (passes + 1 >= PASSES_TO_END) return spread - this.points(own) + this.points(other);
      return -this.value(board, other, own, -spread, passes + 1, plies - 1, top);
    }
    let best = -Infinity;
    for (const move of turns)
      best = Math.max(best, this.after(board, own, other, spread, move, plies, top));
    return best;
  }

  after(
    board: readonly string[],
    own: string,
    other: string,
    spread: number,
    move: EngineMove,
    plies: number,
    top: number,
  ): number {
    const leave = removeFromRack(own, move.letters);
    const gained = spread + move.points;
    if (leave === '') return gained + 2 * this.points(other);
    return -this.value(applyMove(board, move), other, leave, -gained, 0, plies - 1, top);
  }

  first(top: number, plies: number): EngineMove | null {
    const { board, racks, spread } = this.position;
    let best: EngineMove | null = null;
    let bestValue = -Infinity;
    for (const move of this.candidates(board, racks[0], top)) {
      const value = this.after(board, racks[0], racks[1], spread, move, plies, top);
      if (value > bestValue || (value === bestValue && best && move.points > best.points)) {
        [best, bestValue] = [move, value];
      }
    }
    return best;
  }
}

/** Prints the playout's figures on the fixture's exactly solved positions, as the bench's own. */
export function comparePlayout(
  lexicon: Lexicon,
  positions: readonly FixturePosition[],
  exact: ReadonlyMap<number, FixtureSolve>,
  top: number,
  plies: number,
): void {
  let right = 0;
  let known = 0;
  const lost: number[] = [];
  const ms: number[] = [];
  for (const [index, { position }] of positions.entries()) {
    const solved = exact.get(index);
    if (!solved) continue;
    const start = cpuMs();
    const move = new Playout(lexicon, position).first(top, plies);
    ms.push(cpuMs() - start);
    known++;
    if (move && notation(move) === solved.first) {
      right++;
      continue;
    }
    const value = valueAfter(lexicon, position, move, move?.points ?? 0);
    if (value !== null && value >= solved.spread) right++;
    else lost.push(value === null ? NaN : solved.spread - value);
  }
  const verified = lost.filter((v) => !Number.isNaN(v));
  console.log(
    `playout search of the top ${top} over ${plies} plies: exactly best ${right} of ${known} solved ` +
      `(${((100 * right) / known).toFixed(1)} %), value lost when not: median ${median(verified)} ` +
      `(${lost.length - verified.length} not verified within ${VERIFY_NODES}); CPU per position median ${median(ms).toFixed(0)} ms`,
  );
}
