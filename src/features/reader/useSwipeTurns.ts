import { useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { swipeDirection, type PointerPoint } from './swipe';

/** Where a mouse button pressed selects text rather than dragging the page: on a word of the text layer. */
const SELECTS_TEXT = '.textLayer span';

/**
 * Whether a swipe may turn the page: not while the page is wider than the frame and the frame can still scroll
 * that way (the swipe is the reader panning the zoomed page), and not when it selected text.
 */
function swipeMayTurn(frame: HTMLElement | null, direction: 'next' | 'previous'): boolean {
  if (document.getSelection()?.isCollapsed === false) return false;
  if (!frame || frame.scrollWidth <= frame.clientWidth) return true;
  const atStart = frame.scrollLeft <= 0;
  const atEnd = frame.scrollLeft + frame.clientWidth >= frame.scrollWidth - 1;
  return direction === 'next' ? atEnd : atStart;
}

/**
 * The page's pointer handlers: a swipe (or a mouse drag) to the left turns to the next page, to the right to
 * the previous (swipe.ts says what counts); a drag that leaves the page before the button is released still counts.
 * A mouse pressed on a word selects text instead, and a mouse drag on the paper around the words selects nothing.
 * A second finger (a pinch) is no swipe.
 */
export function useSwipeTurns(turn: (direction: 'next' | 'previous') => void, frameRef: RefObject<HTMLElement | null>) {
  const swipeStart = useRef<(PointerPoint & { pointerId: number }) | null>(null);
  const pointersDown = useRef(new Set<number>());
  return {
    onMouseDown(event: MouseEvent<HTMLElement>) {
      if (event.button === 0 && !(event.target instanceof Element && event.target.closest(SELECTS_TEXT))) {
        // A drag on the paper turns the page: no selection starts, and a click there lets the last one go. The
        // focus leaves a field as a click on the page always made it (the keys turn pages again).
        event.preventDefault();
        document.getSelection()?.removeAllRanges();
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      }
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      pointersDown.current.add(event.pointerId);
      if (pointersDown.current.size > 1) {
        swipeStart.current = null;
        return;
      }
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (event.pointerType === 'mouse' && event.target instanceof Element && event.target.closest(SELECTS_TEXT))
        return;
      swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks (or a synthetic one) cannot be captured; the swipe still works.
      }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      pointersDown.current.delete(event.pointerId);
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || start.pointerId !== event.pointerId) return;
      const direction = swipeDirection(start, { x: event.clientX, y: event.clientY });
      if (direction && swipeMayTurn(frameRef.current, direction)) turn(direction);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      pointersDown.current.delete(event.pointerId);
      swipeStart.current = null;
    },
  };
}
