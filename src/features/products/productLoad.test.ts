import { ebook } from '../../testing/fixtures';
import { isUnknownProduct, productLoadOf } from './productLoad';

const offline = { status: 0, code: 'network', message: 'Failed to fetch' };
const unknownId = { status: 406, code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' };
const serverError = { status: 500, code: 'XX000', message: 'boom' };
const refetch = () => undefined;
const settled = { isFetching: false, refetch };

test('an id that names no ebook is told apart from a failed load', () => {
  expect(isUnknownProduct(unknownId)).toBe(true);
  expect(isUnknownProduct(offline)).toBe(false);
  expect(isUnknownProduct(serverError)).toBe(false);
});

test('a product in the store shows at once; without it the screen waits', () => {
  const product = ebook(7);
  expect(productLoadOf(product, settled)).toEqual({ status: 'ready', data: product });
  expect(productLoadOf(undefined, { isFetching: true, refetch })).toEqual({ status: 'loading' });
});

test('an unknown id is "not found", even for a product the store still holds', () => {
  expect(productLoadOf(undefined, { ...settled, error: unknownId })).toEqual({ status: 'unknown' });
  expect(productLoadOf(ebook(7), { ...settled, error: unknownId })).toEqual({ status: 'unknown' });
});

test('a failed load with nothing in the store offers Retry; a failed refresh keeps what is on screen', () => {
  expect(productLoadOf(undefined, { ...settled, error: offline })).toEqual({
    status: 'failed',
    retry: refetch,
    retrying: false,
  });
  expect(productLoadOf(ebook(7), { ...settled, error: offline }).status).toBe('ready');
});
