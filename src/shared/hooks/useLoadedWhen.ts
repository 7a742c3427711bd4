import { useEffect, useReducer, useRef } from 'react';
import type { LoadOnce } from '../../lib/loadOnce';

/**
 * A module loaded the first time `wanted` becomes true (a dialog first
 * opened, a screen shown), so the first page does not carry it. Rendered at
 * once when it has already arrived (preloaded, or used before); null until
 * then. If it cannot be loaded, `onFailure` is told why; the load is tried
 * again the next time `wanted` turns true, or when the component mounts again.
 */
export function useLoadedWhen<T>(wanted: boolean, load: LoadOnce<T>, onFailure: (error: unknown) => void): T | null {
  // What arrived is the loader's to say (so a component handed another loader, as a route's screen is, reads
  // that one's); an arrival only has to render this component again.
  const loaded = load.loaded();
  const [, noteArrival] = useReducer((arrivals: number) => arrivals + 1, 0);
  // Kept in a ref so a new onFailure on each render does not restart the load.
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });

  const needed = wanted && loaded === undefined;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    load().then(
      () => {
        if (current) noteArrival();
      },
      (error: unknown) => {
        if (current) onFailureRef.current(error);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, load]);

  return loaded ?? null;
}
