import { visitorReadsWithoutPreflight } from './visitorReads';

const API = 'https://project.example.co';
const KEY = 'the-anon-key';

/** What supabase-js hands its fetch for a call: its own headers beside the call's. */
function clientHeaders(extra: Record<string, string> = {}, token = KEY): Record<string, string> {
  return {
    apikey: KEY,
    Authorization: `Bearer ${token}`,
    'X-Client-Info': 'supabase-js-web/2',
    'Accept-Profile': 'public',
    ...extra,
  };
}

/** The call the wrapped fetch made, as the browser would receive it. */
async function sent(input: string, init: RequestInit) {
  const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(new Response('[]')));
  await visitorReadsWithoutPreflight(`${API}/`, KEY, send)(input, init);
  const [url, options] = send.mock.calls[0]!;
  return { url: String(url), headers: new Headers(options?.headers), options };
}

test('a visitor’s read carries the key in its address and only safelisted headers, so it needs no preflight', async () => {
  const { url, headers } = await sent(`${API}/rest/v1/products?select=*&category=eq.Mindset`, {
    method: 'GET',
    headers: clientHeaders({ Accept: 'application/vnd.pgrst.object+json' }),
  });
  const address = new URL(url);
  expect(address.pathname).toBe('/rest/v1/products');
  expect(address.searchParams.get('select')).toBe('*');
  expect(address.searchParams.get('category')).toBe('eq.Mindset');
  expect(address.searchParams.get('apikey')).toBe(KEY);
  expect([...headers.keys()]).toEqual(['accept']);
  expect(headers.get('accept')).toBe('application/vnd.pgrst.object+json');
});

test('a signed-in user’s token stays in its header, never in an address', async () => {
  const { url, headers } = await sent(`${API}/rest/v1/orders?select=*`, {
    method: 'GET',
    headers: clientHeaders({}, 'the.users.jwt'),
  });
  expect(url).toBe(`${API}/rest/v1/orders?select=*`);
  expect(headers.get('authorization')).toBe('Bearer the.users.jwt');
  expect(headers.get('apikey')).toBe(KEY);
});

test('a read that needs another header anyway (a count) goes as supabase-js made it', async () => {
  const init = { method: 'HEAD', headers: clientHeaders({ Prefer: 'count=exact' }) };
  const { url, headers } = await sent(`${API}/rest/v1/products?select=*`, init);
  expect(url).toBe(`${API}/rest/v1/products?select=*`);
  expect(headers.get('prefer')).toBe('count=exact');
  expect(headers.get('authorization')).toBe(`Bearer ${KEY}`);
});

test('a read from another schema than the default one keeps saying so', async () => {
  const { url, headers } = await sent(`${API}/rest/v1/reports?select=*`, {
    method: 'GET',
    headers: clientHeaders({ 'Accept-Profile': 'analytics' }),
  });
  expect(url).toBe(`${API}/rest/v1/reports?select=*`);
  expect(headers.get('accept-profile')).toBe('analytics');
});

test('writes, auth and storage calls go unchanged', async () => {
  const write = await sent(`${API}/rest/v1/reviews`, {
    method: 'POST',
    headers: clientHeaders({ 'Content-Type': 'application/json' }),
    body: '{}',
  });
  expect(write.url).toBe(`${API}/rest/v1/reviews`);
  expect(write.headers.get('apikey')).toBe(KEY);
  expect(write.options?.body).toBe('{}');

  for (const path of ['/auth/v1/user', '/storage/v1/object/list/covers']) {
    const call = await sent(`${API}${path}`, { method: 'GET', headers: clientHeaders() });
    expect(call.url).toBe(`${API}${path}`);
    expect(call.headers.get('apikey')).toBe(KEY);
  }
});
