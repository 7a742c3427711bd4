import { renderHook, waitFor } from '@testing-library/react';
import { loadOnce } from '../../lib/loadOnce';
import { useLoadedWhen } from './useLoadedWhen';

function renderLoadedWhen(load: () => Promise<string>, onFailure = jest.fn()) {
  const loadOnlyOnce = loadOnce(load);
  return renderHook(({ wanted }) => useLoadedWhen(wanted, loadOnlyOnce, onFailure), {
    initialProps: { wanted: false },
  });
}

test('nothing is loaded until the dialog is first wanted, and then only once', async () => {
  const load = jest.fn(() => Promise.resolve('the dialog'));
  const { result, rerender } = renderLoadedWhen(load);
  expect(load).not.toHaveBeenCalled();
  expect(result.current).toBeNull();

  rerender({ wanted: true });
  await waitFor(() => expect(result.current).toBe('the dialog'));

  rerender({ wanted: false });
  rerender({ wanted: true });
  expect(result.current).toBe('the dialog');
  expect(load).toHaveBeenCalledTimes(1);
});

test('a dialog that cannot be loaded is reported, and opening it again tries again', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new TypeError('offline'));
  load.mockResolvedValueOnce('the dialog');
  const onFailure = jest.fn();
  const { result, rerender } = renderLoadedWhen(load, onFailure);

  rerender({ wanted: true });
  await waitFor(() => expect(onFailure).toHaveBeenCalledWith(new TypeError('offline')));
  expect(result.current).toBeNull();

  rerender({ wanted: false });
  rerender({ wanted: true });
  await waitFor(() => expect(result.current).toBe('the dialog'));
  expect(onFailure).toHaveBeenCalledTimes(1);
});

test('a module that has already arrived is there on the first render', async () => {
  const load = loadOnce(() => Promise.resolve('the dialog'));
  await load();
  const { result } = renderHook(() => useLoadedWhen(true, load, jest.fn()));
  expect(result.current).toBe('the dialog');
});
