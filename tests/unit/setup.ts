// The API client checks every answer against the contract in tests (src/api/answer-check.ts,
// loaded on first use): loaded here once, so the first call of a test does not wait for it.
import '../../src/api/answer-check.ts';

// Shared vitest setup. jsdom lacks matchMedia, which react-hot-toast reads.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no CSS.escape, which React Aria's modals and popovers call.
if (typeof window !== 'undefined' && !globalThis.CSS?.escape) {
  Object.assign(globalThis, {
    CSS: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') },
  });
}

// Screens load their chunks lazily; with two test files at a time on two cores a first render
// can take longer than testing-library's default second, so findBy and waitFor wait up to four.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 4000 });
}
