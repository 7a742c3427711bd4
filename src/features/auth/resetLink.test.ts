import {
  isRecoverySession,
  EXPIRED_LINK_MESSAGE,
  linkFailure,
  newPasswordProblems,
  PASSWORDS_DIFFER,
  passwordTooShort,
} from './resetLink';

describe('a new password and its confirmation', () => {
  it('can be sent when long enough and typed the same twice', () => {
    expect(newPasswordProblems('brand new secret', 'brand new secret')).toEqual({});
  });

  it('is too short under six characters', () => {
    expect(newPasswordProblems('12345', '12345')).toEqual({ password: passwordTooShort() });
    expect(newPasswordProblems('123456', '123456')).toEqual({});
  });

  it('must match its confirmation', () => {
    expect(newPasswordProblems('brand new secret', 'brand new secre')).toEqual({ confirmation: PASSWORDS_DIFFER });
  });
});

describe('a reset link that could not be used', () => {
  it('is told apart from a good one by the error the server put in the address', () => {
    expect(linkFailure('?code=abc', '')).toBeNull();
    expect(linkFailure('', '')).toBeNull();
  });

  it('reads as expired when the server says otp_expired, in the query or the fragment', () => {
    const details = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(linkFailure(`?${details}`, `#${details}&sb=`)).toBe(EXPIRED_LINK_MESSAGE);
    expect(linkFailure('', `#${details}&sb=`)).toBe(EXPIRED_LINK_MESSAGE);
  });

  it('shows the server’s own description for any other failure', () => {
    expect(linkFailure('', '#error=server_error&error_description=Database+down')).toBe('Database down');
  });
});

describe('a session opened by a reset link', () => {
  const tokenWith = (claims: object) =>
    ['header', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

  it('is known by the recovery method in its access token', () => {
    expect(isRecoverySession(tokenWith({ amr: [{ method: 'recovery', timestamp: 1 }] }))).toBe(true);
  });

  it('is not any other session, nor a token that cannot be read', () => {
    expect(isRecoverySession(tokenWith({ amr: [{ method: 'password', timestamp: 1 }] }))).toBe(false);
    expect(isRecoverySession(tokenWith({}))).toBe(false);
    expect(isRecoverySession('not a token')).toBe(false);
  });
});
