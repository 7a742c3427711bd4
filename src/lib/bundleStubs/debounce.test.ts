import debounce from './debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a burst of calls runs the function once, with the last arguments, after the pause', () => {
  const calls: number[] = [];
  const debounced = debounce((value: number) => calls.push(value), 50);
  debounced(1);
  debounced(2);
  jest.advanceTimersByTime(49);
  debounced(3);
  jest.advanceTimersByTime(49);
  expect(calls).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(calls).toEqual([3]);
});

test('cancel drops the call that was waiting', () => {
  const calls: number[] = [];
  const debounced = debounce((value: number) => calls.push(value), 50);
  debounced(1);
  debounced.cancel();
  jest.advanceTimersByTime(100);
  expect(calls).toEqual([]);
});
