import { useSyncExternalStore } from 'react';
import { whenPageSettled } from '../api/client.ts';

let needRefresh = false;
let updateServiceWorker: (() => Promise<void>) | null = null;
let started = false;
const listeners = new Set<() => void>();

function setNeedRefresh(value: boolean) {
  needRefresh = value;
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker of the production build (none in dev or where unsupported),
 * once the page has settled (its code and workbox's are not part of a page's first load). `registerType: 'prompt'`: a new version waits until the user chooses
 * 'Oppdater nå'.
 */
export function startServiceWorker() {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  whenPageSettled()
    .then(() => import('./register-sw.ts'))
    .then(({ registerServiceWorker }) => {
      updateServiceWorker = registerServiceWorker(() => setNeedRefresh(true));
    })
    .catch((error: unknown) => console.error('Loading the service worker code failed', error));
}

export interface ServiceWorkerUpdate {
  /** A new version is installed and waits for the user's go-ahead. */
  needRefresh: boolean;
  /** Activates the waiting version; the page reloads once it controls the page. */
  applyUpdate(): Promise<void>;
  /** 'Senere': hides the notice; the new version starts when every tab of the app is closed. */
  dismiss(): void;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const applyUpdate = () => updateServiceWorker?.() ?? Promise.resolve();
const dismiss = () => setNeedRefresh(false);

export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  const waiting = useSyncExternalStore(
    subscribe,
    () => needRefresh,
    () => false,
  );
  return { needRefresh: waiting, applyUpdate, dismiss };
}
