import { toAuthError } from './authCalls';
import { failureText } from './authMessages';

describe('what the red box says after a failed sign-in (docs/product.md#messages)', () => {
  test("the server's own message", () => {
    expect(
      failureText({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' }, 'Login failed'),
    ).toBe('Invalid login credentials');
  });

  test('"Login failed" when the failure carries no message', () => {
    expect(failureText(toAuthError({ status: 500, message: '' }, 'Login failed'), 'Login failed')).toBe('Login failed');
    expect(failureText(toAuthError(null, 'Login failed'), 'Login failed')).toBe('Login failed');
    expect(failureText({ name: 'Error' }, 'Login failed')).toBe('Login failed');
  });

  test('too many wrong passwords: what happened and when to try again, not "Request rate limit reached"', () => {
    const text = failureText(
      { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' },
      'Login failed',
    );
    expect(text).toMatch(/^Too many attempts\./);
    expect(text).toMatch(/try again .*5 minutes|5 minutes.*try again/);
    expect(text).not.toMatch(/rate limit/i);
  });

  test('too many links asked for: how long to wait', () => {
    expect(
      failureText({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' }, 'x'),
    ).toMatch(/15 minutes/);
  });

  test('nothing at all before anything failed', () => {
    expect(failureText(undefined, 'Login failed')).toBeNull();
  });

  test('a GoTrue error keeps its status and code beside the message', () => {
    expect(
      toAuthError({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' }, 'x'),
    ).toEqual({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
  });
});
