/**
 * The app's one channel to the service worker (sw/sw.ts, built to /sw.js), both ways; the messages are
 * sw/messages.ts's. Registering it is lib/registerServiceWorker.ts, loaded only when it is due.
 */
import { isReadsRefreshed, type AppMessage } from '../../sw/messages';

/** Posts a message to the active worker once there is one; without a worker (development, tests) it is a no-op. */
export function tellServiceWorker(message: AppMessage): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message)).catch(() => {});
}

/**
 * Tells the worker that answered this page's load that the page has its first screen's reads: from now on, its
 * reads go to the network first (docs/startup.md#a-return-visit-starts-from-the-device). Posted at once to the
 * worker in control, so that it arrives before any read the first screen makes as it renders.
 */
export function pageStarted(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'PAGE_STARTED' } satisfies AppMessage);
}

/**
 * Calls `onRefreshed` each time the worker says that reads it answered from the device while this page started
 * have changed on the server (docs/startup.md#a-return-visit-starts-from-the-device). Listened to from the
 * app's start: the worker's messages wait for a listener until the page has loaded, not longer.
 */
export function onReadsRefreshed(onRefreshed: () => void): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isReadsRefreshed(event.data)) onRefreshed();
  });
}

/**
 * Whether a service worker answers this page's requests: then a file saved on the device (a downloaded lesson)
 * can be asked for by its storage path, and the worker answers it (sw/caching.ts). Not in development or tests.
 */
export function serviceWorkerControlsPage(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}
