// Over 300 lines: the simulation's determinism, its sharing out and its seeds are checked on one
// position and one word list; split, each would load them again.
/**
 * Monte Carlo simulation (packages/engine/strategy/simulation/simulate.ts) on the real NO_B word list and shipped
 * tables: seeded and deterministic, the same figures however the iterations are shared out,
 * the leaf valued by the win model, the end rules, the stopping rules and cancellation.
 */
import { describe, expect, it } from 'vitest';
import { SQUARES } from '@ordbot/contract/constants.ts';
import {
  CHECK_EVERY,
  equityPlayer,
  iterationDraw,
  iterationSeed,
  playIterations,
  prepareSimulation,
  simulate,
  SimulationTally,
  type SimulationBatch,
  type SimulationPosition,
} from '../../strategy/simulation/simulate.ts';
import { simulatingPlayer, turnSeed } from '../../strategy/simulation/player.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { chooseTurn, playGame, type Player } from '../../strategy/play.ts';
import { tileValue } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { selfPlayPosition } from './simulate-position.ts';

const LANGUAGE = 'NO_B';
const lexicon = loadLexiconFile(LANGUAGE);
const model = loadShippedModel(LANGUAGE)!;
/** The lexicon with the shipped tables, searched by TypeScript. */
const engine = engineWith(lexicon, model);

describe('simulate', () => {
  const mid = selfPlayPosition(lexicon, model, 5, 10);

  it('ranks the top K by equity, the same for the same seed, other figures for another', async () => {
    const options = { candidates: 4, iterations: 30, seed: 7 };
    const a = await simulate(engine, mid, options);
    const b = await simulate(engine, mid, options);
    expect(a.result).toEqual(b.result);
    expect(a.setup.candidates).toHaveLength(4);
    const equities = a.setup.candidates.map((c) => c.equity);
    expect(equities).toEqual([...equities].sort((x, y) => y - x));
    expect(a.result.iterations).toBe(30);
    expect(a.result.stopped).toBe('fixed');
    for (const row of a.result.ranking) {
      expect(row.winShare).toBeGreaterThanOrEqual(0);
      expect(row.winShare).toBeLessThanOrEqual(1);
      expect(row.winError).toBeGreaterThan(0);
      expect(row.spreadError).toBeGreaterThan(0);
    }
    const shares = a.result.ranking.map((r) => r.winShare);
    expect(shares).toEqual([...shares].sort((x, y) => y - x));
    const other = await simulate(engine, mid, { ...options, seed: 8 });
    expect(other.result.ranking.map((r) => r.winShare)).not.toEqual(shares);
  }, 60_000);

  it('gives the same figures however the iterations are split and in whatever order they come', () => {
    const setup = prepareSimulation(engine, mid, { candidates: 3, seed: 3 });
    const whole = new SimulationTally(3, { iterations: 12 });
    whole.add(playIterations(engine, setup, 0, 12));
    const parts: SimulationBatch[] = [
      playIterations(engine, setup, 8, 4),
      playIterations(engine, setup, 0, 3),
      playIterations(engine, setup, 3, 5),
    ];
    const shared = new SimulationTally(3, { iterations: 12 });
    shared.add(parts[0]!);
    expect(shared.completed).toBe(0);
    shared.add(parts[1]!);
    expect(shared.completed).toBe(3);
    shared.add(parts[2]!);
    expect(shared.completed).toBe(12);
    expect(shared.result(setup.candidates)).toEqual(whole.result(setup.candidates));
  }, 60_000);

  it('with no plies values each candidate by the win model after it, as the static analysis does', async () => {
    const { setup, result } = await simulate(engine, mid, {
      candidates: 3,
      plies: 0,
      iterations: 5,
    });
    const unseen = [...mid.unseen].length;
    for (const row of result.ranking) {
      const c = row.candidate;
      const drawn = Math.min([...c.letters].length, unseen - 7);
      const expected = model.winChance(
        mid.spread + c.points + model.leaveValue(c.leave),
        unseen - drawn,
      );
      expect(row.winShare).toBeCloseTo(expected, 12);
      expect(row.winError).toBe(0);
    }
    expect(setup.plies).toBe(0);
  }, 60_000);

  it('scores a candidate that goes out with the bag empty by the end rules: a certain result', async () => {
    // A nearly empty board; the mover's 2 tiles make a word, the opponent holds the rest.
    const board = new Array<string>(SQUARES).fill('');
    board[7 * 15 + 7] = 'O';
    board[7 * 15 + 8] = 'G';
    const rest = 'QWZ';
    const pos: SimulationPosition = {
      language: LANGUAGE,
      board,
      rack: 'ER',
      unseen: rest,
      spread: -2,
    };
    const { result } = await simulate(engine, pos, { candidates: 20, iterations: 3 });
    const out = result.ranking.filter((r) => r.candidate.leave === '');
    expect(out.length).toBeGreaterThan(0);
    const left = [...rest].reduce((s, t) => s + tileValue(t, LANGUAGE), 0);
    for (const row of out) {
      expect(row.spread).toBe(-2 + row.candidate.points + 2 * left);
      expect(row.winShare).toBe(row.spread > 0 ? 1 : 0);
      expect(row.winError).toBe(0);
    }
  }, 60_000);

  it('simulates the played move too when it is not among the top K', () => {
    const all = prepareSimulation(engine, mid, { candidates: 30 });
    const low = all.candidates[25]!;
    const setup = prepareSimulation(engine, mid, { candidates: 5, include: low });
    expect(setup.candidates).toHaveLength(6);
    expect(setup.candidates[5]).toMatchObject({ notation: low.notation, included: true });
    const inTop = prepareSimulation(engine, mid, {
      candidates: 5,
      include: all.candidates[2]!,
    });
    expect(inTop.candidates).toHaveLength(5);
  }, 60_000);

  it('stops when cancelled, with the iterations played so far', async () => {
    let stop = false;
    const seen: number[] = [];
    const { result } = await simulate(engine, mid, {
      candidates: 2,
      iterations: 1000,
      batch: 5,
      cancelled: () => stop,
      onProgress: (r) => {
        seen.push(r.iterations);
        if (r.iterations >= 10) stop = true;
      },
    });
    expect(seen).toEqual([5, 10]);
    expect(result.iterations).toBe(10);
    expect(result.stopped).toBeNull();
  }, 60_000);
});

describe('simulatingPlayer', () => {
  const mid = selfPlayPosition(lexicon, model, 5, 10);
  const options = { language: LANGUAGE, candidates: 3, iterations: 8 } as const;

  it('places the candidate with the best win share, the same again from the same seed', () => {
    const player = simulatingPlayer(engine, options);
    const state = {
      board: mid.board,
      rack: mid.rack,
      bagSize: [...mid.unseen].length - 7,
      spread: mid.spread,
      opponentTiles: 7,
    };
    const turn = player.choose!(state);
    expect(turn.kind).toBe('place');
    const setup = prepareSimulation(engine, mid, { candidates: 3 });
    const notations = setup.candidates.map((c) => c.notation);
    if (turn.kind === 'place') expect(notations).toContain(turn.move.notation);
    expect(simulatingPlayer(engine, options).choose!(state)).toEqual(turn);
  }, 60_000);

  it('places the clear best whatever its own seed (a bingo some 80 points of equity ahead)', () => {
    const clear = selfPlayPosition(lexicon, model, 7, 10);
    const state = {
      board: clear.board,
      rack: clear.rack,
      bagSize: [...clear.unseen].length - 7,
      spread: clear.spread,
      opponentTiles: 7,
    };
    const [best, next] = prepareSimulation(engine, clear, { candidates: 3 }).candidates;
    expect(best!.equity - next!.equity).toBeGreaterThan(50);
    for (const seed of [1, 5, 41, 1000, 0x7fffffff]) {
      const turn = simulatingPlayer(engine, { ...options, iterations: 20, seed }).choose!(state);
      expect(turn.kind === 'place' && turn.move.notation, `seed ${seed}`).toBe(best!.notation);
    }
  }, 60_000);

  it("draws each turn's iterations uniformly and independently of its own seed (5 against 41)", () => {
    // The opponent's rack of 2,000 iterations of one turn by each seed: each letter as often as
    // the unseen tiles hold it (hypergeometric, within 4.5 standard errors), no iteration seed
    // shared by the two, and the two seeds' racks uncorrelated, as are an iteration's and the next.
    const unseen = [...mid.unseen];
    const n = unseen.length;
    const N = 2000;
    const vowels = new Set([...'AEIOUYÆØÅ']);
    const counts = new Map<string, number>();
    for (const tile of unseen) counts.set(tile, (counts.get(tile) ?? 0) + 1);
    const series: number[][] = [];
    const seeds: Set<number>[] = [];
    for (const own of [5, 41]) {
      const turn = turnSeed(own, mid.board, mid.rack);
      const seen = new Map<string, number>();
      const vowelCounts: number[] = [];
      const used = new Set<number>();
      for (let i = 0; i < N; i++) {
        const seed = iterationSeed(turn, i);
        used.add(seed);
        const { rack, order } = iterationDraw(unseen, 7, seed);
        expect([...rack].length + order.length).toBe(n);
        for (const tile of rack) seen.set(tile, (seen.get(tile) ?? 0) + 1);
        vowelCounts.push([...rack].filter((t) => vowels.has(t)).length);
      }
      for (const [tile, k] of counts) {
        const p = k / n;
        const mean = N * 7 * p;
        const sd = Math.sqrt((N * 7 * p * (1 - p) * (n - 7)) / (n - 1));
        expect(Math.abs((seen.get(tile) ?? 0) - mean), `${own}: ${tile}`).toBeLessThan(4.5 * sd);
      }
      series.push(vowelCounts);
      seeds.push(used);
    }
    const [a, b] = series as [number[], number[]];
    const correlation = (x: number[], y: number[]) => {
      const mx = x.reduce((s, v) => s + v, 0) / x.length;
      const my = y.reduce((s, v) => s + v, 0) / y.length;
      let sxy = 0;
      let sxx = 0;
      let syy = 0;
      for (let i = 0; i < x.length; i++) {
        sxy += (x[i]! - mx) * (y[i]! - my);
        sxx += (x[i]! - mx) ** 2;
        syy += (y[i]! - my) ** 2;
      }
      return sxy / Math.sqrt(sxx * syy);
    };
    // One standard error of a correlation over 2,000 pairs is about 0.022.
    expect(Math.abs(correlation(a, b))).toBeLessThan(0.1);
    expect(Math.abs(correlation(a.slice(1), a.slice(0, -1)))).toBeLessThan(0.1);
    expect([...seeds[0]!].filter((seed) => seeds[1]!.has(seed))).toEqual([]);
    expect(seeds[0]!.size).toBe(N);
  });

  it('is asked for its turns by playGame', () => {
    const seen: number[] = [];
    const plain = equityPlayer(model);
    const player: Player = {
      ...plain,
      choose: (state) => {
        seen.push(state.bagSize);
        return chooseTurn(lexicon, plain, state.board, state.rack, state.bagSize, options);
      },
    };
    const a = playGame(lexicon, [player, plain], 3, options);
    const b = playGame(lexicon, [plain, plain], 3, options);
    expect(a).toEqual(b);
    expect(seen.length).toBe(Math.ceil(a.turns / 2));
  }, 60_000);
});

describe('SimulationTally', () => {
  /** n iterations of k candidates whose win values come from `value(i, c)`. */
  function batch(from: number, count: number, k: number, value: (i: number, c: number) => number) {
    const win: number[] = [];
    const spread: number[] = [];
    for (let i = from; i < from + count; i++) {
      for (let c = 0; c < k; c++) {
        win.push(value(i, c));
        spread.push(value(i, c) * 100);
      }
    }
    return { from, count, win, spread };
  }

  it('stops early at the first check where the best leads every other by 2 standard errors', () => {
    const tally = new SimulationTally(3, { iterations: 2000, stop: 'early' });
    // Candidate 1 wins every iteration; 0 and 2 win every other and every third.
    tally.add(batch(0, 2000, 3, (i, c) => (c === 1 ? 1 : c === 0 ? i % 2 : i % 3 === 0 ? 1 : 0)));
    expect(tally.done).toBe(true);
    const result = tally.result([]);
    expect(result.stopped).toBe('early');
    expect(result.iterations).toBe(100);
    expect(result.ranking.map((r) => r.index)).toEqual([1, 0, 2]);
  });

  it('plays on to N when no candidate leads by 2 standard errors, and says so', () => {
    const tally = new SimulationTally(2, { iterations: 400, stop: 'early' });
    // Both win the same iterations: the difference is 0 every time.
    tally.add(batch(0, 400, 2, (i) => i % 2));
    expect(tally.result([]).stopped).toBe('fixed');
    expect(tally.result([]).iterations).toBe(400);
  });

  it('waits for a close race: a lead of under 2 standard errors at a check does not stop it', () => {
    const tally = new SimulationTally(2, { iterations: 1000, stop: 'early' });
    // Candidate 0 wins 11 of every 20 iterations, candidate 1 10 others, half of them the same.
    tally.add(
      batch(0, 1000, 2, (i, c) => ((c === 0 ? i : i + 5) % 20 < (c === 0 ? 11 : 10) ? 1 : 0)),
    );
    const result = tally.result([]);
    expect(result.iterations % CHECK_EVERY).toBe(0);
    expect(result.iterations).toBeGreaterThan(100);
  });

  it('ignores iterations past N and ones it already has', () => {
    const tally = new SimulationTally(1, { iterations: 10 });
    tally.add(batch(0, 5, 1, () => 1));
    tally.add(batch(0, 5, 1, () => 0));
    tally.add(batch(5, 10, 1, () => 1));
    const result = tally.result([]);
    expect(result.iterations).toBe(10);
    expect(result.ranking[0]!.winShare).toBe(1);
  });
});
