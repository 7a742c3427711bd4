import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delayMs`: each change
 * restarts the wait, so a burst of changes (keystrokes) yields only the last.
 * The first render returns the value at once; there is nothing to wait for yet.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
