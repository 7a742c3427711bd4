import { useEffect } from 'react';
import { firstContent } from '../../lib/firstContent';

/**
 * Holds the first screen's content as not shown yet (lib/firstContent.ts)
 * for as long as `waiting` is true and the component is mounted.
 */
export function useFirstContentHold(waiting: boolean): void {
  useEffect(() => (waiting ? firstContent.hold() : undefined), [waiting]);
}
