import { accessTokenClaims, type ClaimsInput } from './accessClaims';

const input: ClaimsInput = {
  issuer: 'http://127.0.0.1:54321/auth/v1',
  user: {
    id: '4f1c2b8e-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.test',
    phone: null,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Ada Lovelace' },
    is_anonymous: false,
  },
  sessionId: '4f1c2b8e-0000-4000-8000-0000000000aa',
  amr: [{ method: 'password', timestamp: 1_700_000_000 }],
  issuedAt: 1_700_000_100,
  lifetime: 3600,
};

test('has every claim GoTrue signs, with exp = iat + lifetime and aud as a string', () => {
  expect(accessTokenClaims(input)).toEqual({
    iss: 'http://127.0.0.1:54321/auth/v1',
    sub: input.user.id,
    aud: 'authenticated',
    exp: 1_700_003_700,
    iat: 1_700_000_100,
    email: 'ada@example.test',
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Ada Lovelace' },
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: 1_700_000_000 }],
    session_id: input.sessionId,
    is_anonymous: false,
  });
});

test('a user row without aud, role or email still yields the required claims', () => {
  const claims = accessTokenClaims({ ...input, user: { ...input.user, aud: '', role: '', email: null } });
  expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', email: '' });
});
