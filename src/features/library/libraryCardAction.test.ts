import { libraryCardAction } from './libraryCardAction';

const free = { premium: false, price: 0 };
const premium = { premium: true, price: 23 };

test('an owned book is read', () => {
  expect(libraryCardAction(premium, 'owned')).toEqual({ kind: 'read', label: 'Read Book' });
  expect(libraryCardAction(free, 'owned')).toEqual({ kind: 'read', label: 'Read Book' });
});

test('a free favourite is read at once, without getting it first, even before the orders are known', () => {
  expect(libraryCardAction(free, 'notOwned')).toEqual({ kind: 'read', label: 'Read Book' });
  expect(libraryCardAction(free, 'unknown')).toEqual({ kind: 'read', label: 'Read Book' });
});

test('a premium favourite not owned offers to buy it at its price', () => {
  expect(libraryCardAction(premium, 'notOwned')).toEqual({ kind: 'buy', label: 'Buy Now 23$' });
  expect(libraryCardAction({ premium: true, price: 9.5 }, 'notOwned')).toEqual({ kind: 'buy', label: 'Buy Now 9.50$' });
});

test('a premium favourite waits while the orders are not known, rather than offering to buy a book already owned', () => {
  expect(libraryCardAction(premium, 'unknown').kind).toBe('busy');
});

test('a premium-marked ebook with no price is still not readable without an order', () => {
  expect(libraryCardAction({ premium: true, price: 0 }, 'notOwned').kind).not.toBe('read');
});
