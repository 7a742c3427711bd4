import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, the last one on top. A modal <dialog> makes the
 * rest of the page inert, hidden from screen readers as well as from the
 * pointer, so what must still be seen and heard while one is open (the toasts)
 * renders inside the top one.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  listeners.forEach((listener) => listener());
}

export function modalOpened(dialog: HTMLDialogElement) {
  open.push(dialog);
  changed();
}

export function modalClosed(dialog: HTMLDialogElement) {
  const index = open.lastIndexOf(dialog);
  if (index < 0) return;
  open.splice(index, 1);
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal dialog on top, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => open[open.length - 1] ?? null,
    () => null,
  );
}
