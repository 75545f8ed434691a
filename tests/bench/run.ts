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
import { engineBenchmarks, engineFigures } from './engine.bench.ts';
import { replayBenchmarks } from './replay.bench.ts';

const suites: Benchmark[][] = [replayBenchmarks, engineBenchmarks];
const figures: Figure[] = [...engineFigures];

const filter = process.argv[2] ?? '';
const selected = suites.flat().filter((bench) => bench.name.includes(filter));
const results: BenchResult[] = [];
for (const bench of selected) results.push(await runBenchmark(bench));
console.log(formatResults(results));
console.log(await formatFigures(figures.filter((f) => f.name.includes(filter))));
