// Loaded only by startServiceWorker in the production build: the virtual module exists only
// there (vite-plugin-pwa), and this chunk and workbox-window stay off the critical path.
import { registerSW } from 'virtual:pwa-register';

/** An open tab asks for a new build this often; navigations and reloads ask anyway. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function watchForUpdates(registration: ServiceWorkerRegistration) {
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Registers /sw.js; returns the function that activates a waiting version and reloads. */
export function registerServiceWorker(onNeedRefresh: () => void): () => Promise<void> {
  return registerSW({
    onNeedRefresh,
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
}
