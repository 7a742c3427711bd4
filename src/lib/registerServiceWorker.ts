/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) and keeps looking
 * for new versions of it. main.tsx loads this module in production builds only
 * (this file reads no import.meta, so jest can load it), once the first screen
 * is on show; workbox-window is loaded then too. Neither is in the first
 * screen's code.
 */
import { firstContent } from './firstContent';

/** An open app looks for a new version this often (browsers look by themselves only on navigations). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Coming back to the tab looks again, at most once a minute (switching tabs back and forth asks once). */
export const MIN_UPDATE_CHECK_GAP_MS = 60 * 1000;

/**
 * Runs `check` (workbox's update(), a request for /sw.js) when the tab becomes
 * visible again and every hour while it is visible, so a user who keeps the app
 * open still learns of a new version. A check that fails (offline) is dropped:
 * the next one asks again. Returns a function that stops the checks.
 */
export function scheduleUpdateChecks(check: () => Promise<unknown>, now: () => number = Date.now): () => void {
  let lastCheck = -Infinity;
  const checkIfDue = () => {
    if (document.visibilityState !== 'visible' || now() - lastCheck < MIN_UPDATE_CHECK_GAP_MS) return;
    lastCheck = now();
    void check().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', checkIfDue);
  const timer = setInterval(checkIfDue, UPDATE_CHECK_INTERVAL_MS);
  return () => {
    document.removeEventListener('visibilitychange', checkIfDue);
    clearInterval(timer);
  };
}

/**
 * Starts registration. `onUpdateWaiting` is called when a new version is
 * installed and waiting; the function it receives swaps to it and reloads.
 * A new version never takes over by itself: the user chooses when.
 */
export function registerServiceWorker(onUpdateWaiting: (applyUpdate: () => void) => void): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = async () => {
    // Installing precaches the whole app: it waits for what the first screen is for to be on show (the reader's
    // first page: lib/firstContent.ts), so as not to compete with it for the network and the cores. Workbox
    // itself waits for the page's load event.
    await firstContent.shown();
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      onUpdateWaiting(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
    scheduleUpdateChecks(() => workbox.update());
  };
  void start().catch(() => undefined);
}
