/**
 * Data one screen has loaded, handed to the next through the navigation state, so the next one
 * does not load it again (docs/product.md: Games table, Game replay: the game list opens the replay with the moves it has
 * loaded). The next screen gives it to useLoad as `initial` (src/ui/use-load.ts). Kept apart
 * from the hook: only the screens that hand over pay for it.
 */
const HANDOFF = 'ordbotHandOver';

/** The navigation state that hands `data`, loaded under `key`, to the next screen. */
export function handOverState(key: string, data: unknown): Record<string, unknown> {
  return { [HANDOFF]: { key, data } };
}

// React's StrictMode runs state initializers twice in development, in the same task; the second
// run must see what the first one took out of history.state. Kept for that task only, so a later
// visit without the state loads afresh.
let taken: { key: string; data: unknown } | undefined;

/**
 * The data handed over under `key`, if the current history entry carries it and it passes
 * `check`. It is removed from the entry at once (history.replaceState keeps the URL), so a reload
 * or a later visit through history loads afresh.
 */
export function takeHandOver<T>(key: string, check: (value: unknown) => value is T): T | undefined {
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  const entry =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[HANDOFF] : undefined;
  if (entry && typeof entry === 'object' && (entry as { key?: unknown }).key === key) {
    const rest = { ...(state as Record<string, unknown>) };
    delete rest[HANDOFF];
    history.replaceState(rest, '');
    taken = { key, data: (entry as { data?: unknown }).data };
    setTimeout(() => {
      taken = undefined;
    }, 0);
  }
  return taken?.key === key && check(taken.data) ? taken.data : undefined;
}
