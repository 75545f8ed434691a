import { useEffect, useSyncExternalStore } from 'react';

/** Chromium's install offer; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

function setOffer(value: BeforeInstallPromptEvent | null) {
  offer = value;
  for (const listener of listeners) listener();
}

function runsInstalled(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  // iOS Safari's own flag for a page started from the home screen.
  return standalone || (navigator as { standalone?: boolean }).standalone === true;
}

/**
 * Keeps the browser's install offer for the 'Installer appen' button. Called at start-up,
 * because the offer may come before the layout renders; later calls do nothing.
 */
export function listenForInstallPrompt() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button replaces the browser's own mini-infobar.
    event.preventDefault();
    if (!runsInstalled()) setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
async function install() {
  const event = offer;
  if (!event) return;
  setOffer(null);
  await event.prompt();
}

/** The install action while the browser offers installation, else null. */
export function useInstallPrompt(): (() => Promise<void>) | null {
  useEffect(listenForInstallPrompt, []);
  const available = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return available ? install : null;
}
