import type { ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';

/**
 * The actions that give a queue's sync work: a recording, a flush asked for, a session change. Its loader
 * (below) and the sync itself (lib/queueSync.ts) answer to the same ones.
 */
export interface QueueTriggers {
  recorded: (action: UnknownAction) => boolean;
  flushRequested: (action: UnknownAction) => boolean;
  /** For a session change: whether someone is signed in after it; undefined for any other action. */
  signedInBy: (action: UnknownAction) => boolean | undefined;
}

/** Whether an action gives the queue work: a recording, a flush, or someone signing in (not out). */
export const givesWork =
  (triggers: QueueTriggers) =>
  (action: UnknownAction): boolean =>
    triggers.recorded(action) || triggers.flushRequested(action) || triggers.signedInBy(action) === true;

/** A sync's module once loaded: it registers its listeners, then sends for the action that loaded it. */
export interface LoadedSync<GetState, Dispatch> {
  start: (listeners: ListenerMiddlewareInstance) => void;
  sendQueuedAfter: (action: UnknownAction, getState: GetState, dispatch: Dispatch) => Promise<void>;
}

/**
 * Loads a sync (the module that sends a queue kept on the device, and the endpoints it calls) the first time it
 * has work: one of its `triggers` (a recording, a flush asked for, someone signed in; not a visitor's start,
 * which reports no one signed in: the first screen's own downloads go first). Until then it stays out of the
 * code every first visit downloads ("/" has a size budget: docs/startup.md#each-screen-is-a-chunk-of-its-own). The sync works from the queue in
 * the store, so nothing that happens while it loads is lost: its first send takes everything queued by then.
 */
export function registerSyncOnFirstWork<GetState, Dispatch>(
  listeners: ListenerMiddlewareInstance,
  triggers: QueueTriggers,
  load: () => Promise<LoadedSync<GetState, Dispatch>>,
): void {
  listeners.startListening({
    predicate: givesWork(triggers),
    effect: async (action, { getState, dispatch, unsubscribe }) => {
      unsubscribe();
      const sync = await load();
      sync.start(listeners);
      await sync.sendQueuedAfter(action, getState as GetState, dispatch as Dispatch);
    },
  });
}
