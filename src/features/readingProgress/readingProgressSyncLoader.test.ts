import { expect, jest } from '@jest/globals';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionChanged, type SignedInUser } from '../auth/authSlice';
import { readingProgressFlushRequested } from './readingProgressSlice';
import { registerReadingProgressSync } from './readingProgressSyncLoader';

// The sync itself, as a stand-in: these tests are about when it is loaded.
jest.mock('./readingProgressSync', () => ({
  readingProgressSync: { start: jest.fn(), sendQueuedAfter: jest.fn(() => Promise.resolve()) },
}));

const reader: SignedInUser = {
  id: 'u1',
  email: 'reader@example.com',
  firstName: 'Ada',
  lastName: 'Reader',
  fullName: 'Ada Reader',
  avatarUrl: null,
};

async function startedSync() {
  const sync = (await import('./readingProgressSync')) as unknown as { readingProgressSync: { start: jest.Mock } };
  return sync.readingProgressSync.start;
}

function appWithLoader() {
  const listeners = createListenerMiddleware();
  registerReadingProgressSync(listeners);
  return configureStore({
    reducer: (state: null = null) => state,
    middleware: (d) => d().prepend(listeners.middleware),
  });
}

/** Lets the listener's effect (a dynamic import, then the sync) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => (await startedSync()).mockClear());

test("a visitor's start, which reports no one signed in, does not load the sync", async () => {
  const store = appWithLoader();
  store.dispatch(sessionChanged(null));
  await settle();
  expect(await startedSync()).not.toHaveBeenCalled();
});

test('someone signing in loads it, once', async () => {
  const store = appWithLoader();
  store.dispatch(sessionChanged(null));
  store.dispatch(sessionChanged(reader));
  store.dispatch(sessionChanged(reader));
  await settle();
  expect(await startedSync()).toHaveBeenCalledTimes(1);
});

test('a flush asked for loads it, signed in or not', async () => {
  const store = appWithLoader();
  store.dispatch(readingProgressFlushRequested());
  await settle();
  expect(await startedSync()).toHaveBeenCalledTimes(1);
});
