import { useEffect } from 'react';
import type { Turn } from './pageBounds';

/** The keys that turn pages: the arrows, Page Up and Page Down; Home and End go to the first and last page. */
const TURN_KEYS: Record<string, Turn> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * Where the keys keep their own meaning: typing in a field, moving within
 * the thumbnail carousel (react-slick's own arrow keys), a dialog on top.
 */
const KEEPS_ITS_KEYS = 'input, textarea, select, [contenteditable="true"], .carousel, [role="dialog"], dialog';

/** Turns the page on those keys, pressed anywhere on the screen except where they mean something else. */
export function useTurnKeys(turn: (turn: Turn) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = TURN_KEYS[event.key];
      if (!direction || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      if (event.target instanceof Element && event.target.closest(KEEPS_ITS_KEYS)) return;
      // Page Up, Page Down, Home and End would also scroll the screen.
      event.preventDefault();
      turn(direction);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [turn]);
}
