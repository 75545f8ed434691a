// @vitest-environment jsdom
/**
 * useWorkerCall (src/ui/use-worker-call.ts): a newer request cancels the call before it in the
 * worker bridge, and the superseded call's answer is never shown nor handed to `onAnswer`.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldWorkerCalls } from '../fixtures/worker-calls.ts';
import { useWorkerCall, type ServiceArgs } from '../../../src/ui/use-worker-call.ts';

vi.mock('../../../src/lib/worker-bridge.ts', () => ({ runServiceWith: vi.fn() }));

const calls = heldWorkerCalls();

afterEach(cleanup);

const answer = (rack: string) => ({ ok: true, moves: [], byEquity: false, rack });
const request = (rack: string): ServiceArgs<'rackMoves'> => [
  { language: 'NO_B', layout: [] },
  '',
  rack,
];

describe('useWorkerCall', () => {
  it('cancels the call a newer request supersedes, and never shows its answer', async () => {
    const onAnswer = vi.fn();
    const { result, rerender } = renderHook(
      ({ args }: { args: ServiceArgs<'rackMoves'> | null }) =>
        useWorkerCall('rackMoves', args, { onAnswer }),
      { initialProps: { args: request('ABC') } },
    );
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.name).toBe('rackMoves');

    rerender({ args: request('DEF') });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    expect(calls[1]?.args[2]).toBe('DEF');

    // The older call's answer, had the worker sent it anyway, is dropped.
    await act(async () => calls[0]?.resolve(answer('ABC')));
    expect(result.current.status).toBe('loading');
    expect(onAnswer).not.toHaveBeenCalled();

    await act(async () => calls[1]?.resolve(answer('DEF')));
    expect(result.current.status).toBe('done');
    expect(result.current.data).toMatchObject({ rack: 'DEF' });
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(answer('DEF'));
  });

  it('cancels on a null request and when the screen goes, logging nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, rerender, unmount } = renderHook(
      ({ args }: { args: ServiceArgs<'rackMoves'> | null }) => useWorkerCall('rackMoves', args),
      { initialProps: { args: request('ABC') as ServiceArgs<'rackMoves'> | null } },
    );
    rerender({ args: null });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(result.current.status).toBe('idle');
    await act(async () => calls[0]?.resolve(answer('ABC')));
    expect(result.current.data).toBeUndefined();

    rerender({ args: request('GHI') });
    unmount();
    expect(calls[1]?.signal.aborted).toBe(true);
    await act(async () => undefined);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('asks again for the same arguments in a new array, not for a re-render', () => {
    const first = request('ABC');
    const { rerender } = renderHook(
      ({ args }: { args: ServiceArgs<'rackMoves'> }) => useWorkerCall('rackMoves', args),
      { initialProps: { args: first } },
    );
    rerender({ args: first });
    expect(calls).toHaveLength(1);
    rerender({ args: request('ABC') });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
