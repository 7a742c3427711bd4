import { LESSON_SAVE_INTERVAL_MS } from '../../config/constants';
import { waitBeforeSending } from './lessonProgressSync';

test('a playing lesson is sent at most once per interval: the next send waits out the rest of it', () => {
  const sentAt = 1_000_000;
  expect(waitBeforeSending(sentAt, sentAt + 4000)).toBe(LESSON_SAVE_INTERVAL_MS - 4000);
  expect(waitBeforeSending(sentAt, sentAt + LESSON_SAVE_INTERVAL_MS + 1)).toBe(0);
  expect(waitBeforeSending(Number.NEGATIVE_INFINITY, sentAt)).toBe(0);
});
