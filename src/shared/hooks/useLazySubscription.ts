import { useEffect, useRef } from 'react';

/** A subscription to something kept fresh (an RTK Query subscription): ended when no longer wanted. */
interface Subscription {
  unsubscribe(): void;
}

/**
 * Holds a subscription while `active` holds, made by `subscribe` once the code it needs has been imported (so a
 * first visit that never needs it does not download it); a subscription that arrives after `active` ended, or
 * after unmounting, is ended at once.
 */
export function useLazySubscription(active: boolean, subscribe: () => Promise<Subscription>): void {
  const latest = useRef(subscribe);
  useEffect(() => {
    latest.current = subscribe;
  });
  useEffect(() => {
    if (!active) return;
    let subscription: Subscription | null = null;
    let mounted = true;
    void latest.current().then((made) => {
      if (mounted) subscription = made;
      else made.unsubscribe();
    });
    return () => {
      mounted = false;
      subscription?.unsubscribe();
    };
  }, [active]);
}
