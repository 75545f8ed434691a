/**
 * The WebAssembly engine (packages/engine/movegen/wasm) beside the TypeScript one on the top-move bench's
 * positions (top-moves.bench.ts: NO_B demo games after moves 8 to 20, racks of 7 with 0, 1 and
 * 2 blanks): its own top-10 and full-enumeration timings, compared with the TypeScript ones of
 * the same run, and figures that time both engines in turn on the same positions (one position
 * with one engine, then with the other, so a busy machine slows both alike) as the ratio of
 * their medians, beside the issue's budget of at most 1/3. Also the module's and the word
 * graph's sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import { typescriptEngine, type MoveEngine } from '@ordbot/engine/movegen/move-engine.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { shippedTablePaths } from '@ordbot/engine/node/strategy/shipped.ts';
import { moveEngine, WASM_ENGINE_PATH } from '@ordbot/engine/node/wasm-engine.ts';
import type { Benchmark, Figure } from './harness.ts';
import { fullName, leaveTable, topMovePositions, topName } from './top-moves.bench.ts';

const LANGUAGE = 'NO_B';
const BLANK_NAMES = ['no blank', 'one blank', 'two blanks'] as const;
const TOP_BUDGETS = [0.2, 0.5, 2] as const;
/** The issue's budget: the WebAssembly median at most this share of the TypeScript one. */
const RATIO_BUDGET = 1 / 3;
/** The fastest published figure for the top move of one rack (a Go engine, one thread). */
const PUBLISHED_TOP_MOVE_MS = 0.12;

let engines: { wasm: MoveEngine; ts: MoveEngine } | null = null;

function both(): { wasm: MoveEngine; ts: MoveEngine } {
  if (!engines) {
    const lexicon = loadLexiconFile(LANGUAGE);
    engines = { wasm: moveEngine(lexicon), ts: typescriptEngine(lexicon) };
  }
  return engines;
}

const options = () => ({ language: LANGUAGE, leaves: leaveTable() }) as const;
const wasmTopName = (blanks: number) =>
  `top moves: WebAssembly top 10 by equity, ${BLANK_NAMES[blanks]}`;
const wasmFullName = (blanks: number) =>
  `top moves: WebAssembly full enumeration by equity, ${BLANK_NAMES[blanks]}`;

function cycling(blanks: number, search: (board: readonly string[], rack: string) => unknown) {
  let i = 0;
  return () => {
    const list = topMovePositions()[blanks]!;
    const p = list[i++ % list.length]!;
    return search(p.board, p.rack);
  };
}

function benchmarks(): Benchmark[] {
  const out: Benchmark[] = [];
  for (let blanks = 0; blanks <= 2; blanks++) {
    out.push({
      name: wasmTopName(blanks),
      description: `the WebAssembly engine's topMoves(n = 10), shipped leave table, rack of 7 with ${BLANK_NAMES[blanks]}; budget median ${TOP_BUDGETS[blanks]} ms (the published ${PUBLISHED_TOP_MOVE_MS} ms is for the top move only)`,
      budgetMs: TOP_BUDGETS[blanks] as number,
      warmup: 100,
      iterations: blanks === 2 ? 600 : 1500,
      setup: () => {
        topMovePositions();
        both();
      },
      run: cycling(blanks, (board, rack) => both().wasm.topMoves(board, rack, options(), 10)),
      compareTo: [topName(blanks)],
      references: [{ name: 'the published top move of one rack', ms: PUBLISHED_TOP_MOVE_MS }],
      p95OverMedianBudget: 5,
    });
  }
  for (let blanks = 0; blanks <= 2; blanks++) {
    out.push({
      name: wasmFullName(blanks),
      description: `the WebAssembly engine's allMovesByEquity(n = 10); same positions; budget 1/3 of the TypeScript engine's (see the figures)`,
      budgetMs: [5, 20, 50][blanks] as number,
      warmup: 10,
      iterations: blanks === 0 ? 300 : 100,
      setup: () => {
        topMovePositions();
        both();
      },
      run: cycling(blanks, (board, rack) =>
        both().wasm.allMovesByEquity(board, rack, options(), 10),
      ),
      compareTo: [fullName(blanks)],
    });
  }
  return out;
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Both engines in turn on every position, `rounds` times: the ratio of their medians. */
function pairedRatio(blanks: number, full: boolean, rounds: number): number {
  const { wasm, ts } = both();
  const list = topMovePositions()[blanks]!;
  const times = { wasm: [] as number[], ts: [] as number[] };
  const run = (engine: MoveEngine, board: readonly string[], rack: string) =>
    full
      ? engine.allMovesByEquity(board, rack, options(), 10)
      : engine.topMoves(board, rack, options(), 10);
  // Warm both up first.
  for (const p of list.slice(0, 20)) {
    run(wasm, p.board, p.rack);
    run(ts, p.board, p.rack);
  }
  for (let r = 0; r < rounds; r++) {
    for (const [i, p] of list.entries()) {
      const order = (i + r) % 2 === 0 ? (['wasm', 'ts'] as const) : (['ts', 'wasm'] as const);
      for (const kind of order) {
        const started = performance.now();
        run(kind === 'wasm' ? wasm : ts, p.board, p.rack);
        times[kind].push(performance.now() - started);
      }
    }
  }
  const w = median(times.wasm);
  const t = median(times.ts);
  console.log(
    `${full ? 'full enumeration' : 'top 10'}, ${BLANK_NAMES[blanks]}: WebAssembly ${w.toFixed(3)} ms, TypeScript ${t.toFixed(3)} ms (medians of ${times.ts.length} paired runs), ${(t / w).toFixed(2)}x; load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  return w / t;
}

function figures(): Figure[] {
  const out: Figure[] = [];
  for (const full of [false, true]) {
    for (let blanks = 0; blanks <= 2; blanks++) {
      out.push({
        name: `top moves: WebAssembly / TypeScript median, ${full ? 'full enumeration' : 'top 10'}, ${BLANK_NAMES[blanks]}`,
        description: `both engines in turn on each top-move position (${full ? 'allMovesByEquity' : 'topMoves'}, n = 10, shipped leave table); budget at most 1/3`,
        unit: 'x',
        budget: RATIO_BUDGET,
        measure: () => pairedRatio(blanks, full, full ? 2 : 8),
      });
    }
  }
  out.push(
    {
      name: 'top moves: WebAssembly module size',
      description: `${WASM_ENGINE_PATH} as built (downloaded once beside the lexicon); budget 64 KB`,
      unit: 'bytes',
      budget: 65_536,
      measure: () => fs.statSync(WASM_ENGINE_PATH).size,
    },
    {
      name: 'top moves: WebAssembly word graph in memory',
      description: `NO_B's graph in the module's linear memory (edges and a letter mask per node), made from the lexicon file (${fs.existsSync(`${lexiconPath(LANGUAGE)}.br`) ? fs.statSync(`${lexiconPath(LANGUAGE)}.br`).size : '?'} bytes to download with Brotli, ${fs.existsSync(lexiconPath(LANGUAGE)) ? fs.statSync(lexiconPath(LANGUAGE)).size : '?'} without); budget twice the lexicon file`,
      unit: 'bytes',
      budget:
        2 * (fs.existsSync(lexiconPath(LANGUAGE)) ? fs.statSync(lexiconPath(LANGUAGE)).size : 1),
      measure: () => both().wasm.sizes()?.graphBytes ?? NaN,
    },
  );
  return out;
}

const ready =
  fs.existsSync(lexiconPath(LANGUAGE)) &&
  fs.existsSync(shippedTablePaths(LANGUAGE).leaves) &&
  fs.existsSync(WASM_ENGINE_PATH);

export const wasmEngineBenchmarks: Benchmark[] = ready ? benchmarks() : [];
export const wasmEngineFigures: Figure[] = ready ? figures() : [];
