import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '../offline/useOnlineStatus';

/** A page still loading after this long is worth asking why (an expired link leaves it waiting for ever). */
export const PAGE_STALLED_MS = 4000;

/**
 * Whether the page on screen waits for bytes that do not come while the browser is offline: after
 * PAGE_STALLED_MS the reader is told (`onPageStalled`, to check its link), and offline the page says it
 * failed rather than "Loading page…" with no end in sight. Its bytes are asked for again and again
 * (pdfByteRanges), so it appears when the network is back.
 */
export function usePageStall(loading: boolean, page: number, onPageStalled: (() => void) | undefined): boolean {
  const stalledRef = useRef(onPageStalled);
  useLayoutEffect(() => {
    stalledRef.current = onPageStalled;
  }, [onPageStalled]);
  const [stalledPage, setStalledPage] = useState<number | null>(null);
  const online = useOnlineStatus();
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setStalledPage(page);
      stalledRef.current?.();
    }, PAGE_STALLED_MS);
    return () => clearTimeout(timer);
  }, [loading, page]);
  return loading && stalledPage === page && !online;
}
