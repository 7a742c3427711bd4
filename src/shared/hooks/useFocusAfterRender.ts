import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves the focus to an element once the change that removed the focused one has rendered: the element to focus
 * may itself only come back with that render (an Edit button under a closed editor). Call the returned function in
 * the same event as the change. Focusing in an effect rather than a later frame makes the focus part of the change
 * itself, so nothing can come between them.
 */
export function useFocusAfterRender(target: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (requests === handled.current) return;
    handled.current = requests;
    target.current?.focus();
  }, [requests, target]);
  return () => setRequests((count) => count + 1);
}
