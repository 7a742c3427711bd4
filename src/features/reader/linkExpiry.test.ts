import { isLinkExpiredFailure } from './linkExpiry';

const now = Date.parse('2026-11-22T12:00:00Z');
const inAnHour = now + 3600_000;
const responseError = (status: number) =>
  Object.assign(new Error(`Unexpected server response (${status})`), { status });

describe('telling a page that failed because its link expired', () => {
  test('the storage refusing the link (expired token, unauthorised, forbidden) means it expired', () => {
    for (const status of [400, 401, 403]) expect(isLinkExpiredFailure(responseError(status), inAnHour, now)).toBe(true);
  });

  test('any failure once the link is past its expiry counts, even one without an answer', () => {
    expect(isLinkExpiredFailure(new Error('Network failure'), now - 1, now)).toBe(true);
    expect(isLinkExpiredFailure(new Error('Network failure'), now, now)).toBe(true);
  });

  test('other failures of a link still valid are not an expiry', () => {
    expect(isLinkExpiredFailure(responseError(500), inAnHour, now)).toBe(false);
    expect(isLinkExpiredFailure(responseError(404), inAnHour, now)).toBe(false);
    expect(isLinkExpiredFailure(new Error('Invalid PDF structure'), inAnHour, now)).toBe(false);
    expect(isLinkExpiredFailure('broken', null, now)).toBe(false);
  });
});
