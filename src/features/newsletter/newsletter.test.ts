import { INVALID_EMAIL_MESSAGE, subscribeErrorMessage } from './newsletter';

test('no message ever says an address is already on the list (that would tell who is subscribed)', () => {
  expect(subscribeErrorMessage({ status: 409, code: '23505', message: 'duplicate key value' })).not.toMatch(/already/i);
});

test('an address the server rejects as malformed asks for a valid one', () => {
  expect(subscribeErrorMessage({ status: 400, code: '23514', message: 'violates check constraint' })).toBe(
    INVALID_EMAIL_MESSAGE,
  );
});

test('no connection says so; anything else asks to try again', () => {
  expect(subscribeErrorMessage({ status: 0, code: 'network', message: 'Failed to fetch' })).toMatch(/connection/);
  expect(subscribeErrorMessage({ status: 500, code: 'XX000', message: 'boom' })).toBe(
    'Subscribing failed. Please try again.',
  );
});
