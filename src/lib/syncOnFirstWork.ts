import type { ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';

/** A sync's module once loaded: it registers its listeners, then sends for the action that loaded it. */
export interface LoadedSync<GetState, Dispatch> {
  start: (listeners: ListenerMiddlewareInstance) => void;
  sendQueuedAfter: (action: UnknownAction, getState: GetState, dispatch: Dispatch) => Promise<void>;
}

/**
 * Loads a sync (the module that sends a queue kept on the device, and the endpoints it calls) the first time it
 * has work: an action `hasWork` recognises. Until then it stays out of the code every first visit downloads
 * ("/" has a size budget: docs/startup.md#each-screen-is-a-chunk-of-its-own). The sync works from the queue in
 * the store, so nothing that happens while it loads is lost: its first send takes everything queued by then.
 */
export function registerSyncOnFirstWork<GetState, Dispatch>(
  listeners: ListenerMiddlewareInstance,
  hasWork: (action: UnknownAction) => boolean,
  load: () => Promise<LoadedSync<GetState, Dispatch>>,
): void {
  listeners.startListening({
    predicate: hasWork,
    effect: async (action, { getState, dispatch, unsubscribe }) => {
      unsubscribe();
      const sync = await load();
      sync.start(listeners);
      await sync.sendQueuedAfter(action, getState as GetState, dispatch as Dispatch);
    },
  });
}
