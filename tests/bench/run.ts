/**
 * npm run bench [name filter]: runs every benchmark (or those whose name contains the filter)
 * and prints figures beside budgets. Add a suite by writing a *.bench.ts file that exports a
 * Benchmark[] and listing it below.
 */
import {
  formatFigures,
  formatResults,
  runBenchmark,
  type BenchResult,
  type Benchmark,
  type Figure,
} from './harness.ts';
import { analysisBackfillBenchmarks, analysisBackfillFigures } from './analysis-backfill.bench.ts';
import { analysisCoreBenchmarks } from './analysis-core.bench.ts';
import {
  analysisBrowserBenchmarks,
  analysisBrowserFigures,
  closeAnalysisBrowser,
} from './analysis-browser.bench.ts';
import { deepLoadFigures } from './deep-load.bench.ts';
import { deepPassFigures } from './deep-pass.bench.ts';
import { endgameBenchmarks, endgameFigures } from './endgame.bench.ts';
import { endgameEngineFigures } from './endgame-engines.bench.ts';
import { endgameFixtureFigures } from './endgame-fixture.bench.ts';
import { engineBenchmarks, engineFigures } from './engine.bench.ts';
import { fsyncBenchmarks } from './fsync.bench.ts';
import { closeHeavy, heavyBenchmarks, heavyFigures } from './heavy.bench.ts';
import { inferenceFigureList } from './inference.bench.ts';
import { liveFigures } from './live.bench.ts';
import { loadBenchmarks } from './load.bench.ts';
import { practiceBenchmarks } from './practice.bench.ts';
import { lighthouseFigures } from './lighthouse.bench.ts';
import { closeOfflineBrowser, offlineBenchmarks, offlineFigures } from './offline.bench.ts';
import { replayBenchmarks } from './replay.bench.ts';
import { closeReplayBrowser, replayBrowserBenchmarks } from './replay-browser.bench.ts';
import { closeServerTargets, serverBenchmarks } from './server.bench.ts';
import { closeShareApp, shareBenchmarks } from './share.bench.ts';
import { simulateFigures } from './simulate.bench.ts';
import { topMovesBenchmarks, topMovesFigures } from './top-moves.bench.ts';
import { verdictCheckFigures } from './verdict-check.bench.ts';
import { wasmEngineBenchmarks, wasmEngineFigures } from './wasm-engine.bench.ts';

const filter = process.argv[2] ?? '';
// The server suite builds a 200,000-game data set on its first run: only when asked for or in a full run.
const wantsServer = filter === '' || 'server'.includes(filter) || filter.startsWith('server');
const suites: Benchmark[][] = [
  replayBenchmarks,
  replayBrowserBenchmarks,
  offlineBenchmarks,
  engineBenchmarks,
  endgameBenchmarks,
  topMovesBenchmarks,
  wasmEngineBenchmarks,
  analysisCoreBenchmarks,
  practiceBenchmarks,
  analysisBackfillBenchmarks,
  analysisBrowserBenchmarks,
  fsyncBenchmarks,
  shareBenchmarks,
  heavyBenchmarks,
  wantsServer ? await serverBenchmarks() : [],
  wantsServer ? await loadBenchmarks() : [],
];
const figures: Figure[] = [
  ...engineFigures,
  ...endgameFigures,
  ...endgameFixtureFigures,
  ...deepPassFigures,
  ...deepLoadFigures,
  ...inferenceFigureList,
  ...endgameEngineFigures,
  ...topMovesFigures,
  ...wasmEngineFigures,
  ...simulateFigures,
  ...lighthouseFigures,
  ...offlineFigures,
  ...analysisBrowserFigures,
  ...analysisBackfillFigures,
  ...heavyFigures,
  ...liveFigures,
  ...verdictCheckFigures,
];

const selected = suites.flat().filter((bench) => bench.name.includes(filter));
const results: BenchResult[] = [];
for (const bench of selected) results.push(await runBenchmark(bench));
await closeServerTargets();
await closeShareApp();
await closeReplayBrowser();
console.log(formatResults(results));
console.log(await formatFigures(figures.filter((f) => f.name.includes(filter))));
await closeHeavy();
await closeOfflineBrowser();
await closeAnalysisBrowser();
