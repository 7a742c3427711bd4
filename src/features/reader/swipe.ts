/** Where a pointer went down or came up, in CSS pixels. */
export interface PointerPoint {
  x: number;
  y: number;
}

/**
 * How far a finger or a mouse must travel sideways to turn a page: enough
 * that a tap or a click with a shaky hand does not.
 */
export const SWIPE_MIN_DISTANCE_PX = 50;

/**
 * How much more sideways than upright the movement must be: a reader
 * scrolling the page up or down on a phone is not turning it.
 */
export const SWIPE_MIN_HORIZONTAL_RATIO = 1.5;

/**
 * What a pointer's path from `start` to `end` asks for (docs/product.md#screens): a
 * swipe or drag to the left is the next page, to the right the previous one;
 * a short or mostly vertical movement is nothing. Mouse drags count the same
 * as touch.
 */
export function swipeDirection(start: PointerPoint, end: PointerPoint): 'next' | 'previous' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX) return null;
  if (Math.abs(dx) < SWIPE_MIN_HORIZONTAL_RATIO * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
