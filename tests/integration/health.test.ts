import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

test('the backend answers on its own port and exposes Content-Range to browsers', async () => {
  const res = await fetch(`${t.url}/health`);
  expect(await res.json()).toEqual({ status: 'ok' });
  const preflight = await fetch(`${t.url}/rest/v1/MentoriaDatabase`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
  });
  expect(preflight.status).toBeLessThan(300);
  expect(preflight.headers.get('access-control-expose-headers')).toContain('Content-Range');
});

test.each([
  ['/rest/v1/MentoriaDatabase%e0%80', 'code', 'PGRST100'],
  ['/auth/v1/user%e0%80', 'error_code', 'validation_failed'],
  ['/storage/v1/object/public/covers/a%e0%80.svg', 'error', 'InvalidRequest'],
])('a malformed percent-escape in %s is answered in that service’s error shape', async (path, key, value) => {
  const res = await fetch(`${t.url}${path}`);
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ [key]: value });
  expect((await fetch(`${t.url}/health`)).status).toBe(200);
});
