import { jwtClaims } from './jwtClaims';

const tokenWith = (payload: string) => ['header', Buffer.from(payload).toString('base64url'), 'signature'].join('.');

test('reads the claims of a token, whatever its padding and characters', () => {
  expect(jwtClaims(tokenWith(JSON.stringify({ sub: 'user-1', role: 'authenticated' })))).toEqual({
    sub: 'user-1',
    role: 'authenticated',
  });
  expect(jwtClaims(tokenWith(JSON.stringify({ name: 'Zoë ✓' })))).toEqual({ name: 'Zoë ✓' });
});

test('is null for anything that is not a readable token', () => {
  expect(jwtClaims('not a token')).toBeNull();
  expect(jwtClaims('a.%%%.c')).toBeNull();
  expect(jwtClaims(tokenWith('not json'))).toBeNull();
  expect(jwtClaims(tokenWith('[1, 2]'))).toBeNull();
  expect(jwtClaims(tokenWith('null'))).toBeNull();
});
