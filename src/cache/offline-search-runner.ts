/**
 * Where the offline game search runs: in the Web Worker (workers/offline-search.ts through the
 * worker bridge), so filtering thousands of cached rows never blocks the page. Tests may run it
 * on this thread with setOfflineSearchRunner(onThisThread).
 */
import type * as OfflineSearch from '../../workers/offline-search.ts';

type Services = Pick<typeof OfflineSearch, 'offlineSearch' | 'offlineGames'>;
type Name = keyof Services;
type Args<K extends Name> = Parameters<Services[K]>;
type Result<K extends Name> = Awaited<ReturnType<Services[K]>>;

/**
 * Runs one offline search service, as the worker bridge's runServiceWith does: `signal` cancels
 * it (the call rejects with the signal's reason).
 */
export type OfflineSearchRunner = <K extends Name>(
  options: { signal?: AbortSignal },
  name: K,
  ...args: Args<K>
) => Promise<Result<K>>;

export const onThisThread: OfflineSearchRunner = async <K extends Name>(
  { signal }: { signal?: AbortSignal },
  name: K,
  ...args: Args<K>
): Promise<Result<K>> => {
  signal?.throwIfAborted();
  const services: Services = await import('../../workers/offline-search.ts');
  const run = services[name] as unknown as (...a: Args<K>) => Promise<Result<K>>;
  const result = await run(...args);
  signal?.throwIfAborted();
  return result;
};

/** The app's runner: the Web Worker (the bridge itself falls back to this thread). */
const inWorker: OfflineSearchRunner = async <K extends Name>(
  options: { signal?: AbortSignal },
  name: K,
  ...args: Args<K>
): Promise<Result<K>> => {
  const { runServiceWith } = await import('../lib/worker-bridge.ts');
  return runServiceWith(options, name, ...args) as Promise<Result<K>>;
};

let runner: OfflineSearchRunner = inWorker;

/** Replaces the runner; no argument restores the default (the worker). */
export function setOfflineSearchRunner(next: OfflineSearchRunner = inWorker): void {
  runner = next;
}

export const runOfflineSearch: OfflineSearchRunner = (options, name, ...args) =>
  runner(options, name, ...args);
