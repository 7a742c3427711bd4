import { SWIPE_MIN_DISTANCE_PX, swipeDirection } from './swipe';

describe('a swipe or mouse drag over the page', () => {
  test('to the left turns to the next page', () => {
    expect(swipeDirection({ x: 300, y: 200 }, { x: 120, y: 210 })).toBe('next');
  });

  test('to the right turns to the previous page', () => {
    expect(swipeDirection({ x: 120, y: 200 }, { x: 300, y: 190 })).toBe('previous');
  });

  test('a tap, a click or a short nudge turns nothing', () => {
    expect(swipeDirection({ x: 200, y: 200 }, { x: 200, y: 200 })).toBeNull();
    expect(swipeDirection({ x: 200, y: 200 }, { x: 200 - SWIPE_MIN_DISTANCE_PX + 1, y: 200 })).toBeNull();
  });

  test('just far enough sideways turns the page', () => {
    expect(swipeDirection({ x: 200, y: 200 }, { x: 200 - SWIPE_MIN_DISTANCE_PX, y: 200 })).toBe('next');
  });

  test('a mostly vertical movement (scrolling) turns nothing, however long', () => {
    expect(swipeDirection({ x: 200, y: 100 }, { x: 140, y: 400 })).toBeNull();
    expect(swipeDirection({ x: 200, y: 400 }, { x: 260, y: 100 })).toBeNull();
  });

  test('a diagonal that is clearly more sideways than upright still turns', () => {
    expect(swipeDirection({ x: 400, y: 200 }, { x: 200, y: 280 })).toBe('next');
  });
});
