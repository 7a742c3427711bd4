/**
 * The raw query string as PostgREST reads it: split on `&`, then form-decoded
 * (`+` is a space, `%XX` a byte), which is exactly what URLSearchParams does.
 * supabase-js sends URLSearchParams, so a space in `Sale Price` arrives as `+`
 * and `,()"%` arrive percent-encoded. Malformed escapes stay literal and bytes
 * that are not UTF-8 become U+FFFD, so decoding never throws. (Node's HTTP
 * parser refuses raw non-ASCII in a request line, so only ASCII reaches here.)
 */

/**
 * The API key given in the address instead of a header. A hosted project's
 * gateway reads it there too ("No `apikey` request header or url param was
 * found") and hides it from PostgREST, which would otherwise take it for a
 * filter on a column named apikey. The app sends a visitor's reads this way
 * (src/lib/visitorReads.ts).
 */
const GATEWAY_KEY_PARAM = 'apikey';

/** The decoded key/value pairs of a request URL, in order, repeats kept (`id=gt.1&id=lt.9`), but the gateway's key. */
export function queryPairs(url: string): [string, string][] {
  const mark = url.indexOf('?');
  // From the `?` on: URLSearchParams drops that one leading `?`, and a second one is part of the first key.
  const pairs = mark < 0 ? [] : [...new URLSearchParams(url.slice(mark))];
  return pairs.filter(([key]) => key !== GATEWAY_KEY_PARAM);
}

/** Decodes one key or value of a query string (so it holds no raw `&`, which separates pairs) by the same rules. */
export function formDecode(component: string): string {
  return new URLSearchParams(`_=${component}`).get('_') ?? '';
}
