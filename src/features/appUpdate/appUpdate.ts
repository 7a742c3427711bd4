import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app is waiting, and how to switch to it. Kept
 * outside Redux: the switch is a function, and the store holds plain data only.
 */
let applyWaitingUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/** The service worker found a new version (src/lib/serviceWorker.ts calls this). */
export function updateWaiting(applyUpdate: () => void): void {
  applyWaitingUpdate = applyUpdate;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that reloads into the waiting version, or null when there is none. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => applyWaitingUpdate,
    () => null,
  );
}

export const APP_UPDATE_MESSAGES = {
  available: 'A new version is available',
  reload: 'Reload',
} as const;
