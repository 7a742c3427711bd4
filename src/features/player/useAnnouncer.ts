import { useCallback, useEffect, useRef, useState } from 'react';
import { PLAYER_INDICATOR_MS } from '../../config/constants';

/**
 * What the player last did at a key or a control ("Speed 1.25×", "Volume 60%"): said politely by the one
 * live region, and shown for a moment over the video. `count` tells one announcement from the next of the
 * same words, so the same change made twice shows (and is said) twice.
 */
export function useAnnouncer() {
  const [said, setSaid] = useState({ text: '', count: 0, showing: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    setSaid((previous) => ({ text, count: previous.count + 1, showing: true }));
    timer.current = setTimeout(() => setSaid((previous) => ({ ...previous, showing: false })), PLAYER_INDICATOR_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { announcement: said, announce };
}
