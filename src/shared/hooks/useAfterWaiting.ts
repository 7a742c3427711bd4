import { useEffect, useRef } from 'react';

/** Calls `giveUp` once `waiting` has held for `ms` without a break. */
export function useAfterWaiting(waiting: boolean, ms: number, giveUp: () => void): void {
  const latest = useRef(giveUp);
  useEffect(() => {
    latest.current = giveUp;
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
}
