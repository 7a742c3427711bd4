import { loadOnce } from './loadOnce';

test('a preload and the first use share one request', async () => {
  const load = jest.fn(() => Promise.resolve({ Dialog: 'the dialog' }));
  const loadDialog = loadOnce(load);

  const preloaded = loadDialog();
  const used = loadDialog();

  expect(used).toBe(preloaded);
  await expect(used).resolves.toEqual({ Dialog: 'the dialog' });
  await loadDialog();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a load that failed (offline) is tried again on the next call, not remembered', async () => {
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce('the dialog');
  const loadDialog = loadOnce(load);

  await expect(loadDialog()).rejects.toThrow('Failed to fetch');
  await expect(loadDialog()).resolves.toBe('the dialog');
  expect(load).toHaveBeenCalledTimes(2);
});

test('what arrived can be read at once; nothing before it has', async () => {
  const loadDialog = loadOnce(() => Promise.resolve('the dialog'));
  expect(loadDialog.loaded()).toBeUndefined();
  const loading = loadDialog();
  expect(loadDialog.loaded()).toBeUndefined();
  await loading;
  expect(loadDialog.loaded()).toBe('the dialog');
});

test('a load that failed leaves nothing to read', async () => {
  const loadDialog = loadOnce(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  await expect(loadDialog()).rejects.toThrow('Failed to fetch');
  expect(loadDialog.loaded()).toBeUndefined();
});
