/**
 * What a load run needs from the backend before it starts: readers signed in
 * (created through the admin API, each signed in once: successful sign-ins are
 * not rate-limited, only failed ones), and the ebooks and words the mix asks about.
 */
import type { MixProduct } from './catalogueMix';

export interface BackendKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** Setup reads and writes plain bodies: a fault in the answers' compression shows in the load's errors instead. */
export const PLAIN = { 'accept-encoding': 'identity' } as const;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates `count` confirmed readers and signs each in once, all at once; their access tokens, in order. */
export function signedInReaders(baseUrl: string, keys: BackendKeys, count: number): Promise<string[]> {
  const admin = { ...PLAIN, apikey: keys.serviceRoleKey, authorization: `Bearer ${keys.serviceRoleKey}` };
  const signedIn = async (index: number) => {
    const email = `load-reader-${index}@example.test`;
    const password = `load-reader-${index}-password`;
    await json(
      await fetch(`${baseUrl}/auth/v1/admin/users`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: `Reader ${index}` } }),
      }),
      `creating ${email}`,
    );
    const session = await json<{ access_token: string }>(
      await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { ...PLAIN, apikey: keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
      `signing in ${email}`,
    );
    return session.access_token;
  };
  return Promise.all(Array.from({ length: count }, (_, index) => signedIn(index)));
}

/** The catalogue's ebooks (up to 1000) and the distinct words of their names, for search. */
export async function catalogueSample(
  baseUrl: string,
  keys: BackendKeys,
): Promise<{ products: MixProduct[]; searchWords: string[] }> {
  const rows = await json<(MixProduct & { Name: string })[]>(
    await fetch(`${baseUrl}/rest/v1/MentoriaDatabase?select=ID,Type,Categories,Name&order=ID.asc&limit=1000`, {
      headers: { ...PLAIN, apikey: keys.anonKey, authorization: `Bearer ${keys.anonKey}` },
    }),
    'reading the catalogue',
  );
  if (rows.length === 0) throw new Error('the catalogue is empty');
  const words = new Set(rows.flatMap((row) => row.Name.toLowerCase().match(/[a-z]{4,}/g) ?? []));
  return {
    products: rows.map(({ ID, Type, Categories }) => ({ ID, Type, Categories })),
    searchWords: [...words],
  };
}
