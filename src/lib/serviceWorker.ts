/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) and is the app's
 * one channel to it. main.tsx registers in production builds only (this file
 * reads no import.meta, so jest can load the modules that message the worker).
 * workbox-window is loaded after the page's `load` event, so the first
 * screen's code does not grow.
 */

/** Messages the worker understands (sw/caching.ts `AppMessage`). */
export type ServiceWorkerMessage =
  | { type: 'USER_CHANGED'; userId: string | null }
  | { type: 'CLEAR_USER_DATA'; userId?: string | null; bucket?: string };

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
