import { useEffect, useRef } from 'react';

/**
 * Calls `flush` when what waits on the device should go now: the network is back, or the page is hidden or
 * left. A beacon cannot carry the session's token, so leaving sends at once rather than after a delay.
 */
export function useFlushWhenLeaving(flush: () => void): void {
  const latest = useRef(flush);
  useEffect(() => {
    latest.current = flush;
  });
  useEffect(() => {
    const flushNow = () => latest.current();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    window.addEventListener('online', flushNow);
    window.addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('online', flushNow);
      window.removeEventListener('pagehide', flushNow);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, []);
}
