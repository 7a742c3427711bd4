import { act, renderHook } from '@testing-library/react';
import { useMachine } from './useMachine';

type Count = number;
type Step = { type: 'add'; by: number } | { type: 'atLeast'; value: number };
const reduce = (count: Count, step: Step): Count =>
  step.type === 'add' ? count + step.by : Math.max(count, step.value);

test('what a render sees is applied before anything is drawn', () => {
  const { result, rerender } = renderHook(
    ({ seen }) => useMachine(reduce, () => 0, [{ type: 'atLeast', value: seen }]),
    {
      initialProps: { seen: 3 },
    },
  );
  expect(result.current[0]).toBe(3);
  rerender({ seen: 5 });
  expect(result.current[0]).toBe(5);
});

test('sent events apply at once, a second meeting the first one’s outcome, and say whether anything changed', () => {
  const { result } = renderHook(() => useMachine(reduce, () => 0));
  const [, send] = result.current;
  let changed: boolean[] = [];
  act(() => {
    changed = [send({ type: 'add', by: 2 }), send({ type: 'atLeast', value: 2 }), send({ type: 'atLeast', value: 4 })];
  });
  expect(changed).toEqual([true, false, true]);
  expect(result.current[0]).toBe(4);
});
