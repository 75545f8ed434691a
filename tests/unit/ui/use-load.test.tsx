// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoad, type Load } from '../../../src/ui/use-load.ts';

/** A load whose answers the test gives, one promise per call. */
function controlled<T>() {
  const calls: { key: unknown; resolve: (value: T) => void; reject: (error: unknown) => void }[] =
    [];
  const load = (key: unknown) =>
    new Promise<T>((resolve, reject) => calls.push({ key, resolve, reject }));
  return { calls, load };
}

function useLoadOf<T>(
  key: unknown,
  load: (key: unknown) => Promise<T>,
  options?: Parameters<typeof useLoad<T>>[2],
): Load<T> {
  return useLoad(key, () => load(key), options);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, '');
});

describe('useLoad', () => {
  it('says loading, then gives the answer', async () => {
    const { calls, load } = controlled<string>();
    const { result } = renderHook(() => useLoadOf('a', load));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
    await act(async () => calls[0]?.resolve('A'));
    expect(result.current.status).toBe('done');
    expect(result.current.data).toBe('A');
    expect(calls).toHaveLength(1);
  });

  it('logs a failure and says failed; an expected failure is not logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, load } = controlled<string>();
    const boom = new Error('boom');
    const { result } = renderHook(() => useLoadOf('a', load));
    await act(async () => calls[0]?.reject(boom));
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe(boom);
    expect(log).toHaveBeenCalledWith(boom);

    log.mockClear();
    const second = controlled<string>();
    const notFound = new Error('404');
    const quiet = renderHook(() =>
      useLoadOf('b', second.load, { expected: (error) => error === notFound }),
    );
    await act(async () => second.calls[0]?.reject(notFound));
    expect(quiet.result.current.status).toBe('failed');
    expect(log).not.toHaveBeenCalled();
  });

  it('counts a load that throws before its promise as failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = new TypeError('not a function');
    const { result } = renderHook(() =>
      useLoad('x', () => {
        throw bad;
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe(bad);
    expect(log).toHaveBeenCalledWith(bad);
  });

  it('asks again for a new key, shows loading meanwhile and drops the old key late answer', async () => {
    const { calls, load } = controlled<string>();
    const { result, rerender } = renderHook(({ key }) => useLoadOf(key, load), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0]?.resolve('A'));
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
    // What was shown stays at hand while 'b' loads.
    expect(result.current.last).toMatchObject({ key: 'a', data: 'A', failed: false });

    rerender({ key: 'c' });
    await act(async () => calls[1]?.resolve('B, too late'));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[2]?.resolve('C'));
    expect(result.current.data).toBe('C');
    expect(calls.map((c) => c.key)).toEqual(['a', 'b', 'c']);
  });

  it('aborts the signal of a load when the key changes or the screen goes, and drops its failure unlogged', async () => {
    const signals: AbortSignal[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = (signal: AbortSignal) =>
      new Promise<string>((_resolve, reject) => {
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    const { rerender, unmount, result } = renderHook(({ key }) => useLoad(key, load), {
      initialProps: { key: 'a' },
    });
    expect(signals).toHaveLength(1);
    rerender({ key: 'b' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    expect(logged).not.toHaveBeenCalled();
    unmount();
    expect(signals[1]?.aborted).toBe(true);
  });

  it('loads nothing while the key is null', () => {
    const { calls, load } = controlled<string>();
    const { result } = renderHook(() => useLoadOf(null, load));
    expect(result.current.status).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('reload asks again; the last answer, a failure too, stays at hand meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, load } = controlled<string[]>();
    const { result } = renderHook(() => useLoadOf('list', load));
    await act(async () => calls[0]?.resolve(['x']));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    expect(result.current.last?.data).toEqual(['x']);
    const down = new Error('down');
    await act(async () => calls[1]?.reject(down));
    expect(result.current.status).toBe('failed');
    // The list that came before the failure is still there to show.
    expect(result.current.last).toMatchObject({ data: ['x'], failed: true, error: down });
    act(() => result.current.reload());
    expect(result.current.last).toMatchObject({ failed: true, error: down });
    await act(async () => calls[2]?.resolve(['y']));
    expect(result.current.data).toEqual(['y']);
    expect(result.current.last?.failed).toBe(false);
  });

  it('update changes the loaded data in place, before the next answer', async () => {
    const { calls, load } = controlled<number[]>();
    const { result } = renderHook(() => useLoadOf('n', load));
    await act(async () => calls[0]?.resolve([1, 2]));
    act(() => result.current.update((list = []) => [...list, 3]));
    expect(result.current.status).toBe('done');
    expect(result.current.data).toEqual([1, 2, 3]);
    expect(calls).toHaveLength(1);
  });

  it('takes data already in hand as the answer, with no request, for the first key only', async () => {
    const { calls, load } = controlled<{ id: number }>();
    const initial = vi.fn(() => ({ id: 5 }));
    const { result, rerender } = renderHook(({ key }) => useLoadOf(key, load, { initial }), {
      initialProps: { key: 'game/5' },
    });
    expect(result.current.status).toBe('done');
    expect(result.current.data).toEqual({ id: 5 });
    expect(calls).toHaveLength(0);
    rerender({ key: 'game/6' });
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]?.resolve({ id: 6 }));
    expect(result.current.data).toEqual({ id: 6 });
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('loads when nothing is in hand', () => {
    const { calls, load } = controlled<string>();
    const { result } = renderHook(() => useLoadOf('a', load, { initial: () => undefined }));
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(1);
  });
});
