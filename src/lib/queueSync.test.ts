import { configureStore, createAction, createListenerMiddleware } from '@reduxjs/toolkit';
import { sendAfterLoading, startQueueSync, type QueueSync } from './queueSync';

const recorded = createAction('test/recorded');
const flush = createAction('test/flush');
const session = createAction<string | null>('test/session');

function storeWithQueue(timing: 'debounce' | 'gather') {
  const send = jest.fn(() => Promise.resolve());
  const sync: QueueSync<unknown, unknown> = {
    recorded: recorded.match,
    flushRequested: flush.match,
    signedInBy: (action) => (session.match(action) ? action.payload !== null : undefined),
    timing,
    waitMs: () => 1000,
    send,
  };
  const listeners = createListenerMiddleware();
  startQueueSync(listeners, sync);
  const store = configureStore({ reducer: () => ({}), middleware: (d) => d().prepend(listeners.middleware) });
  return { store, send, sync };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('page turns in quick succession are one send, once they settle', async () => {
  const { store, send } = storeWithQueue('debounce');
  store.dispatch(recorded());
  await jest.advanceTimersByTimeAsync(800);
  store.dispatch(recorded());
  await jest.advanceTimersByTimeAsync(800);
  expect(send).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(200);
  expect(send).toHaveBeenCalledTimes(1);
});

test('a playing video is sent once per wait, however often it records', async () => {
  const { store, send } = storeWithQueue('gather');
  for (let i = 0; i < 5; i++) {
    store.dispatch(recorded());
    await jest.advanceTimersByTimeAsync(250);
  }
  expect(send).toHaveBeenCalledTimes(1);
  store.dispatch(recorded());
  await jest.advanceTimersByTimeAsync(1000);
  expect(send).toHaveBeenCalledTimes(2);
});

test('a flush, or someone signing in, sends at once; a sign-out sends nothing', async () => {
  const { store, send } = storeWithQueue('gather');
  store.dispatch(flush());
  store.dispatch(session('u1'));
  store.dispatch(session(null));
  await jest.advanceTimersByTimeAsync(0);
  expect(send).toHaveBeenCalledTimes(2);
});

test('the action that loaded the sync is sent for: a recording after the wait, a sign-out never', async () => {
  const { sync, send } = storeWithQueue('gather');
  void sendAfterLoading(sync, session(null), null, null);
  void sendAfterLoading(sync, recorded(), null, null);
  await jest.advanceTimersByTimeAsync(999);
  expect(send).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(send).toHaveBeenCalledTimes(1);
});
