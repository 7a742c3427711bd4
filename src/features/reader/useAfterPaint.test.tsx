import { afterEach, beforeEach, expect, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useAfterPaint } from './useAfterPaint';

/**
 * What follows a page turn without delaying it (the thumbnails' page): the
 * new value only once the frame now being prepared has been painted.
 */

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

/** The browser paints its next frame (animation frames run), then runs the task after it. */
const paintNextFrame = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(20);
  });

test('a new value is followed only after the next frame has painted', async () => {
  const { result, rerender } = renderHook(({ page }) => useAfterPaint(page), { initialProps: { page: 6 } });
  expect(result.current).toBe(6);
  rerender({ page: 7 });
  expect(result.current).toBe(6);
  await paintNextFrame();
  expect(result.current).toBe(7);
});

test('a value changed back before the frame painted is never followed', async () => {
  const { result, rerender } = renderHook(({ page }) => useAfterPaint(page), { initialProps: { page: 6 } });
  const seen: number[] = [];
  rerender({ page: 7 });
  seen.push(result.current);
  rerender({ page: 6 });
  seen.push(result.current);
  await paintNextFrame();
  seen.push(result.current);
  expect(seen).toEqual([6, 6, 6]);
});
