/**
 * The endgame's move lists with either engine: the exact fixture's first positions
 * (scripts/endgame-fixture.ts, real endgames of demo games, made when missing) solved by
 * solveEndgame under a fixed count of positions, once with the TypeScript engine's row moves
 * and once with the WebAssembly engine's, in turn position by position so a busy machine slows
 * both alike. The figures are each engine's positions searched per CPU second and their ratio
 * (budget: the WebAssembly engine at least twice the TypeScript one's).
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { solveEndgame, type EndgamePosition } from '@ordbot/engine/strategy/endgame/solver.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { fastEngine, WASM_ENGINE_PATH } from '@ordbot/engine/node/wasm-engine.ts';
import { growPositions, readPositions } from '../../scripts/endgame-fixture.ts';
import type { Figure } from './harness.ts';

const LANGUAGE = 'NO_B';
/** Positions of the fixture solved, and the positions searched in each solve. */
const POSITIONS = Number(process.env['ENDGAME_ENGINES_POSITIONS'] ?? 30);
const MAX_NODES = 20_000;
const RATIO_BUDGET = 2;

interface Rates {
  wasm: number;
  ts: number;
}

/** The fixture's first `count` positions, made first where this clone has none. */
function fixturePositions(count: number): EndgamePosition[] {
  growPositions(count);
  return readPositions()
    .slice(0, count)
    .map((fixture) => fixture.position);
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let measured: Rates | null = null;

/** Both engines on every position in turn: positions searched per CPU second of each. */
function rates(): Rates {
  if (measured) return measured;
  const lexicon: Lexicon = loadLexiconFile(LANGUAGE);
  const wasm = fastEngine(lexicon);
  if (wasm.kind !== 'webassembly') throw new Error('The WebAssembly engine did not load');
  const totals = { wasm: { nodes: 0, ms: 0 }, ts: { nodes: 0, ms: 0 } };
  const positions = fixturePositions(POSITIONS);
  for (const [i, position] of positions.entries()) {
    const order = i % 2 === 0 ? (['wasm', 'ts'] as const) : (['ts', 'wasm'] as const);
    for (const kind of order) {
      const started = cpuMs();
      const words = kind === 'wasm' ? wasm : lexicon;
      const result = solveEndgame(words, position, { maxNodes: MAX_NODES });
      totals[kind].ms += cpuMs() - started;
      totals[kind].nodes += result.nodes;
    }
  }
  if (totals.wasm.nodes !== totals.ts.nodes) {
    throw new Error(`The engines searched ${totals.wasm.nodes} and ${totals.ts.nodes} positions`);
  }
  measured = {
    wasm: (1000 * totals.wasm.nodes) / totals.wasm.ms,
    ts: (1000 * totals.ts.nodes) / totals.ts.ms,
  };
  console.log(
    `endgame lists: ${positions.length} fixture positions, ${totals.ts.nodes} positions searched by each engine; WebAssembly ${measured.wasm.toFixed(0)} a CPU second (${totals.wasm.ms.toFixed(0)} ms), TypeScript ${measured.ts.toFixed(0)} (${totals.ts.ms.toFixed(0)} ms), ${(measured.wasm / measured.ts).toFixed(2)}x; load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  return measured;
}

const ready = fs.existsSync(lexiconPath(LANGUAGE)) && fs.existsSync(WASM_ENGINE_PATH);

export const endgameEngineFigures: Figure[] = ready
  ? [
      {
        name: 'endgame: positions searched per CPU second, TypeScript engine',
        description: `solveEndgame (at most ${MAX_NODES} positions) on the first ${POSITIONS} exact-fixture endgames, the TypeScript engine's row moves`,
        unit: '/s',
        budget: 1,
        higherIsBetter: true,
        measure: () => rates().ts,
      },
      {
        name: 'endgame: positions searched per CPU second, WebAssembly engine',
        description: 'the same solves in the same run with the WebAssembly engine\u2019s row moves',
        unit: '/s',
        budget: 1,
        higherIsBetter: true,
        measure: () => rates().wasm,
      },
      {
        name: 'endgame: WebAssembly / TypeScript positions searched per CPU second',
        description: `the two figures above, in turn position by position; budget at least ${RATIO_BUDGET}`,
        unit: 'x',
        budget: RATIO_BUDGET,
        higherIsBetter: true,
        measure: () => rates().wasm / rates().ts,
      },
    ]
  : [];
