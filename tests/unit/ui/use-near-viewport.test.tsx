// @vitest-environment jsdom
// useNearViewport (src/ui/use-near-viewport.ts): below-the-fold work waits for the reader.
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../../src/ui/use-near-viewport.ts';

/** A stand-in observer whose callback the test calls, as the browser would on scrolling. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.made = [];
});

describe('useNearViewport', () => {
  it('is false until the element comes near the viewport, then stays true', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const view = render(<Probe />);
    expect(view.container.textContent).toBe('far');
    const [observer] = FakeObserver.made;
    expect(observer?.options?.rootMargin).toBe('300px 0px');
    act(() => observer?.fire(false));
    expect(view.container.textContent).toBe('far');
    act(() => observer?.fire(true));
    expect(view.container.textContent).toBe('near');
    expect(observer?.disconnected).toBe(true);
    view.rerender(<Probe />);
    expect(view.container.textContent).toBe('near');
    expect(FakeObserver.made).toHaveLength(1);
  });

  it('counts as near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const view = render(<Probe />);
    expect(view.container.textContent).toBe('near');
  });
});
