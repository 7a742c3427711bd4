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
