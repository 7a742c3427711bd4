import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/** The reader's study panels. */
export type StudyPanel = 'find' | 'outline';

/** Ctrl+F (⌘F on a Mac): the browser's own find, which the reader's Find replaces while the reader is open. */
const isFindShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'f';

/**
 * Which study panel is open (one at a time), and the focus going with it: opening one by a press or Ctrl/⌘+F takes
 * the focus into it (`focusTarget`, else the panel itself); Escape in it closes it and gives the focus back to its
 * toggle. `openOnFind` is a query from the address: Find opens on it (without taking the focus from the page).
 */
export function useStudyPanels(openOnFind: string | null | undefined) {
  const [open, setOpen] = useState<StudyPanel | null>(openOnFind ? 'find' : null);
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const ids = { find: useId(), outline: useId() };
  const toggles = { find: useRef<HTMLButtonElement>(null), outline: useRef<HTMLButtonElement>(null) };
  const focusTargets = { find: useRef<HTMLInputElement>(null), outline: useRef<HTMLButtonElement>(null) };

  // A new query in the address (a passage search's link while the book is open) opens Find again.
  const [addressFind, setAddressFind] = useState(openOnFind);
  if (openOnFind !== addressFind) {
    setAddressFind(openOnFind);
    if (openOnFind) setOpen('find');
  }

  const show = (panel: StudyPanel | null) => {
    setFocusOnOpen(panel !== null);
    setOpen(panel);
  };

  /** Focuses what the open panel starts on. */
  const focusPanel = (panel: StudyPanel) => {
    const target = focusTargets[panel].current;
    if (target instanceof HTMLInputElement) {
      target.focus();
      target.select();
    } else (target ?? document.getElementById(ids[panel]))?.focus();
  };
  const focusPanelRef = useRef(focusPanel);
  useEffect(() => {
    focusPanelRef.current = focusPanel;
  });
  useLayoutEffect(() => {
    if (open && focusOnOpen) focusPanelRef.current(open);
  }, [open, focusOnOpen]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isFindShortcut(event)) return;
      event.preventDefault();
      setFocusOnOpen(true);
      setOpen('find');
      focusPanelRef.current('find');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    if (open) toggles[open].current?.focus();
    show(null);
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return {
    open,
    /** Focuses what the open panel starts on, if it was opened by a press: again once its content has come. */
    refocus: () => {
      if (open && focusOnOpen) focusPanelRef.current(open);
    },
    ids,
    toggles,
    focusTargets,
    toggle: (panel: StudyPanel) => show(open === panel ? null : panel),
    close,
    onPanelKeyDown,
  };
}

/** The outline's entries, read once the panel opens, take the focus from the panel when they come. */
export function useOutlineFocus({ open, refocus }: { open: StudyPanel | null; refocus: () => void }, read: boolean) {
  const refocusRef = useRef(refocus);
  useEffect(() => {
    refocusRef.current = refocus;
  });
  useLayoutEffect(() => {
    if (read && open === 'outline') refocusRef.current();
  }, [read, open]);
}
