import { reviewPair } from './reviewPairs';

test('no reader reviews one ebook twice until every reader has reviewed every ebook', () => {
  const pairs = Array.from({ length: 15 }, (_, write) => JSON.stringify(reviewPair(write, 3, 5)));
  expect(new Set(pairs).size).toBe(15);
  expect(reviewPair(15, 3, 5)).toEqual(reviewPair(0, 3, 5));
});
