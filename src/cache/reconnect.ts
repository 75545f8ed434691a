/**
 * Back online: when the network returns after a screen was shown saved data (or no
 * data at all for want of a network), the app re-creates the screen so it loads afresh, with no
 * reload. read-through.ts notes each answer that the network did not give.
 */
let missed = false;
let generation = 0;
const listeners = new Set<() => void>();

/** A call got no answer from the server: the next 'online' refreshes the screen. */
export function noteNetworkMissed(): void {
  missed = true;
}

function onOnline() {
  if (!missed) return;
  missed = false;
  generation += 1;
  for (const listener of listeners) listener();
}

/** Calls `listener` each time the network returns after a missed answer; answers unsubscribe. */
export function subscribeReconnect(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('online', onOnline);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('online', onOnline);
  };
}

/** How many times the network came back after a missed answer. */
export function reconnectGeneration(): number {
  return generation;
}
