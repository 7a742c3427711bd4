import { useEffect, useState } from 'react';
import { afterNextPaint } from './pageCanvases';

/**
 * `value` as of the last painted frame: a new value is returned only once
 * the frame now being prepared has been painted. For what follows a page turn
 * but must not delay it (the thumbnail carousel moving to the page's slide):
 * React's useDeferredValue renders in the next task, which may still come
 * before that frame. A value that changes back before then is never followed.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(value, painted)) return;
    let current = true;
    void afterNextPaint().then(() => {
      if (current) setPainted(() => value);
    });
    return () => {
      current = false;
    };
  }, [value, painted]);
  return painted;
}
