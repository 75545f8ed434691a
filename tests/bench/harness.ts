/**
 * A tiny benchmark harness: each benchmark is warmed up, then timed run by run. Figures are printed
 * beside their budgets as ratios; nothing here passes or fails (docs/architecture.md: tests).
 */

export interface Benchmark {
  name: string;
  /** What one run does, printed under the table. */
  description: string;
  /** The budget for one run, in ms. */
  budgetMs: number;
  /** Untimed runs first, so the JIT has settled. */
  warmup?: number;
  iterations?: number;
  /** Untimed preparation (loading a lexicon, building fixtures). */
  setup?: () => void | Promise<void>;
  /** Undoes setup (stops background load). */
  teardown?: () => void | Promise<void>;
  /** One run; a returned promise is awaited inside the timing. */
  run: () => unknown;
  /**
   * Instead of timing run(), a run that reports its own latency in ms: for latencies that must
   * count from an intended start (a blocked event loop delays the start itself).
   */
  measure?: () => Promise<number>;
  /** Which percentile the budget applies to (default the median). */
  budgetOn?: 'median' | 'p95' | 'p99';
}

export interface BenchResult {
  name: string;
  description: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  budgetMs: number;
  budgetOn: 'median' | 'p95' | 'p99';
  /** The budgeted percentile / budgetMs: below 1 is within budget. */
  ratio: number;
}

const DEFAULT_WARMUP = 200;
const DEFAULT_ITERATIONS = 1000;

/** Keeps results reachable so the engine cannot drop a run as dead code. */
const sink: { last: unknown } = { last: undefined };

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

export async function runBenchmark(bench: Benchmark): Promise<BenchResult> {
  await bench.setup?.();
  try {
    const warmup = bench.warmup ?? DEFAULT_WARMUP;
    const iterations = bench.iterations ?? DEFAULT_ITERATIONS;
    for (let i = 0; i < warmup; i++) {
      const out = bench.run();
      sink.last = isThenable(out) ? await out : out;
    }
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      if (bench.measure) {
        times.push(await bench.measure());
        continue;
      }
      const start = performance.now();
      const out = bench.run();
      sink.last = isThenable(out) ? await out : out;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const budgetOn = bench.budgetOn ?? 'median';
    const figures = {
      median: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    };
    return {
      name: bench.name,
      description: bench.description,
      iterations,
      medianMs: figures.median,
      p95Ms: figures.p95,
      p99Ms: figures.p99,
      budgetMs: bench.budgetMs,
      budgetOn,
      ratio: figures[budgetOn] / bench.budgetMs,
    };
  } finally {
    await bench.teardown?.();
  }
}

function ms(value: number): string {
  return value < 0.1 ? value.toFixed(4) : value.toFixed(3);
}

export function formatResults(results: readonly BenchResult[]): string {
  const header = ['benchmark', 'median ms', 'p95 ms', 'p99 ms', 'budget ms', 'ratio'];
  const rows = results.map((r) => [
    r.name,
    ms(r.medianMs),
    ms(r.p95Ms),
    ms(r.p99Ms),
    `${ms(r.budgetMs)} (${r.budgetOn})`,
    r.ratio.toFixed(3) + (r.ratio > 1 ? ' OVER' : ''),
  ]);
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((row) => row[col]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ');
  const notes = results.map((r) => `  ${r.name}: ${r.description} (${r.iterations} runs)`);
  return [line(header), ...rows.map(line), '', ...notes].join('\n');
}

/** A measured quantity that is not a time (bytes, memory), printed beside its budget. */
export interface Figure {
  name: string;
  description: string;
  unit: string;
  budget: number;
  measure: () => number | Promise<number>;
}

export async function formatFigures(figures: readonly Figure[]): Promise<string> {
  if (figures.length === 0) return '';
  const rows: string[][] = [];
  for (const f of figures) {
    const value = await f.measure();
    const ratio = value / f.budget;
    rows.push([
      f.name,
      `${value.toFixed(2)} ${f.unit}`,
      `${f.budget} ${f.unit}`,
      ratio.toFixed(3) + (ratio > 1 ? ' OVER' : ''),
    ]);
  }
  const header = ['figure', 'value', 'budget', 'value/budget'];
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((row) => row[col]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ');
  const notes = figures.map((f) => `  ${f.name}: ${f.description}`);
  return ['', line(header), ...rows.map(line), '', ...notes].join('\n');
}
