import { ExpiringStore } from './expiringStore';

function storeAt() {
  const clock = { now: 0 };
  const store = new ExpiringStore<string>({ ttlMs: 100, maxEntries: 3, now: () => clock.now });
  return { clock, store };
}

test('a value can be peeked until it is taken, and taken only once', () => {
  const { store } = storeAt();
  store.put('k', 'v');
  expect(store.peek('k')).toBe('v');
  expect(store.take('k')).toBe('v');
  expect(store.take('k')).toBeUndefined();
});

test('a value is gone once its time is up', () => {
  const { clock, store } = storeAt();
  store.put('k', 'v');
  clock.now = 99;
  expect(store.peek('k')).toBe('v');
  clock.now = 100;
  expect(store.peek('k')).toBeUndefined();
});

test('the oldest entries make way when the store is full', () => {
  const { store } = storeAt();
  for (const key of ['a', 'b', 'c', 'd']) store.put(key, key);
  expect(store.peek('a')).toBeUndefined();
  expect(['b', 'c', 'd'].map((key) => store.peek(key))).toEqual(['b', 'c', 'd']);
});
