import {
  REVIEW_LIMIT_HINT,
  REVIEW_MAX_LENGTH,
  cutToReviewLimit,
  reviewLength,
  reviewLengthStatus,
} from './reviewLength';

test('the limit is the database’s, 2,000 characters, and the box says so', () => {
  expect(REVIEW_MAX_LENGTH).toBe(2000);
  expect(REVIEW_LIMIT_HINT).toBe('Up to 2,000 characters.');
});

test('an emoji counts as one character, as the database counts it', () => {
  expect(reviewLength('Great 📚')).toBe(7);
  expect(reviewLength('📚'.repeat(1500))).toBe(1500);
});

test('text over the limit is cut to it, never inside a character; shorter text is kept as it is', () => {
  expect(cutToReviewLimit('x'.repeat(10_000))).toHaveLength(2000);
  const emojis = cutToReviewLimit('📚'.repeat(2001));
  expect(Array.from(emojis)).toEqual(Array(2000).fill('📚'));
  const short = 'Clear and practical.';
  expect(cutToReviewLimit(short)).toBe(short);
});

test('the counter appears from 1,600 characters, and the cut is said while the text is at the limit', () => {
  expect(reviewLengthStatus('x'.repeat(1599), false)).toBe('');
  expect(reviewLengthStatus('x'.repeat(1600), false)).toBe('1,600 of 2,000 characters.');
  expect(reviewLengthStatus('x'.repeat(2000), true)).toBe(
    '2,000 of 2,000 characters. Your text was cut to 2,000 characters, the longest a review can be.',
  );
  expect(reviewLengthStatus('x'.repeat(1999), true)).toBe('1,999 of 2,000 characters.');
});
