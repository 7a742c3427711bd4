import { expect } from '@jest/globals';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './nextTask';

// jsdom has no MessageChannel; Node's is the same web API.
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
});

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('resolves in a later task, not in the microtasks of this one', async () => {
  let resolved = false;
  const task = nextTask().then(() => {
    resolved = true;
  });
  // Every microtask queued so far runs first; a task of its own comes after them all.
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(resolved).toBe(false);
  await task;
  expect(resolved).toBe(true);
});

test('does not wait on a timer, which a tab in the background runs once a second', async () => {
  jest.useFakeTimers();
  try {
    // With the clock stopped, a timer would never fire; a message to ourselves still arrives.
    await expect(nextTask()).resolves.toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});

test("uses the browser's scheduler.yield where there is one", async () => {
  const yieldToBrowser = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
  await nextTask();
  expect(yieldToBrowser).toHaveBeenCalledTimes(1);
});
