import { useCallback, useEffect, useRef, useState } from 'react';
import { PLAYER_CONTROLS_HIDE_MS } from '../../config/constants';

/**
 * Whether the control bar shows: always while the lesson is paused; while it plays, for a while after the
 * last mouse move, touch or key. The bar fades rather than leaving the layout (LessonPlayer.css), and a
 * focus inside it keeps it shown, so nothing moves and a keyboard never lands on a hidden control.
 */
export function useControlsVisibility(playing: boolean) {
  const [recentlyUsed, setRecentlyUsed] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reveal = useCallback(() => {
    setRecentlyUsed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRecentlyUsed(false), PLAYER_CONTROLS_HIDE_MS);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setRecentlyUsed(false);
  }, []);
  // Playing without a touch or a key (a resumed lesson, a countdown's next lesson): the controls go in a while.
  useEffect(() => {
    if (!playing) return;
    timer.current = setTimeout(() => setRecentlyUsed(false), PLAYER_CONTROLS_HIDE_MS);
    return () => clearTimeout(timer.current);
  }, [playing]);
  return { visible: !playing || recentlyUsed, reveal, hide };
}
