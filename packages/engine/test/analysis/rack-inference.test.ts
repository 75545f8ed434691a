// Over 300 lines: the prior's brute force, the constraint cases and the posterior's checks share
// one demo game, its person's turns and the helpers that enumerate tile orders.
/**
 * The person's racks inferred after the game (packages/engine/analysis/rack-hindsight.ts,
 * rack-posterior.ts, inferred.ts; ../shared/docs/verdict.md): the hindsight prior against brute
 * force over every order in which the person's tiles could have reached the rack; the constraint
 * logic on hand-made records (a bingo, a rack held to the end, a swap, a game ended by passes);
 * the posterior against the softmax recomputed from the engine's full move list, and with a grid
 * of temperatures, each weighed by the chance of all the person's moves at it.
 */
import { describe, expect, it } from 'vitest';
import { readPlayed } from '../../analysis/analyse.ts';
import { forEachAnalysedMove } from '../../analysis/positions.ts';
import { inferGame, inferredGrade } from '../../analysis/inferred.ts';
import { judgeGame } from '../../analysis/stored.ts';
import {
  beforeTurn,
  hindsightPriors,
  personTurns,
  subRacks,
  type RackDistribution,
} from '../../analysis/rack-hindsight.ts';
import {
  inferMove,
  posteriorOf,
  prepareMove,
  temperatureWeights,
  type PreparedMove,
} from '../../analysis/rack-posterior.ts';
import { leaveOf } from '../../analysis/chances.ts';
import { rackHolds, sortRack, subtractTiles } from '../../analysis/racks.ts';
import type { AnalysisMove } from '../../analysis/types.ts';
import { generateMoves, MIN_BAG_FOR_SWAP } from '../../movegen/movegen.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { mulberry32 } from '../../random.ts';
import { demoAnalysisGames } from '../../../../tests/bench/demo-games.ts';

const LANG = 'NO_B' as const;

/** Every distinct order of a multiset's letters. */
function arrangements(tiles: string): string[] {
  const counts = new Map<string, number>();
  for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
  const out: string[] = [];
  const walk = (prefix: string, left: number) => {
    if (left === 0) {
      out.push(prefix);
      return;
    }
    for (const [t, c] of counts) {
      if (c === 0) continue;
      counts.set(t, c - 1);
      walk(prefix + t, left - 1);
      counts.set(t, c);
    }
  };
  walk('', tiles.length);
  return out;
}

/**
 * Brute force: every order of the person's tiles (each distinct order of letters is as likely,
 * since every physical order is), kept where each turn's rack holds what it placed; the racks
 * before each turn counted over the kept orders.
 */
function bruteForce(start: number, turns: { placed: string; drawn: number }[], final: string) {
  const all = turns.map((t) => t.placed).join('') + final;
  const counts = turns.map(() => new Map<string, number>());
  let kept = 0;
  for (const order of arrangements(all)) {
    let rack = order.slice(0, start);
    let at = start;
    const racks: string[] = [];
    let ok = true;
    for (const turn of turns) {
      racks.push(sortRack(rack, LANG));
      const left = subtractTiles(rack, turn.placed);
      if (left === null) {
        ok = false;
        break;
      }
      rack = left + order.slice(at, at + turn.drawn);
      at += turn.drawn;
    }
    if (!ok || sortRack(rack, LANG) !== sortRack(final, LANG)) continue;
    kept++;
    racks.forEach((r, j) => counts[j]?.set(r, (counts[j]?.get(r) ?? 0) + 1));
  }
  return counts.map((c) => new Map([...c].map(([r, n]) => [r, n / kept])));
}

function move(letters: string, moveType: AnalysisMove['moveType'] = 'NORMAL'): AnalysisMove {
  return {
    moveNum: 1,
    playerMove: true,
    moveType,
    letters,
    points: 0,
    numTiles: letters.length,
    mainWord: '',
    vertical: false,
    x: 0,
    y: 0,
  };
}

/**
 * The hindsight over hand-made turns: a record whose person's moves place the given tiles with
 * the bag large enough for every draw, ended with a known rack, read through personTurns' walks.
 */
function walked(start: number, turns: { placed: string; drawn: number }[], final: string) {
  let after: RackDistribution = new Map([[sortRack(final, LANG), 1]]);
  const futures: RackDistribution[] = [];
  for (let j = turns.length - 1; j >= 0; j--) {
    const t = turns[j] as { placed: string; drawn: number };
    after = beforeTurn(
      after,
      { move: move(t.placed), bag: t.drawn, board: [] },
      LANG,
      mulberry32(1),
    );
    futures.unshift(after);
  }
  return hindsightPriors(
    futures,
    turns.map((t) => ({ move: move(t.placed), bag: t.drawn })),
    LANG,
  ).map((prior) => {
    for (const rack of prior.keys()) expect([...rack].length).toBe(start);
    return prior;
  });
}

function expectSame(a: RackDistribution, b: RackDistribution) {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [rack, p] of a) expect(b.get(rack) ?? 0).toBeCloseTo(p, 9);
}

describe('the hindsight prior', () => {
  it('gives each sub-rack the share of physical tile sets that make it', () => {
    const shares = new Map(subRacks('AAB', 2));
    expect(shares.get('AA')).toBeCloseTo(1 / 3, 12);
    expect(shares.get('AB')).toBeCloseTo(2 / 3, 12);
  });

  it('equals brute force over every order of the tiles, on small racks', () => {
    const cases: { start: number; turns: { placed: string; drawn: number }[]; final: string }[] = [
      {
        start: 4,
        turns: [
          { placed: 'AB', drawn: 2 },
          { placed: 'C', drawn: 1 },
        ],
        final: 'AACD',
      },
      {
        start: 5,
        turns: [
          { placed: 'D', drawn: 1 },
          { placed: 'AB', drawn: 2 },
        ],
        final: 'ABCCD',
      },
      {
        start: 4,
        turns: [
          { placed: 'A', drawn: 1 },
          { placed: 'BC', drawn: 2 },
          { placed: 'AD', drawn: 2 },
        ],
        final: 'ABBD',
      },
    ];
    for (const c of cases) {
      const exact = bruteForce(c.start, c.turns, c.final);
      const priors = walked(c.start, c.turns, c.final);
      priors.forEach((prior, j) => expectSame(exact[j] as RackDistribution, prior));
    }
  });

  it('reads the constraints of a real record: bingos, the end, swaps, passes', () => {
    const lexicon = loadLexiconFile(LANG);
    for (const game of demoAnalysisGames(lexicon, [1, 2, 3, 7])) {
      const turns = personTurns(game);
      expect(turns).not.toBeNull();
      for (const turn of turns ?? []) {
        const total = [...turn.prior.values()].reduce((s, p) => s + p, 0);
        expect(total).toBeCloseTo(1, 9);
        if (turn.known) expect([...turn.prior.keys()]).toEqual([sortRack(turn.known, LANG)]);
        for (const rack of turn.prior.keys()) {
          // Every candidate holds the tiles placed, and a full rack while the bag holds tiles.
          if (turn.move.moveType === 'NORMAL')
            expect(rackHolds(rack, turn.move.letters)).toBe(true);
          if (turn.bag > 0) expect([...rack].length).toBe(7);
        }
      }
      // A bingo's rack is its seven tiles; a swap's rack keeps some of the rack after it.
      const swap = (turns ?? []).find((t) => t.move.moveType === 'SWAP');
      if (swap) expect(swap.prior.size).toBeGreaterThan(1);
    }
  });

  it('holds the rack of a game ended by passes with tiles in the bag unknown, but sampled', () => {
    const lexicon = loadLexiconFile(LANG);
    const [game] = demoAnalysisGames(lexicon, [1]);
    if (!game) throw new Error('no game');
    // Cut the game after its 10th move and end it by three passes.
    const cut = game.moves.slice(0, 10);
    const passes = [0, 1, 2].map((k) => ({
      ...move('', 'PASS'),
      moveNum: 11 + k,
      playerMove: cut.at(-1)?.playerMove ? k % 2 === 1 : k % 2 === 0,
      numTiles: 0,
    }));
    const ended = { ...game, moves: [...cut, ...passes] };
    const turns = personTurns(ended) ?? [];
    const last = turns.filter((t) => t.move.moveType === 'NORMAL').at(-1);
    expect(last?.prior.size).toBeGreaterThan(10);
    expect(personTurns(ended)).toEqual(turns);
  });
});

describe('the posterior', () => {
  const lexicon = loadLexiconFile(LANG);
  const model = loadShippedModel(LANG) as NonNullable<ReturnType<typeof loadShippedModel>>;
  const engine = engineWith(lexicon, model);
  const [first] = demoAnalysisGames(lexicon, [2]);
  if (!first) throw new Error('no game');
  const game = first;

  /**
   * Each rack's prior times the softmax at `t` of the played move among every move of the rack
   * (its placements as objects, points plus the leave's value, and its swaps where the bag
   * allows), unnormalised.
   */
  function priorTimesSoftmax(
    board: readonly string[],
    prior: ReadonlyMap<string, number>,
    bag: number,
    played: { points: number; letters: string },
    t: number,
  ): Map<string, number> {
    const weights = new Map<string, number>();
    for (const [r, p] of prior) {
      const equities = generateMoves(lexicon, board, r, game).map(
        (g) => g.points + leaveOf(model, r, g.letters).value,
      );
      if (bag >= MIN_BAG_FOR_SWAP) {
        for (let keep = 0; keep < 7; keep++) {
          for (const [kept] of subRacks(r, keep)) {
            equities.push(kept === '' ? 0 : model.leaveValue(kept));
          }
        }
      }
      const playedEquity = played.points + leaveOf(model, r, played.letters).value;
      const z = equities.reduce((s, e) => s + Math.exp(e / t), 0);
      weights.set(r, (p * Math.exp(playedEquity / t)) / z);
    }
    return weights;
  }

  it('is the prior times the softmax of the played move among every move of each rack', () => {
    const turns = new Map((personTurns(game) ?? []).map((t) => [t.index, t]));
    const settings = { temperature: 6, gradeConfidence: 0.6, prior: 'HINDSIGHT' as const };
    let checked = 0;
    forEachAnalysedMove(game, ({ move: m, index, board, rack, around }) => {
      const turn = turns.get(index);
      if (checked >= 2 || !m.playerMove || rack || !turn || turn.bag === 0) return;
      const played = readPlayed(lexicon, board, m, game).move;
      if (!played) return;
      const small = new Map([...turn.prior].sort((a, b) => b[1] - a[1]).slice(0, 6));
      const inferred = inferMove(
        engine,
        { ...turn, prior: small },
        played,
        around.position,
        game,
        settings,
      );
      if (!inferred) return;
      // Recomputed from every move as an object: points plus the leave's value.
      const weights = priorTimesSoftmax(board, small, turn.bag, played, 6);
      const total = [...weights.values()].reduce((s, w) => s + w, 0);
      for (const r of inferred.racks)
        expect(r.p).toBeCloseTo((weights.get(r.rack) ?? 0) / total, 6);
      checked++;
    });
    expect(checked).toBe(2);
  });

  it("weighs a grid of temperatures by all the person's moves and mixes the posteriors", () => {
    const turns = new Map((personTurns(game) ?? []).map((t) => [t.index, t]));
    const grid = [2, 9];
    const settings = {
      temperature: 6,
      temperatures: grid,
      gradeConfidence: 0.6,
      prior: 'HINDSIGHT' as const,
    };
    // Two of the person's moves, each with its 4 likeliest racks by the prior.
    const moves: { prepared: PreparedMove; exact: Map<string, number>[] }[] = [];
    forEachAnalysedMove(game, ({ move: m, index, board, rack, around }) => {
      const turn = turns.get(index);
      if (moves.length >= 2 || !m.playerMove || rack || !turn || turn.bag === 0) return;
      const played = readPlayed(lexicon, board, m, game).move;
      if (!played) return;
      const small = new Map([...turn.prior].sort((a, b) => b[1] - a[1]).slice(0, 4));
      const cut = { ...turn, prior: small };
      const prepared = prepareMove(engine, cut, played, around.position, game, settings);
      if (!prepared) return;
      // Prior times softmax at each temperature, from every move as an object.
      const exact = grid.map((t) => priorTimesSoftmax(board, small, turn.bag, played, t));
      moves.push({ prepared, exact });
    });
    expect(moves.length).toBe(2);
    const sum = (w: Map<string, number>) => [...w.values()].reduce((s, x) => s + x, 0);
    // Each temperature's weight: the product over the moves of their chance at it.
    const evidence = grid.map((_, k) => moves.reduce((p, m) => p * sum(m.exact[k]!), 1));
    const weights = temperatureWeights(moves.map((m) => m.prepared));
    const total = evidence.reduce((a, b) => a + b, 0);
    grid.forEach((_, k) => expect(weights[k]).toBeCloseTo(evidence[k]! / total, 9));
    for (const m of moves) {
      const inferred = posteriorOf(m.prepared, weights);
      for (const r of inferred.racks) {
        const mixed = grid.reduce(
          (p, _, k) => p + weights[k]! * ((m.exact[k]!.get(r.rack) ?? 0) / sum(m.exact[k]!)),
          0,
        );
        expect(r.p).toBeCloseTo(mixed, 9);
      }
    }
  });

  it('grades only where racks holding the confidence agree, and the deep pass serves it', () => {
    const settings = { temperature: 6, gradeConfidence: 0.6, prior: 'HINDSIGHT' as const };
    const inferred = inferGame(engine, game, settings);
    expect(inferred.size).toBeGreaterThan(3);
    for (const { inferred: m } of inferred.values()) {
      const grade = inferredGrade(m, 0.6);
      // Graded where racks holding the confidence lose 3 points and the likeliest loses too.
      const safe = m.lossChance(3) >= 0.6 && (m.racks[0]?.winLost ?? 0) > 0;
      expect(grade !== null).toBe(safe);
      expect(m.racks.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 9);
    }
    const { review, stored } = judgeGame(engine, game, { inferRacks: settings });
    for (const [index, { inferred: m }] of inferred) {
      const a = review.moves[index];
      const v = a?.verdict;
      expect(v?.rackSource).toBe('INFERRED');
      expect(v?.racks?.length).toBe(Math.min(5, m.racks.length));
      expect(v?.racks?.[0]?.rack).toBe(v?.rack);
      expect(v?.grade).toBe(a?.grade);
      // A graded move's list (the likeliest rack's) never leads with the move played.
      if (v?.grade) expect(v.candidates[0]?.move).not.toBe(v.played.move);
      expect(v?.winLost).toBeCloseTo(m.winLost, 9);
      const row = stored.rows.find((r) => r.moveNum === a?.moveNum);
      expect(row?.grade).toBe(a?.grade);
      expect(row?.accuracy).toBe(a?.accuracy);
      expect(row?.rackP).toBe(v?.racks?.[0]?.p);
    }
    expect(judgeGame(engine, game, { inferRacks: settings }).review).toEqual(review);
  });
});
