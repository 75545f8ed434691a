// Over 300 lines: the simulation's set-up, its play-out and its tally belong together (the
// tally's stopping rule reads the play-out's per-iteration values), and a worker imports them
// as one module.
/**
 * Monte Carlo simulation of a rack's top candidates (docs/strategy.md "Simulation"): each of the
 * top K placements by equity is played, the unseen tiles are shuffled into the opponent's rack
 * and the bag, P plies are played out by the equity player, and the leaf is valued by the win
 * model. Per candidate: the win share, the mean spread and their standard errors.
 *
 * Iteration i draws from its own seed (the run's seed and i), and every candidate sees the same
 * draw (common random numbers, so the candidates' differences vary less than their values). The
 * play-out (`playIterations`) needs the engine, its words and its tables (strategy/tables.ts
 * TableEngine); the tally (`SimulationTally`) needs neither, takes batches of iterations in any
 * order and reads only the contiguous prefix 0 .. m-1, so workers that share the iterations by
 * index give the same result whatever their number.
 */
import { RACK_SIZE } from '../../dimensions.ts';
import type { Language } from '../../game-enums.ts';
import { GameState, MIN_BAG_FOR_SWAP } from '../../game-state.ts';
import type { LeaveCounts } from '../../movegen/leave-keys.ts';
import {
  allMovesByEquity,
  normaliseRack,
  rankPool,
  topMoves,
  type RankedMove,
} from '../../movegen/movegen.ts';
import { checkBoard } from '../../movegen/placement.ts';
import { resolveLayout } from '../../movegen/scoring.ts';
import type { PoolSearch } from '../../movegen/search-engine.ts';
import { mulberry32, shuffleInPlace, type Rng } from '../../random.ts';
import { unseenTiles } from '../../tiles.ts';
import { MAX_LEAVE } from '../leaves.ts';
import type { Player, Turn } from '../play.ts';
import type { TableEngine, TableModel } from '../tables.ts';

export const DEFAULT_CANDIDATES = 10;
export const DEFAULT_PLIES = 2;
export const DEFAULT_ITERATIONS = 1000;
/** The early rule is checked every this many iterations, from MIN_EARLY_ITERATIONS on. */
export const CHECK_EVERY = 50;
export const MIN_EARLY_ITERATIONS = 100;
/** Early stop: the best leads every other by this many standard errors of their difference. */
export const EARLY_MARGIN = 2;

export interface SimulationPosition {
  language: Language;
  layout?: readonly number[];
  /** The board before the move (225 squares, '' empty, lower case a blank). */
  board: readonly string[];
  /** The mover's rack ('?' a blank). */
  rack: string;
  /** The tiles the mover cannot see: the opponent's rack and the bag ('?' a blank). */
  unseen: string;
  /** The mover's score minus the opponent's before the move. */
  spread: number;
  /** Tiles on the opponent's rack; min(7, unseen) when left out. */
  opponentTiles?: number;
}

export interface SimulationOptions {
  /** The top K placements by equity (10). */
  candidates?: number;
  /** Plies played after each candidate (2: the opponent's reply and the mover's next turn). */
  plies?: number;
  /** The most iterations (1,000). */
  iterations?: number;
  /** 'fixed' plays every iteration; 'early' stops once the best leads by 2 standard errors. */
  stop?: StopRule;
  seed?: number;
  /** A placement to simulate as well when it is not among the top K (the move played). */
  include?: Pick<RankedMove, 'x' | 'y' | 'vertical' | 'letters' | 'points'> | null;
}

export type StopRule = 'fixed' | 'early';

/** A candidate: a placement with its static equity. */
export interface SimulationCandidate {
  notation: string;
  x: number;
  y: number;
  vertical: boolean;
  letters: string;
  points: number;
  leave: string;
  equity: number;
  /** Whether it came in through `include` (it is not among the top K). */
  included: boolean;
}

/** What a worker needs to play iterations: plain data, no lexicon or model. */
export interface SimulationSetup {
  position: SimulationPosition;
  candidates: SimulationCandidate[];
  plies: number;
  seed: number;
}

/** Iterations from .. from+count-1: per iteration the K candidates' values, row by row. */
export interface SimulationBatch {
  from: number;
  count: number;
  /** The mover's win share at each leaf (0 to 1). */
  win: number[];
  /** The mover's spread at each leaf (its score minus the opponent's, plus the leave's value). */
  spread: number[];
}

function leaveValue(model: TableModel, tiles: string): number {
  return tiles.length > 0 && tiles.length <= MAX_LEAVE ? model.leaveValue(tiles) : 0;
}

/** The opponent's rack size and the bag's from a position. */
function split(position: SimulationPosition): { opponent: number; bag: number } {
  const unseen = [...position.unseen].length;
  const opponent = Math.min(position.opponentTiles ?? RACK_SIZE, unseen);
  return { opponent, bag: unseen - opponent };
}

function toCandidate(move: RankedMove, included: boolean): SimulationCandidate {
  const { notation, x, y, vertical, letters, points, leave, equity } = move;
  return { notation, x, y, vertical, letters, points, leave, equity, included };
}

/**
 * The top K placements by equity (by points with an empty bag, as the equity player plays
 * then), plus `include` when it is not among them.
 */
export function prepareSimulation(
  engine: TableEngine,
  position: SimulationPosition,
  options: SimulationOptions = {},
): SimulationSetup {
  const k = options.candidates ?? DEFAULT_CANDIDATES;
  if (!(k >= 1)) throw new RangeError('A simulation needs at least one candidate');
  const { bag } = split(position);
  const leaves = bag > 0 ? engine.model.leaves.valueOfCounts : null;
  const opts = { language: position.language, layout: position.layout, leaves };
  const top = topMoves(engine, position.board, position.rack, opts, k);
  const candidates = top.map((m) => toCandidate(m, false));
  const extra = options.include;
  if (extra) {
    const same = (c: Pick<RankedMove, 'x' | 'y' | 'vertical' | 'letters'>) =>
      c.x === extra.x &&
      c.y === extra.y &&
      c.vertical === extra.vertical &&
      c.letters === extra.letters;
    if (!candidates.some(same)) {
      const all = allMovesByEquity(engine, position.board, position.rack, opts);
      const found = all.find(same);
      if (found) candidates.push(toCandidate(found, true));
    }
  }
  return {
    position,
    candidates,
    plies: options.plies ?? DEFAULT_PLIES,
    seed: (options.seed ?? 1) >>> 0,
  };
}

/** The seed of iteration i of a run: the run's seed and i mixed (a 32-bit hash). */
export function iterationSeed(seed: number, i: number): number {
  let h = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return (h ^ (h >>> 15)) >>> 0;
}

/**
 * An iteration's draw from its seed: the unseen tiles shuffled, the first `opponent` of them the
 * opponent's rack and the rest the bag in drawing order (every candidate sees this same draw).
 */
export function iterationDraw(
  unseen: readonly string[],
  opponent: number,
  seed: number,
): { rack: string; order: string[] } {
  const tiles = shuffleInPlace(unseen.slice(), mulberry32(seed));
  return { rack: tiles.slice(0, opponent).join(''), order: tiles.slice(opponent) };
}

interface Leaf {
  win: number;
  spread: number;
}

/**
 * What a play-out needs beside the setup: the search (search-engine.ts: the WebAssembly
 * engine's where the caller passed it, as the workers, the CLI and the bench do), the layout and
 * the leave values.
 */
interface PlayContext {
  search: PoolSearch;
  layout: readonly number[];
  leaves: LeaveCounts;
}

/**
 * The equity player's turn (play.ts chooseTurn, the same choice) from one search: the rack as
 * the simulation holds it (normalised), the board checked once per batch, the best swap only
 * where a swap is allowed.
 */
function plyTurn(
  context: PlayContext,
  language: Language,
  board: readonly string[],
  rack: string,
  bagSize: number,
): Turn {
  const { search } = context;
  search.prepare(board, context.layout, language, rack, bagSize > 0 ? context.leaves : null);
  const canSwap = bagSize >= MIN_BAG_FOR_SWAP;
  const swap = canSwap ? search.bestKeep() : null;
  search.searchTop(1);
  const move = rankPool(search.pool, search.letters, rack, 1)[0];
  if (swap && (!move || swap.value > move.equity)) return { kind: 'swap', ...swap };
  if (move) return { kind: 'place', move };
  return canSwap ? { kind: 'swap', keep: '', value: 0 } : { kind: 'pass' };
}

/**
 * One candidate played out: the candidate, then `plies` turns by the equity player, the racks
 * and bag as drawn, each turn by the game's rules (packages/engine/game-state.ts: going out and
 * passes in a row end the game with their rack points). `before` is the iteration's position
 * before the candidate, the mover (side 0) to move, its scores the spread and 0; its bag is
 * copied, its board shared.
 */
function playOut(
  context: PlayContext,
  plies: number,
  model: TableModel,
  before: GameState,
  candidate: SimulationCandidate,
  rng: Rng,
): Leaf {
  const state = before.copy(rng);
  const { language } = state;
  state.play({ kind: 'place', move: candidate });
  let last: 0 | 1 = 0;
  let lastLeave = candidate.leave;
  for (let ply = 0; ply < plies && !state.over; ply++) {
    const side = state.turn;
    const rack = state.racks[side];
    const turn = plyTurn(context, language, state.board, rack, state.bagSize);
    last = side;
    lastLeave = turn.kind === 'place' ? turn.move.leave : turn.kind === 'swap' ? turn.keep : rack;
    state.play(turn);
  }
  // diff: the mover's score minus the opponent's.
  const diff = state.scores[0] - state.scores[1];
  if (state.over) return { win: diff > 0 ? 1 : diff < 0 ? 0 : 0.5, spread: diff };
  // The leaf as the win model sees it: from the side that moved last, its leave counted while
  // the bag holds tiles, unseen = the bag plus the other rack.
  const sign = last === 0 ? 1 : -1;
  const bag = state.bagSize;
  const own = sign * diff + (bag > 0 ? leaveValue(model, lastLeave) : 0);
  const unseen = bag + state.racks[(1 - last) as 0 | 1].length;
  const chance = model.winChance(own, unseen);
  return { win: last === 0 ? chance : 1 - chance, spread: sign * own };
}

/** The equity player of a model (the leave table by tile counts). */
export function equityPlayer(model: TableModel): Player {
  return { name: 'equity', leaves: model.leaves.valueOfCounts };
}

/**
 * Iterations from .. from+count-1 of a run; the same values whoever plays them, in whatever
 * order: iteration j's draw comes from its own seed and candidate c's swaps from that seed and c.
 */
export function playIterations(
  engine: TableEngine,
  setup: SimulationSetup,
  from: number,
  count: number,
): SimulationBatch {
  const { model } = engine;
  const { position, candidates } = setup;
  checkBoard(position.board);
  const rack = normaliseRack(position.rack);
  const context: PlayContext = {
    search: engine.search('movegen'),
    layout: resolveLayout(position.layout),
    leaves: model.leaves.valueOfCounts,
  };
  const unseen = [...position.unseen];
  const { opponent } = split(position);
  const k = candidates.length;
  const seeds: number[] = [];
  const befores: GameState[] = [];
  for (let j = 0; j < count; j++) {
    const seed = iterationSeed(setup.seed, from + j);
    const draw = iterationDraw(unseen, opponent, seed);
    seeds.push(seed);
    befores.push(
      new GameState({
        language: position.language,
        board: position.board,
        racks: [rack, draw.rack],
        bag: draw.order,
        scores: [position.spread, 0],
        turn: 0,
        rng: null,
      }),
    );
  }
  const win = new Array<number>(count * k);
  const spread = new Array<number>(count * k);
  for (let c = 0; c < k; c++) {
    const cand = candidates[c] as SimulationCandidate;
    for (let j = 0; j < count; j++) {
      const rng = mulberry32((seeds[j] as number) ^ Math.imul(c + 1, 0x27d4eb2d));
      const before = befores[j] as GameState;
      const leaf = playOut(context, setup.plies, model, before, cand, rng);
      win[j * k + c] = leaf.win;
      spread[j * k + c] = leaf.spread;
    }
  }
  return { from, count, win, spread };
}

/** One candidate's figures after m iterations. */
export interface CandidateResult {
  /** Its index in the setup's candidates (the static order by equity). */
  index: number;
  candidate: SimulationCandidate;
  /** Mean win share, 0 to 1, and its standard error. */
  winShare: number;
  winError: number;
  /** Mean spread at the leaves and its standard error. */
  spread: number;
  spreadError: number;
}

export interface SimulationResult {
  /** Iterations the figures are over (the contiguous prefix). */
  iterations: number;
  /** 'fixed': all N played; 'early': stopped once the best led by 2 standard errors. */
  stopped: StopRule | null;
  /** Best first: by win share, then mean spread, then static order. */
  ranking: CandidateResult[];
}

function meanAndError(sum: number, squares: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const mean = sum / n;
  if (n < 2) return [mean, 0];
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  return [mean, Math.sqrt(variance / n)];
}

/**
 * The figures of a run from batches in any order. Only iterations 0 .. m-1 without a gap count,
 * and the early rule is checked at every multiple of CHECK_EVERY from MIN_EARLY_ITERATIONS on,
 * over exactly that prefix, so the result depends on the seed and not on who played what.
 */
export class SimulationTally {
  readonly k: number;
  readonly limit: number;
  readonly rule: StopRule;
  private readonly win: Float64Array;
  private readonly spread: Float64Array;
  private readonly have: Uint8Array;
  private prefix = 0;
  private stoppedAt: number | null = null;

  constructor(k: number, options: { iterations?: number; stop?: StopRule } = {}) {
    this.k = k;
    this.limit = options.iterations ?? DEFAULT_ITERATIONS;
    if (!(this.limit >= 1)) throw new RangeError('A simulation needs at least one iteration');
    this.rule = options.stop ?? 'fixed';
    this.win = new Float64Array(this.limit * k);
    this.spread = new Float64Array(this.limit * k);
    this.have = new Uint8Array(this.limit);
  }

  /** Iterations 0 .. m-1 all in hand. */
  get completed(): number {
    return this.stoppedAt ?? this.prefix;
  }

  get done(): boolean {
    return this.stoppedAt !== null;
  }

  add(batch: SimulationBatch): void {
    const { k } = this;
    for (let j = 0; j < batch.count; j++) {
      const i = batch.from + j;
      if (i >= this.limit || this.have[i]) continue;
      for (let c = 0; c < k; c++) {
        this.win[i * k + c] = batch.win[j * k + c] as number;
        this.spread[i * k + c] = batch.spread[j * k + c] as number;
      }
      this.have[i] = 1;
    }
    while (this.stoppedAt === null && this.prefix < this.limit && this.have[this.prefix]) {
      this.prefix++;
      if (this.prefix === this.limit) this.stoppedAt = this.limit;
      else if (this.rule === 'early' && this.prefix % CHECK_EVERY === 0) {
        if (this.prefix >= MIN_EARLY_ITERATIONS && this.leads(this.prefix)) {
          this.stoppedAt = this.prefix;
        }
      }
    }
  }

  /**
   * Candidate a's win share minus b's over the iterations in hand, and the standard error of
   * that paired difference (both saw the same draws, so it is smaller than their own errors).
   */
  difference(a: number, b: number, n = this.completed): [number, number] {
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const d = (this.win[i * this.k + a] as number) - (this.win[i * this.k + b] as number);
      sum += d;
      squares += d * d;
    }
    return meanAndError(sum, squares, n);
  }

  /** Whether the best of the first n iterations leads every other by EARLY_MARGIN errors. */
  private leads(n: number): boolean {
    const ranking = this.rank(n);
    const best = ranking[0];
    if (!best || ranking.length < 2) return true;
    for (const other of ranking.slice(1)) {
      const [mean, error] = this.difference(best.index, other.index, n);
      if (!(mean > EARLY_MARGIN * error) || mean <= 0) return false;
    }
    return true;
  }

  private rank(n: number): { index: number; win: [number, number]; spread: [number, number] }[] {
    const rows = [];
    for (let c = 0; c < this.k; c++) {
      let w = 0;
      let w2 = 0;
      let s = 0;
      let s2 = 0;
      for (let i = 0; i < n; i++) {
        const a = this.win[i * this.k + c] as number;
        const b = this.spread[i * this.k + c] as number;
        w += a;
        w2 += a * a;
        s += b;
        s2 += b * b;
      }
      rows.push({ index: c, win: meanAndError(w, w2, n), spread: meanAndError(s, s2, n) });
    }
    rows.sort((a, b) => b.win[0] - a.win[0] || b.spread[0] - a.spread[0] || a.index - b.index);
    return rows;
  }

  /** The figures over the iterations in hand (all of them once done). */
  result(candidates: readonly SimulationCandidate[]): SimulationResult {
    const n = this.completed;
    return {
      iterations: n,
      stopped: this.stoppedAt === null ? null : this.stoppedAt < this.limit ? 'early' : 'fixed',
      ranking: this.rank(n).map((row) => ({
        index: row.index,
        candidate: candidates[row.index] as SimulationCandidate,
        winShare: row.win[0],
        winError: row.win[1],
        spread: row.spread[0],
        spreadError: row.spread[1],
      })),
    };
  }
}

export interface RunOptions extends SimulationOptions {
  /** Iterations per batch between progress reports (25). */
  batch?: number;
  /** Called after every batch; a promise it returns is awaited (a caller can yield there). */
  onProgress?: (result: SimulationResult) => void | Promise<void>;
  /** Checked before every batch: true stops the run. */
  cancelled?: () => boolean;
}

/**
 * A whole run in this thread: batches of iterations until the tally is done or `cancelled`
 * says stop (the result then holds the iterations played, `stopped` null).
 */
export async function simulate(
  engine: TableEngine,
  position: SimulationPosition,
  options: RunOptions = {},
): Promise<{ setup: SimulationSetup; result: SimulationResult }> {
  const setup = prepareSimulation(engine, position, options);
  const tally = new SimulationTally(setup.candidates.length, options);
  const size = options.batch ?? 25;
  let next = 0;
  while (!tally.done && setup.candidates.length > 0 && !options.cancelled?.()) {
    const count = Math.min(size, tally.limit - next);
    tally.add(playIterations(engine, setup, next, count));
    next += count;
    await options.onProgress?.(tally.result(setup.candidates));
  }
  return { setup, result: tally.result(setup.candidates) };
}

/**
 * The tiles the mover cannot see, from the board and its rack: the tile set minus both, in set
 * order. Throws RangeError when the rack holds a tile the set has no more of.
 */
export function unseenFor(board: readonly string[], rack: string, language: Language): string {
  const counts = new Map(unseenTiles(board, language).tiles.map((t) => [t.letter, t.count]));
  for (const tile of rack) {
    const left = counts.get(tile) ?? 0;
    if (left <= 0) throw new RangeError(`The set holds no more '${tile}' than the board shows`);
    counts.set(tile, left - 1);
  }
  return [...counts].map(([letter, count]) => letter.repeat(count)).join('');
}

/** A whole run of a setup in this thread, without pauses: the tally once it is done. */
export function simulateTally(
  engine: TableEngine,
  setup: SimulationSetup,
  options: { iterations?: number; stop?: StopRule; batch?: number } = {},
): SimulationTally {
  const tally = new SimulationTally(setup.candidates.length, options);
  const size = options.batch ?? 50;
  for (let from = 0; !tally.done && setup.candidates.length > 0; from += size) {
    tally.add(playIterations(engine, setup, from, Math.min(size, tally.limit - from)));
  }
  return tally;
}

/** simulateTally's figures. */
export function simulateSetup(
  engine: TableEngine,
  setup: SimulationSetup,
  options: { iterations?: number; stop?: StopRule; batch?: number } = {},
): SimulationResult {
  return simulateTally(engine, setup, options).result(setup.candidates);
}
