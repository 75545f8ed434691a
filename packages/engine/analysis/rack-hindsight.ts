/**
 * What a finished game tells about a person's rack at each of their moves before anything else
 * is weighed (verdict.md, 'The person's racks, inferred after the game'): the hindsight prior.
 *
 * The bag is a random order of the set's tiles, so given every tile the person ever held (the
 * tiles they placed, the rack they ended with), every order in which those tiles reached the
 * rack is equally likely, as far as the rack always held what each move placed. A history of
 * racks then weighs as many orders as it has: 1 / (product of n! over the letters drawn together
 * n times) per draw, the first rack counting as a draw. The prior over one rack sums that over
 * every history through it, exactly, by a backward walk from the last known rack (what each
 * rack could have been, and the weight of every future from it) and a forward walk from the
 * first rack (the weight of every past that reaches it). What the record does not hold is
 * sampled: the tiles a swap gave back (the walk starts afresh after a swap), and the final rack
 * of a game that ended with tiles in the bag, from the tiles unseen then. Seeded, so the server
 * and a test get the same answer.
 */
import { RACK_SIZE } from '../dimensions.ts';
import type { Language } from '../game-enums.ts';
import { mulberry32, type Rng } from '../random.ts';
import { totalTiles } from '../tiles.ts';
import {
  add,
  capDistribution,
  drawTiles,
  normalised,
  orderWeight,
  splitRack,
  unseenPool,
  type RackDistribution,
} from './rack-multisets.ts';

export { orderWeight, splitRack, subRacks, type RackDistribution } from './rack-multisets.ts';
import { gamePositions } from './positions.ts';
import { rackTiles, sortRack, subtractTiles } from './racks.ts';
import type { AnalysisGame, AnalysisMove } from './types.ts';

/** A distribution keeps at most this many racks; beyond, it is resampled (seeded). */
export const MAX_PRIOR_RACKS = 4000;
/** Samples of a final rack that the record does not hold. */
const UNKNOWN_SAMPLES = 256;

/** One turn of the person's, as the hindsight needs it. */
export interface PersonTurn {
  /** Index in game.moves. */
  index: number;
  move: AnalysisMove;
  /** The board before the turn. */
  board: readonly string[];
  /** Tiles in the bag before the turn. */
  bag: number;
  /** The rack when the record gives it (a bingo, an empty bag), else null. */
  known: string | null;
  /** The prior over the rack before the turn (the known rack alone where known). */
  prior: RackDistribution;
}

/** What a turn did to the rack, as both walks read it. */
function turnShape(turn: Pick<PersonTurn, 'move' | 'bag'>) {
  const { move } = turn;
  const swap = move.moveType === 'SWAP';
  const placed = move.moveType === 'NORMAL' ? rackTiles(move.letters) : '';
  const given = swap ? move.numTiles : [...placed].length;
  return { swap, placed, drawn: swap ? given : Math.min(given, turn.bag), given };
}

/**
 * The racks before a turn from the racks after it, each weighing every future through it
 * (backwards: the draw given back, any of the rack's tiles).
 */
export function beforeTurn(
  after: RackDistribution,
  turn: Pick<PersonTurn, 'move' | 'bag' | 'board'>,
  language: Language,
  rng: Rng,
): RackDistribution {
  const { move } = turn;
  if (move.moveType !== 'NORMAL' && move.moveType !== 'SWAP') return after;
  const { swap, placed, drawn, given } = turnShape(turn);
  const before: RackDistribution = new Map();
  const unseen = swap ? unseenPool(turn.board, language) : '';
  for (const [rack, weight] of after) {
    const size = [...rack].length - drawn;
    if (size < 0) continue;
    for (const [leave, draw] of splitRack(rack, size)) {
      const w = weight * orderWeight(draw);
      if (!swap) {
        add(before, sortRack(placed + leave, language), w);
        continue;
      }
      // A swap gave back tiles the record does not name: any of the tiles unseen then.
      const pool = subtractTiles(unseen, leave) ?? unseen;
      add(before, sortRack(leave + drawTiles(pool, given, rng), language), w);
    }
  }
  return normalised(capDistribution(before, MAX_PRIOR_RACKS, rng));
}

/**
 * The weight of every past reaching each rack after a turn (forwards: the leave plus a draw),
 * over the racks the backward walk found possible there. After a swap the walk starts afresh.
 */
function afterTurn(
  before: RackDistribution,
  racks: Iterable<string>,
  turn: Pick<PersonTurn, 'move' | 'bag'>,
  language: Language,
): RackDistribution {
  const { swap, placed, drawn } = turnShape(turn);
  const pass = turn.move.moveType !== 'NORMAL' && !swap;
  const after: RackDistribution = new Map();
  for (const rack of racks) {
    if (swap) {
      after.set(rack, orderWeight(rack));
      continue;
    }
    if (pass) {
      after.set(rack, before.get(rack) ?? 0);
      continue;
    }
    let weight = 0;
    for (const [leave, draw] of splitRack(rack, [...rack].length - drawn)) {
      const from = before.get(sortRack(placed + leave, language));
      if (from) weight += from * orderWeight(draw);
    }
    after.set(rack, weight);
  }
  return normalised(after);
}

/** A seed from the game's moves, so the same record always samples the same tiles. */
export function gameSeed(game: AnalysisGame): number {
  let h = 2166136261;
  for (const m of game.moves) {
    const text = `${m.moveNum}${m.moveType}${m.letters}${m.x},${m.y}${m.vertical ? 'v' : 'h'}`;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  }
  return h >>> 0;
}

/**
 * The person's rack after their last turn: known once the bag is empty (every unseen tile minus
 * the bot's rack, or the person's own known rack minus what it placed), sampled from the unseen
 * tiles otherwise.
 */
function finalRack(
  turns: readonly Omit<PersonTurn, 'prior'>[],
  botLeave: string | null,
  endBoard: readonly string[],
  language: Language,
  rng: Rng,
): RackDistribution {
  const last = turns.at(-1);
  const pool = unseenPool(endBoard, language);
  const bagAtEnd = Math.max(0, [...pool].length - 2 * RACK_SIZE);
  if (last?.known && last.bag === 0) {
    const placed = last.move.moveType === 'NORMAL' ? rackTiles(last.move.letters) : '';
    const left = subtractTiles(last.known, placed);
    if (left !== null) return new Map([[sortRack(left, language), 1]]);
  }
  if (bagAtEnd === 0 && botLeave !== null) {
    const left = subtractTiles(pool, botLeave);
    if (left !== null && [...left].length <= RACK_SIZE) {
      return new Map([[sortRack(left, language), 1]]);
    }
  }
  const rackSize = bagAtEnd > 0 ? RACK_SIZE : Math.min(RACK_SIZE, [...pool].length);
  const unknown = (botLeave !== null ? subtractTiles(pool, botLeave) : null) ?? pool;
  const dist: RackDistribution = new Map();
  for (let i = 0; i < UNKNOWN_SAMPLES; i++) {
    add(dist, sortRack(drawTiles(unknown, rackSize, rng), language), 1 / UNKNOWN_SAMPLES);
  }
  return dist;
}

/**
 * The hindsight prior over the person's rack before each of their turns (playerMove true), in
 * move order. Null for an unfinished or broken game.
 */
export function personTurns(game: AnalysisGame, seed = gameSeed(game)): PersonTurn[] | null {
  const { language } = game;
  const { timeline, racks } = gamePositions(game);
  if (!game.finished || timeline.hasBrokenMoves) return null;
  const indexOf = new Map(game.moves.map((move, i) => [move, i]));
  const sorted = timeline.moves as AnalysisMove[];
  const total = totalTiles(language);
  const turns: Omit<PersonTurn, 'prior'>[] = [];
  let botLeave: string | null = null;
  sorted.forEach((move, k) => {
    const board = (timeline.frames[k] as { board: readonly string[] }).board;
    const onBoard = board.filter((s) => s !== '').length;
    const bag = Math.max(0, total - onBoard - 2 * RACK_SIZE);
    const index = indexOf.get(move) as number;
    const known = racks[index]?.rack ?? null;
    if (!move.playerMove) {
      // The bot's tiles after its turn, known when it drew nothing (the bag was empty).
      const placed = move.moveType === 'NORMAL' ? rackTiles(move.letters) : '';
      botLeave = known !== null && bag === 0 ? subtractTiles(known, placed) : null;
      return;
    }
    if (move.moveType === 'RESIGN') return;
    turns.push({ index, move, board, bag, known });
  });
  const rng = mulberry32(seed);
  const endBoard = (timeline.frames.at(-1) as { board: readonly string[] }).board;
  // Backwards: what each rack could be, weighing every future through it.
  const futures: RackDistribution[] = new Array<RackDistribution>(turns.length);
  let after = finalRack(turns, botLeave, endBoard, language, rng);
  for (let j = turns.length - 1; j >= 0; j--) {
    const turn = turns[j] as Omit<PersonTurn, 'prior'>;
    after =
      turn.known !== null
        ? new Map([[sortRack(turn.known, language), 1]])
        : beforeTurn(after, turn, language, rng);
    futures[j] = after;
  }
  const priors = hindsightPriors(futures, turns, language);
  return turns.map((turn, j) => ({ ...turn, prior: priors[j] as RackDistribution }));
}

/**
 * Each turn's prior from the backward walk's racks and futures (`futures`, same index as
 * `turns`): times the weight of every past reaching each rack (forwards), normalised.
 */
export function hindsightPriors(
  futures: readonly RackDistribution[],
  turns: readonly Pick<PersonTurn, 'move' | 'bag'>[],
  language: Language,
): RackDistribution[] {
  const fresh = (future: RackDistribution) =>
    new Map([...future.keys()].map((rack) => [rack, orderWeight(rack)]));
  let past: RackDistribution | null = null;
  return turns.map((_, j) => {
    const future = futures[j] as RackDistribution;
    const previous = turns[j - 1];
    past =
      past === null || previous === undefined
        ? fresh(future)
        : afterTurn(past, future.keys(), previous, language);
    const product: RackDistribution = new Map();
    for (const [rack, w] of future) {
      const p = (past.get(rack) ?? 0) * w;
      if (p > 0) product.set(rack, p);
    }
    // A sampled swap or final rack can leave no past that fits: the future alone then.
    if (product.size === 0) {
      past = fresh(future);
      return future;
    }
    return normalised(product);
  });
}
