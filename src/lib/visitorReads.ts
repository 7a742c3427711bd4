/**
 * A visitor's catalogue reads as "simple" cross-origin requests, which a
 * browser sends at once instead of first asking the backend, in a CORS
 * preflight (OPTIONS), whether their headers may be sent.
 *
 * supabase-js adds `apikey`, `Authorization` and `X-Client-Info` headers to
 * every call, and a header outside the CORS safelist costs every new address
 * a preflight: one more round trip before each first read of a screen (150 ms
 * on a mobile network, and in Lighthouse's phone). For a visitor those
 * headers say nothing the address cannot: Authorization only repeats the API
 * key (no session), which the gateway reads from an `apikey` URL parameter as
 * well as from the header, and hides from PostgREST either way (reference:
 * supabase-protocol.md, "No `apikey` request header or url param was found";
 * the local backend does the same, server/src/rest/queryString.ts); with no
 * Authorization, PostgREST answers as anon, as it does for the key.
 *
 * postgrest-js also names the schema (Accept-Profile: public), PostgREST's
 * default, which goes too. A signed-in user's token stays in its header
 * (never in an address, where logs and histories keep it), and a read that
 * needs another header anyway (Prefer for a count, Range, another schema) is
 * sent as supabase-js made it.
 */

import { visitorReadAddress } from '../../sw/cacheKeys';

/** Headers a cross-origin GET may carry without a preflight (the Fetch standard's safelist, for a GET). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language']);

/** What supabase-js adds that a visitor's read can do without, the key moving into the address. */
const CLIENT_HEADERS = new Set(['apikey', 'authorization', 'x-client-info']);

/** postgrest-js names the schema on every read; `public` is PostgREST's default, so saying it changes nothing. */
const isDefaultSchema = (name: string, value: string) => name === 'accept-profile' && value === 'public';

/**
 * A fetch for supabase-js's `global.fetch` that sends a visitor's REST reads
 * (GET and HEAD under `/rest/v1/`, authorised by the API key alone) with the
 * key in the address and no other non-safelisted header; every other call
 * goes out unchanged.
 */
export function visitorReadsWithoutPreflight(
  supabaseUrl: string,
  apiKey: string,
  send: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  const restRoot = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/`;
  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(restRoot)) return send(input, init);
    const headers = new Headers(init?.headers);
    if (headers.get('authorization') !== `Bearer ${apiKey}` || headers.get('apikey') !== apiKey) {
      return send(input, init);
    }
    const kept = new Headers();
    for (const [name, value] of headers) {
      if (CLIENT_HEADERS.has(name) || isDefaultSchema(name, value)) continue;
      if (!SAFELISTED.has(name)) return send(input, init);
      kept.set(name, value);
    }
    return send(visitorReadAddress(supabaseUrl, apiKey, url), { ...init, headers: kept });
  };
}
