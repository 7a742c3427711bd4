import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

const DELAY = 500;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderDebounced(initial: string) {
  return renderHook(({ value }) => useDebouncedValue(value, DELAY), { initialProps: { value: initial } });
}

test('starts with the value it is given, without waiting', () => {
  const { result } = renderDebounced('seo');
  expect(result.current).toBe('seo');
});

test('takes a new value only once it has stayed unchanged for the delay', () => {
  const { result, rerender } = renderDebounced('');
  rerender({ value: 'seo' });
  act(() => jest.advanceTimersByTime(DELAY - 1));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('seo');
});

test('a burst of changes yields only the last one, the delay counted from the last change', () => {
  const { result, rerender } = renderDebounced('');
  const seen: string[] = [];
  for (const value of ['s', 'se', 'seo']) {
    rerender({ value });
    act(() => jest.advanceTimersByTime(DELAY / 2));
    seen.push(result.current);
  }
  expect(seen).toEqual(['', '', '']);
  act(() => jest.advanceTimersByTime(DELAY / 2));
  expect(result.current).toBe('seo');
});

test('a change undone before the delay ends is never seen', () => {
  const { result, rerender } = renderDebounced('seo');
  rerender({ value: 'seox' });
  act(() => jest.advanceTimersByTime(DELAY / 2));
  rerender({ value: 'seo' });
  act(() => jest.advanceTimersByTime(DELAY * 2));
  expect(result.current).toBe('seo');
});

test('leaves no timer behind when it unmounts', () => {
  const { rerender, unmount } = renderDebounced('');
  rerender({ value: 'seo' });
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
