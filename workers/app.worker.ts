/**
 * The app's one Web Worker: exposes the services object through comlink. Each call leaves a
 * User Timing entry 'worker:<name>' (only the latest is kept), visible in the browser's
 * performance panel and read by the benchmarks.
 */
import * as Comlink from 'comlink';
import { services, type Services } from './services.ts';

function timed<F extends (...args: never[]) => unknown>(name: string, fn: F): F {
  const entry = `worker:${name}`;
  return ((...args: Parameters<F>) => {
    const start = performance.now();
    const measure = () => {
      performance.clearMeasures(entry);
      performance.measure(entry, { start, end: performance.now() });
    };
    const result = fn(...args);
    // An async service (the offline search) is measured when its answer is ready.
    if (result instanceof Promise) return result.finally(measure);
    measure();
    return result;
  }) as F;
}

const exposed = Object.fromEntries(
  Object.entries(services).map(([name, fn]) => [name, timed(name, fn)]),
) as Services;

Comlink.expose(exposed);
// When the worker's modules were loaded, since it started (the benchmark reads it).
performance.mark('worker:ready');
