import { toAuthError } from './authCalls';
import { failureText } from './authMessages';

describe('what the red box says after a failed sign-in (spec §8)', () => {
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
