import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses an element when its component appears, if it appeared because of
 * something the reader did (the review box turning into their review and
 * back); never on page load, where the focus stays where the reader left it.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, afterReaderAction: boolean): void {
  // Only the value at mount counts: the component is replaced, not updated, when the box changes.
  const focusNow = useRef(afterReaderAction);
  useEffect(() => {
    if (focusNow.current) ref.current?.focus();
  }, [ref]);
}
