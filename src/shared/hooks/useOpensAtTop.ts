import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { SCROLL_POSITIONS_STORAGE_KEY } from '../../config/constants';

/**
 * The scroll position ScrollRestoration saved for the address with this key
 * when a page of this tab was last left (a reload, coming back from another
 * site, an earlier visit in the tab): it restores that position as the app
 * opens. 0 when none was saved.
 */
function savedScrollPosition(key: string): number {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}');
    const position = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>)[key] : 0;
    return typeof position === 'number' ? position : 0;
  } catch {
    return 0;
  }
}

/**
 * The router gives the document's own address the key 'default', and gives
 * it again when the user comes back to it in the app: after a screen using
 * this hook has shown it once, coming back is a return, not an opening (its
 * position is then in ScrollRestoration's memory, not yet in sessionStorage).
 */
let documentAddressShown = false;

/** For tests, each of which opens the app as a new document would. */
export function forgetDocumentAddressShown(): void {
  documentAddressShown = false;
}

/**
 * Whether the screen opens at its top, rather than at a scroll position that
 * ScrollRestoration brings back (back or forward in the app; a reload or a
 * return from another site, whose position was saved as the page was left).
 * A screen that opens at its top may draw what lies far below its first
 * screen a moment later; one that does not must draw it at once, or the
 * position it returns to would not exist yet. Decided as the screen mounts,
 * and kept.
 */
export function useOpensAtTop(): boolean {
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const [opensAtTop] = useState(
    () => navigationType !== 'POP' || (key === 'default' && !documentAddressShown && savedScrollPosition(key) === 0),
  );
  useEffect(() => {
    if (key === 'default') documentAddressShown = true;
  }, [key]);
  return opensAtTop;
}
