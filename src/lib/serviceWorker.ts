/**
 * The app's one channel to the service worker (sw/sw.ts, built to /sw.js).
 * Registering it is lib/registerServiceWorker.ts, loaded only when it is due.
 */

/** Messages the worker understands (sw/caching.ts `AppMessage`). */
export type ServiceWorkerMessage =
  | { type: 'USER_CHANGED'; userId: string | null }
  | { type: 'CLEAR_USER_DATA'; userId?: string | null; bucket?: string };

/** Posts a message to the active worker once there is one; without a worker (development, tests) it is a no-op. */
export function tellServiceWorker(message: ServiceWorkerMessage): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message)).catch(() => {});
}
