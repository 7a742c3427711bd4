/**
 * One rule for who calls, in all three services (server/src/shared/identity.ts):
 * the bearer token in Authorization decides; the apikey header is never an
 * identity, as behind the hosted gateway, where a lone service_role apikey acts
 * as nobody in particular.
 */
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

const withOnlyApikey = (key: string): Record<string, string> => ({ apikey: key });
const withBearer = (key: string): Record<string, string> => ({ apikey: t.anonKey, Authorization: `Bearer ${key}` });

describe('a lone service_role apikey', () => {
  test('REST treats it as anon: a write only service_role may do is refused as for anon (401)', async () => {
    const row = JSON.stringify({ name: 'Lone apikey', icon: 'x', position: 950 });
    const lone = await fetch(`${t.url}/rest/v1/categories`, {
      method: 'POST',
      headers: { ...withOnlyApikey(t.serviceRoleKey), 'Content-Type': 'application/json' },
      body: row,
    });
    expect(lone.status).toBe(401);
    expect(await lone.json()).toMatchObject({ code: '42501' });

    const bearer = await fetch(`${t.url}/rest/v1/categories`, {
      method: 'POST',
      headers: { ...withBearer(t.serviceRoleKey), 'Content-Type': 'application/json' },
      body: row,
    });
    expect(bearer.status).toBe(201);
    await t.serviceClient().from('categories').delete().eq('name', 'Lone apikey');
  });

  test('Storage refuses it as a request without a JWT', async () => {
    const lone = await fetch(`${t.url}/storage/v1/bucket`, { headers: withOnlyApikey(t.serviceRoleKey) });
    expect(lone.status).toBe(400);
    expect(await lone.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });

    const bearer = await fetch(`${t.url}/storage/v1/bucket`, { headers: withBearer(t.serviceRoleKey) });
    expect(bearer.status).toBe(200);
    expect(((await bearer.json()) as { id: string }[]).map((bucket) => bucket.id)).toContain('ebooks-premium');
  });

  test('auth’s admin API asks for a bearer token (401 no_authorization)', async () => {
    const lone = await fetch(`${t.url}/auth/v1/admin/users`, { headers: withOnlyApikey(t.serviceRoleKey) });
    expect(lone.status).toBe(401);
    expect(await lone.json()).toMatchObject({ code: 'no_authorization' });

    const bearer = await fetch(`${t.url}/auth/v1/admin/users`, { headers: withBearer(t.serviceRoleKey) });
    expect(bearer.status).toBe(200);
  });
});

test('the bearer token wins over the apikey: an anon bearer with a service_role apikey is anon', async () => {
  const res = await fetch(`${t.url}/storage/v1/bucket`, {
    headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.anonKey}` },
  });
  // Listing buckets needs a policy anon does not have, or answers none of the private ones.
  const body = (await res.json()) as unknown;
  const ids = Array.isArray(body) ? body.map((bucket: { id: string }) => bucket.id) : [];
  expect(ids).not.toContain('ebooks-premium');
});

describe('the API key in the address (as the app sends a visitor’s reads, src/lib/visitorReads.ts)', () => {
  test('is read by the gateway, not taken for a filter: the read answers as anon', async () => {
    const inAddress = await fetch(`${t.url}/rest/v1/categories?select=name&order=position&apikey=${t.anonKey}`, {
      headers: { Origin: 'https://mentoria.example' },
    });
    expect(inAddress.status).toBe(200);
    expect(inAddress.headers.get('access-control-allow-origin')).toBe('*');
    const withHeaders = await fetch(`${t.url}/rest/v1/categories?select=name&order=position`, {
      headers: withBearer(t.anonKey),
    });
    expect(await inAddress.json()).toEqual(await withHeaders.json());
  });

  test('grants nothing: a service_role key in the address is anon, as a lone service_role apikey is', async () => {
    const res = await fetch(`${t.url}/rest/v1/categories?apikey=${t.serviceRoleKey}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Key in the address', icon: 'x', position: 951 }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '42501' });
  });
});
