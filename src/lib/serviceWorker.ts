/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) and is the app's
 * one channel to it. main.tsx registers in production builds only (this file
 * reads no import.meta, so jest can load the modules that message the worker),
 * once the first screen is on show and the page is idle. workbox-window is
 * loaded then, so the first screen's code does not grow.
 */

/** Messages the worker understands (sw/caching.ts `AppMessage`). */
export type ServiceWorkerMessage =
  | { type: 'USER_CHANGED'; userId: string | null }
  | { type: 'CLEAR_USER_DATA'; userId?: string | null; bucket?: string };

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
  const startQuietly = () => void start().catch(() => undefined);
  if (document.readyState === 'complete') startQuietly();
  else window.addEventListener('load', startQuietly, { once: true });
}

/** Posts a message to the active worker once there is one; without a worker (development, tests) it is a no-op. */
export function tellServiceWorker(message: ServiceWorkerMessage): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message)).catch(() => {});
}
