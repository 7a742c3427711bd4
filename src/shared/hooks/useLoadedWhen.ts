import { useEffect, useRef, useState } from 'react';

/**
 * A module loaded the first time `wanted` becomes true (a dialog first
 * opened), so the first page does not carry it. Null until it has arrived.
 * If it cannot be loaded, `onFailure` runs (it should make `wanted` false:
 * the next time it turns true, loading is tried again).
 */
export function useLoadedWhen<T>(wanted: boolean, load: () => Promise<T>, onFailure: () => void): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  // Kept in a ref so a new onFailure on each render does not restart the load.
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });

  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded(() => module);
      },
      () => {
        if (current) onFailureRef.current();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);

  return loaded;
}
