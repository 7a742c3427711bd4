import { useRef, type PointerEvent } from 'react';
import { swipeDirection, type PointerPoint } from './swipe';

/**
 * The page's pointer handlers: a swipe (or a mouse drag) to the left turns to the next page, to the right to
 * the previous (swipe.ts says what counts); a drag that leaves the page before the button is released still counts.
 */
export function useSwipeTurns(turn: (direction: 'next' | 'previous') => void) {
  const swipeStart = useRef<(PointerPoint & { pointerId: number }) | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks (or a synthetic one) cannot be captured; the swipe still works.
      }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || start.pointerId !== event.pointerId) return;
      const direction = swipeDirection(start, { x: event.clientX, y: event.clientY });
      if (direction) turn(direction);
    },
    onPointerCancel() {
      swipeStart.current = null;
    },
  };
}
