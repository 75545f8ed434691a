/**
 * Does the simulating player's own seed steer its strength? (The simulation's strength must hold
 * on any seed; tests/bench/simulate-runs/seeds.md holds the findings.)
 *
 * `npx tsx tests/bench/simulate-seeds.ts decisions [--positions N] [--reference R] [--seeds
 * 5,41,6,42]`: the same positions (every fourth turn where the equity player places with tiles
 * in the bag, from NO_B equity self-play games of seeds 1000 + g and 730000 + g alternately)
 * decided by the simulating player (top 5, 200 iterations of 2 plies) with each seed, against a
 * reference run of R iterations (600) of the same 5 candidates from a seed of its own. Per seed:
 * the mean regret (the reference's best win share minus that of the move chosen), the gain
 * over the equity player's move, and how often two seeds choose the same move. An honest Monte
 * Carlo gives every seed the same figures within their errors. Resumable: one line a position
 * in .tmp/simulate-seeds.jsonl (gitignored).
 *
 * `npx tsx tests/bench/simulate-seeds.ts blocks [--size 100]`: the default match's checkpoint
 * (seed 5, games from 1000) by blocks of game indices, with each block's 95 % interval.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { fastEngine } from '@ordbot/engine/node/wasm-engine.ts';
import { playGame, type TurnRecord } from '@ordbot/engine/strategy/play.ts';
import { turnSeed } from '@ordbot/engine/strategy/simulation/player.ts';
import {
  equityPlayer,
  prepareSimulation,
  simulateSetup,
  unseenFor,
  type SimulationPosition,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import { jsonLines, MATCH_FILE, wilson, type MatchLine } from './simulate-runs.ts';

const LANGUAGE = 'NO_B';
const OUT = path.join(import.meta.dirname, '..', '..', '.tmp', 'simulate-seeds.jsonl');
/** The reference run's own seed (no player's turn seed). */
const REFERENCE_SEED = 0xabcdef;

interface DecisionLine {
  position: number;
  /** The reference's win share of each of the 5 candidates, in static order. */
  reference: number[];
  /** The candidate index each seed's player chose. */
  choice: Record<string, number>;
}

function positions(count: number): SimulationPosition[] {
  const lexicon = loadLexiconFile(LANGUAGE);
  const model = loadShippedModel(LANGUAGE)!;
  const equity = equityPlayer(model);
  const found: SimulationPosition[] = [];
  for (let g = 0; found.length < count; g++) {
    const seed = g % 2 === 0 ? 1000 + g : 730000 + g;
    let k = 0;
    playGame(lexicon, [equity, equity], seed, { language: LANGUAGE }, (r: TurnRecord) => {
      if (r.bagSize === 0 || r.choice.kind !== 'place' || found.length >= count) return;
      if (k++ % 4 !== 1) return;
      found.push({
        language: LANGUAGE,
        board: r.board,
        rack: r.rack,
        unseen: unseenFor(r.board, r.rack, LANGUAGE),
        spread: r.spread,
        opponentTiles: r.opponentTiles,
      });
    });
  }
  return found;
}

function meanAndError(values: number[]): [number, number] {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1);
  return [mean, Math.sqrt(variance / n)];
}

function decisions(count: number, referenceIterations: number, seeds: number[]): void {
  const lexicon = fastEngine(loadLexiconFile(LANGUAGE)).withModel(loadShippedModel(LANGUAGE)!);
  if (lexicon.kind !== 'webassembly') throw new Error('The WebAssembly engine did not load');
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  const done = new Set(jsonLines<DecisionLine>(OUT).map((l) => l.position));
  const all = positions(count);
  for (const [p, position] of all.entries()) {
    if (done.has(p)) continue;
    const options = { candidates: 5, seed: REFERENCE_SEED };
    const setup = prepareSimulation(lexicon, position, options);
    if (setup.candidates.length < 2) continue;
    const ranking = simulateSetup(lexicon, setup, {
      iterations: referenceIterations,
    }).ranking;
    const reference = setup.candidates.map((_, c) => ranking.find((r) => r.index === c)!.winShare);
    const choice: Record<string, number> = {};
    for (const own of seeds) {
      const seed = turnSeed(own, position.board, position.rack);
      const mine = prepareSimulation(lexicon, position, { candidates: 5, seed });
      choice[own] = simulateSetup(lexicon, mine, { iterations: 200 }).ranking[0]!.index;
    }
    fs.appendFileSync(OUT, JSON.stringify({ position: p, reference, choice }) + '\n');
  }
  const lines = jsonLines<DecisionLine>(OUT);
  const pts = (x: number) => (100 * x).toFixed(2);
  console.log(
    `${lines.length} positions, reference ${referenceIterations} iterations; win share in points`,
  );
  for (const own of seeds) {
    const regret = lines.map((l) => Math.max(...l.reference) - l.reference[l.choice[own]!]!);
    const gain = lines.map((l) => l.reference[l.choice[own]!]! - l.reference[0]!);
    const [r, re] = meanAndError(regret);
    const [g, ge] = meanAndError(gain);
    const first = lines.filter((l) => l.choice[own] === 0).length;
    console.log(
      `seed ${own}: regret ${pts(r)} ± ${pts(re)}, gain over the equity player's move ${pts(g)} ± ${pts(ge)}, the equity player's move chosen in ${first} of ${lines.length}`,
    );
  }
  const [equityRegret] = meanAndError(lines.map((l) => Math.max(...l.reference) - l.reference[0]!));
  console.log(`the equity player's move: regret ${pts(equityRegret)}`);
  for (let i = 0; i < seeds.length; i++) {
    for (let j = i + 1; j < seeds.length; j++) {
      const [a, b] = [seeds[i]!, seeds[j]!];
      const same = lines.filter((l) => l.choice[a] === l.choice[b]).length;
      console.log(`seeds ${a} and ${b} choose the same move in ${same} of ${lines.length}`);
    }
  }
}

function blocks(size: number): void {
  const lines = [...jsonLines<MatchLine>(MATCH_FILE)].sort((a, b) => a.game - b.game);
  for (let from = 0; from < lines.length; from += size) {
    const block = lines.slice(from, from + size);
    const score = block.reduce((s, l) => s + l.score, 0);
    const [low, high] = wilson(score, block.length);
    const margin = block.reduce((s, l) => s + l.simulating - l.equity, 0) / block.length;
    console.log(
      `games ${block[0]!.game}-${block.at(-1)!.game}: ${score} of ${block.length} = ${((100 * score) / block.length).toFixed(1)} % (95 % ${(100 * low).toFixed(1)}-${(100 * high).toFixed(1)}), mean margin ${margin.toFixed(1)}`,
    );
  }
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      positions: { type: 'string', default: '100' },
      reference: { type: 'string', default: '600' },
      seeds: { type: 'string', default: '5,41,6,42' },
      size: { type: 'string', default: '100' },
    },
  });
  if (positionals[0] === 'decisions') {
    const seeds = values.seeds.split(',').map(Number);
    decisions(Number(values.positions), Number(values.reference), seeds);
    return 0;
  }
  if (positionals[0] === 'blocks') {
    blocks(Number(values.size));
    return 0;
  }
  console.error('Usage: npx tsx tests/bench/simulate-seeds.ts decisions|blocks [options]');
  return 2;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
