import type { ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';
import type { LoadedSync, QueueTriggers } from './syncOnFirstWork';

/**
 * When a queue kept on the device is sent (reading positions, lesson positions, learning minutes): a while after
 * something is recorded, at once when a flush is asked for (hidden, left, back online), and when someone signs
 * in (what was done offline goes out). Listener middleware rather than a component's effect: the queue is sent
 * whatever screen is open, and a send outlives the screen that recorded it.
 */
export interface QueueSync<GetState, Dispatch> extends QueueTriggers {
  /**
   * 'debounce': each recording restarts the wait, so a fast series is one send (page turns);
   * 'gather': the first recording starts the wait and the send takes all recorded meanwhile (a playing video).
   */
  timing: 'debounce' | 'gather';
  /** How long a send waits after a recording, asked at each recording that starts a wait. */
  waitMs: () => number;
  /** Sends the whole queue, one send at a time (lib/positionQueue.ts, oneAtATime). */
  send: (getState: GetState, dispatch: Dispatch) => Promise<void>;
}

/** Registers a queue's listeners on the app's listener middleware, once (when its sync module is loaded). */
export function startQueueSync<GetState, Dispatch>(
  listeners: ListenerMiddlewareInstance,
  sync: QueueSync<GetState, Dispatch>,
): void {
  let gathering = false;
  listeners.startListening({
    predicate: sync.recorded,
    effect: async (_action, { cancelActiveListeners, delay, getState, dispatch }) => {
      if (sync.timing === 'debounce') cancelActiveListeners();
      else if (gathering) return;
      gathering = true;
      try {
        await delay(sync.waitMs());
      } finally {
        gathering = false;
      }
      await sync.send(getState as GetState, dispatch as Dispatch);
    },
  });
  listeners.startListening({
    predicate: (action) => sync.flushRequested(action) || sync.signedInBy(action) === true,
    effect: (_action, { getState, dispatch }) => sync.send(getState as GetState, dispatch as Dispatch),
  });
}

/**
 * Sends the queue for the action that loaded the sync (heard before its listeners existed): nothing for a
 * sign-out, after the wait for a recording, else at once.
 */
export async function sendAfterLoading<GetState, Dispatch>(
  sync: QueueSync<GetState, Dispatch>,
  action: UnknownAction,
  getState: GetState,
  dispatch: Dispatch,
): Promise<void> {
  if (sync.signedInBy(action) === false) return;
  if (sync.recorded(action)) await new Promise((resolve) => setTimeout(resolve, sync.waitMs()));
  await sync.send(getState, dispatch);
}

/** A queue's sync as its module hands it to its loader (lib/syncOnFirstWork.ts). */
export function loadedSync<GetState, Dispatch>(sync: QueueSync<GetState, Dispatch>): LoadedSync<GetState, Dispatch> {
  return {
    start: (listeners) => startQueueSync(listeners, sync),
    sendQueuedAfter: (action, getState, dispatch) => sendAfterLoading(sync, action, getState, dispatch),
  };
}
