import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How the browser came to the document: typed or followed ('navigate'), 'reload' or 'back_forward'. */
function documentNavigationType(): string | undefined {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * The router gives the document's own address the key 'default', and gives
 * it again when the user comes back to it: after a screen using this hook has
 * shown it once, coming back is a return, not an opening.
 */
let documentAddressShown = false;

/**
 * Whether the screen opens at its top, as a link followed or an address typed
 * does, rather than at a scroll position that ScrollRestoration brings back
 * (a reload, back or forward, in the app or from another site). A screen that
 * opens at its top may draw what lies far below its first screen a moment
 * later; one that does not must draw it at once, or the position it returns
 * to would not exist yet. Decided as the screen mounts, and kept.
 */
export function useOpensAtTop(): boolean {
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const [opensAtTop] = useState(
    () =>
      navigationType !== 'POP' ||
      (key === 'default' && !documentAddressShown && documentNavigationType() === 'navigate'),
  );
  useEffect(() => {
    if (key === 'default') documentAddressShown = true;
  }, [key]);
  return opensAtTop;
}
