import { checkTokenMetadataSize, emailUserMetadata, isValidEmail, mergeMetadata } from './users';

test('full_name is made from first and last name unless given', () => {
  expect(emailUserMetadata({ first_name: 'Ada', last_name: 'Lovelace' }, true)).toEqual({
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    email_verified: true,
  });
  expect(emailUserMetadata({ first_name: ' Ada ', full_name: 'Countess' }, true).full_name).toBe('Countess');
  expect(emailUserMetadata({ last_name: 'Lovelace' }, false)).toEqual({
    last_name: 'Lovelace',
    full_name: 'Lovelace',
    email_verified: false,
  });
  expect(emailUserMetadata({}, true)).toEqual({ email_verified: true });
});

test('a metadata update replaces given keys and removes keys set to null', () => {
  expect(mergeMetadata({ a: 1, b: 2, c: 3 }, { b: 20, c: null, d: 4 })).toEqual({ a: 1, b: 20, d: 4 });
});

test('metadata that would grow past the cap in total is refused, while replacing a large key is not', () => {
  const large = { bio: 'x'.repeat(5000) };
  expect(() => checkTokenMetadataSize(mergeMetadata(large, { notes: 'y'.repeat(5000) }), {})).toThrow(
    'at most 8192 bytes in total',
  );
  expect(() => checkTokenMetadataSize(mergeMetadata(large, { bio: 'z'.repeat(5000) }), {})).not.toThrow();
  expect(mergeMetadata(large, { bio: null, notes: 'y'.repeat(5000) })).toEqual({ notes: 'y'.repeat(5000) });
});

test('the cap counts user and app metadata together, as both ride in the access token', () => {
  expect(() => checkTokenMetadataSize({ bio: 'x'.repeat(5000) }, { plan: 'y'.repeat(5000) })).toThrow(
    expect.objectContaining({ httpStatus: 400, code: 'validation_failed' }),
  );
});

test.each([
  ['ada@example.test', true],
  ["o'hara+tag@sub.example.test", true],
  ['no-at-sign', false],
  ['a@b', true],
  ['a b@example.test', false],
  ['a@example.test; drop table auth.users', false],
  ['"quoted"@example.test', false],
  [`${'a'.repeat(250)}@example.test`, false],
])('%s is %s as an email', (email, valid) => {
  expect(isValidEmail(email)).toBe(valid);
});
