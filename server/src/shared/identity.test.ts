import { identityFromRequest } from './identity';
import { signToken } from './jwt';

const keys = { jwtSecret: 'unit-test-secret-that-is-long-enough-1234' };
const serviceKey = signToken(keys.jwtSecret, { role: 'service_role' });
const anonKey = signToken(keys.jwtSecret, { role: 'anon' });

describe('identityFromRequest', () => {
  test('the bearer token decides who calls, whatever the apikey says', () => {
    expect(identityFromRequest({ apikey: serviceKey, authorization: `Bearer ${anonKey}` }, keys)).toMatchObject({
      kind: 'verified',
      identity: { role: 'anon' },
    });
    expect(identityFromRequest({ apikey: anonKey, authorization: `bearer ${serviceKey}` }, keys)).toMatchObject({
      kind: 'verified',
      identity: { role: 'service_role' },
    });
  });

  test('a lone apikey is no credentials, as behind the hosted gateway', () => {
    expect(identityFromRequest({ apikey: serviceKey }, keys)).toEqual({ kind: 'none' });
    expect(identityFromRequest({}, keys)).toEqual({ kind: 'none' });
    expect(identityFromRequest({ authorization: `Basic ${serviceKey}` }, keys)).toEqual({ kind: 'none' });
  });

  test('an empty or bad bearer token is refused, never treated as anon', () => {
    expect(identityFromRequest({ authorization: 'Bearer ' }, keys)).toMatchObject({
      kind: 'refused',
      problem: 'empty',
    });
    expect(identityFromRequest({ authorization: 'Bearer not-a-jwt' }, keys)).toMatchObject({
      kind: 'refused',
      problem: 'malformed',
    });
  });
});
