import { getEbookOutcome, primaryAction } from './primaryAction';

const idle = { getting: false } as const;

test('an ebook the reader owns is read', () => {
  expect(primaryAction({ ...idle, ownership: 'owned', price: 23 })).toEqual({ kind: 'read', label: 'Read Book' });
  expect(primaryAction({ ...idle, ownership: 'owned', price: 0 })).toEqual({ kind: 'read', label: 'Read Book' });
});

test('an ebook with a price is bought, at its own price (docs/product.md#prices-come-from-the-data)', () => {
  expect(primaryAction({ ...idle, ownership: 'notOwned', price: 23 })).toEqual({ kind: 'buy', label: 'Buy Now 23$' });
  expect(primaryAction({ ...idle, ownership: 'notOwned', price: 9.5 })).toEqual({
    kind: 'buy',
    label: 'Buy Now 9.50$',
  });
});

test('a free ebook is got', () => {
  expect(primaryAction({ ...idle, ownership: 'notOwned', price: 0 })).toEqual({ kind: 'get', label: 'Get Ebook' });
});

test('while the order is being recorded the button is busy', () => {
  expect(primaryAction({ ownership: 'notOwned', price: 0, getting: true })).toEqual({
    kind: 'busy',
    label: 'Getting your ebook…',
  });
});

test('while ownership is unknown the button waits instead of offering to buy or get', () => {
  expect(primaryAction({ ...idle, ownership: 'unknown', price: 23 })).toEqual({
    kind: 'busy',
    label: 'Checking your library…',
  });
  expect(primaryAction({ ...idle, ownership: 'unknown', price: 0 }).kind).toBe('busy');
});

describe('what a Get Ebook answer means', () => {
  test('no error: the ebook was got', () => {
    expect(getEbookOutcome(undefined)).toBe('got');
  });

  test('a second order of the same ebook: the reader already has it', () => {
    expect(getEbookOutcome({ status: 409, code: '23505', message: 'duplicate key' })).toBe('alreadyOwned');
  });

  test('anything else failed', () => {
    expect(getEbookOutcome({ status: 0, code: 'network', message: 'Failed to fetch' })).toBe('failed');
    expect(getEbookOutcome({ status: 403, code: '42501', message: 'refused' })).toBe('failed');
  });
});
