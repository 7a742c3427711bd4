import { RateLimiter } from './rateLimiter';

function limiterAt(start = 0) {
  const clock = { now: start };
  const limiter = new RateLimiter({ limit: 3, windowMs: 1000, maxKeys: 4, now: () => clock.now });
  return { clock, limiter };
}

test('a key is limited once it has recorded the limit within the window', () => {
  const { limiter } = limiterAt();
  for (let i = 0; i < 2; i++) limiter.record('a');
  expect(limiter.isLimited('a')).toBe(false);
  limiter.record('a');
  expect(limiter.isLimited('a')).toBe(true);
  expect(limiter.isLimited('b')).toBe(false);
});

test('the limit lifts when the window has passed', () => {
  const { clock, limiter } = limiterAt();
  for (let i = 0; i < 3; i++) limiter.record('a');
  clock.now = 999;
  expect(limiter.isLimited('a')).toBe(true);
  clock.now = 1000;
  expect(limiter.isLimited('a')).toBe(false);
  limiter.record('a');
  expect(limiter.isLimited('a')).toBe(false);
});

test('reset forgets a key at once', () => {
  const { limiter } = limiterAt();
  for (let i = 0; i < 3; i++) limiter.record('a');
  limiter.reset('a');
  expect(limiter.isLimited('a')).toBe(false);
});

test('it never remembers more than maxKeys keys, dropping expired windows and then the oldest', () => {
  const { clock, limiter } = limiterAt();
  for (let i = 0; i < 3; i++) limiter.record('old');
  clock.now = 500;
  for (const key of ['b', 'c', 'd']) limiter.record(key);
  limiter.record('e');
  expect(limiter.size).toBe(4);
  expect(limiter.isLimited('old')).toBe(false);
  clock.now = 600;
  for (let i = 0; i < 1000; i++) limiter.record(`flood-${i}`);
  expect(limiter.size).toBe(4);
});

test('tryRecord checks and counts in one step, so a burst gets no more than the limit', () => {
  const { limiter } = limiterAt();
  const burst = Array.from({ length: 10 }, () => limiter.tryRecord('a'));
  expect(burst.filter(Boolean)).toHaveLength(3);
  expect(limiter.isLimited('a')).toBe(true);
});

test('a released event frees its place once, and only in the window it was counted in', () => {
  const { clock, limiter } = limiterAt();
  const first = limiter.tryRecord('a');
  limiter.tryRecord('a');
  limiter.tryRecord('a');
  first?.release();
  first?.release();
  expect(limiter.tryRecord('a')).toBeDefined();
  expect(limiter.tryRecord('a')).toBeUndefined();

  const old = limiter.tryRecord('b');
  clock.now = 1000;
  for (let i = 0; i < 3; i++) limiter.tryRecord('b');
  old?.release();
  expect(limiter.isLimited('b')).toBe(true);
});
