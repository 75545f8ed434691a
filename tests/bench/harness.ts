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
  /** Other benchmarks of the same run whose medians are printed beside this one's, as ratios. */
  compareTo?: string[];
  /** Figures measured elsewhere (another tool), printed beside this one's median as ratios. */
  references?: { name: string; ms: number }[];
  /** A second budget: the p95 at most this many times the median. */
  p95OverMedianBudget?: number;
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
  compareTo: string[];
  references: { name: string; ms: number }[];
  p95OverMedianBudget: number | null;
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
      compareTo: bench.compareTo ?? [],
      references: bench.references ?? [],
      p95OverMedianBudget: bench.p95OverMedianBudget ?? null,
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
  return [line(header), ...rows.map(line), '', ...notes, ...sideBySide(results)].join('\n');
}

/** Each result's median beside those it is compared with, and its p95 over its median. */
function sideBySide(results: readonly BenchResult[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    const parts: string[] = [];
    if (r.p95OverMedianBudget !== null) {
      const spread = r.p95Ms / r.medianMs;
      parts.push(
        `p95/median ${spread.toFixed(2)} (budget ${r.p95OverMedianBudget}${spread > r.p95OverMedianBudget ? ', OVER' : ''})`,
      );
    }
    for (const name of r.compareTo) {
      const other = results.find((o) => o.name === name);
      if (other) {
        parts.push(
          `${(other.medianMs / r.medianMs).toFixed(1)}x faster than ${name} (${ms(other.medianMs)} ms)`,
        );
      }
    }
    for (const ref of r.references) {
      parts.push(`${(ref.ms / r.medianMs).toFixed(1)}x faster than ${ref.name} (${ms(ref.ms)} ms)`);
    }
    if (parts.length > 0)
      lines.push(`  ${r.name}, median ${ms(r.medianMs)} ms: ${parts.join('; ')}`);
  }
  return lines.length > 0 ? ['', 'side by side:', ...lines] : [];
}

/** A measured quantity that is not a time (bytes, memory), printed beside its budget. */
export interface Figure {
  name: string;
  description: string;
  unit: string;
  budget: number;
  /** The budget is a floor (games a second), not a ceiling. */
  higherIsBetter?: boolean;
  measure: () => number | Promise<number>;
}

export async function formatFigures(figures: readonly Figure[]): Promise<string> {
  if (figures.length === 0) return '';
  const rows: string[][] = [];
  for (const f of figures) {
    const value = await f.measure();
    const ratio = value / f.budget;
    const missed = f.higherIsBetter ? ratio < 1 : ratio > 1;
    rows.push([
      f.name,
      `${value.toFixed(2)} ${f.unit}`,
      `${f.higherIsBetter ? 'at least ' : ''}${f.budget} ${f.unit}`,
      ratio.toFixed(3) + (missed ? (f.higherIsBetter ? ' UNDER' : ' OVER') : ''),
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
