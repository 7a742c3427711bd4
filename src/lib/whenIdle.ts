/** Work that waits for idle waits at most this long (a page that is never idle still gets it done). */
const IDLE_WAIT_MS = 1000;

/**
 * Resolves once the browser has nothing more urgent to do (no frame to
 * paint, no input waiting): for work that must never hold back what the
 * user is waiting for (the reader's thumbnails behind a page turn, the
 * service worker's precaching behind the first screen). Without
 * requestIdleCallback (Safari, jsdom), in the next task.
 */
export const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
