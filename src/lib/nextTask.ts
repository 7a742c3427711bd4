/**
 * Resolves in a task of its own, once the browser has had its chance to handle input and draw a frame: work
 * split with it runs as several short tasks instead of one long one (main.tsx's start).
 *
 * `scheduler.yield()` where the browser has it, else a message to ourselves: not `setTimeout`, which a tab in
 * the background runs at most once a second, so that each step of a start there would wait a second.
 */
type YieldingScheduler = { yield: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
