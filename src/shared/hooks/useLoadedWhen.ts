import { useEffect, useRef, useState } from 'react';
import type { LoadOnce } from '../../lib/loadOnce';

/**
 * A module loaded the first time `wanted` becomes true (a dialog first
 * opened, a screen shown), so the first page does not carry it. Rendered at
 * once when it has already arrived (preloaded, or used before); null until
 * then. If it cannot be loaded, `onFailure` is told why; the load is tried
 * again the next time `wanted` turns true, or when the component mounts again.
 */
export function useLoadedWhen<T>(wanted: boolean, load: LoadOnce<T>, onFailure: (error: unknown) => void): T | null {
  // Kept with its loader: the same component may be handed another one (a route's screen, another route).
  const [arrived, setArrived] = useState<{ load: LoadOnce<T>; module: T }>();
  const loaded = arrived?.load === load ? arrived.module : load.loaded();
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
      (module) => {
        if (current) setArrived({ load, module });
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
