/**
 * The raw query string as PostgREST reads it: split on `&`, then form-decoded
 * (`+` is a space, `%XX` a byte), which is exactly what URLSearchParams does.
 * supabase-js sends URLSearchParams, so a space in `Sale Price` arrives as `+`
 * and `,()"%` arrive percent-encoded. Malformed escapes stay literal and bytes
 * that are not UTF-8 become U+FFFD, so decoding never throws. (Node's HTTP
 * parser refuses raw non-ASCII in a request line, so only ASCII reaches here.)
 */

/** The decoded key/value pairs of a request URL, in order, repeats kept (`id=gt.1&id=lt.9`). */
export function queryPairs(url: string): [string, string][] {
  const mark = url.indexOf('?');
  // From the `?` on: URLSearchParams drops that one leading `?`, and a second one is part of the first key.
  return mark < 0 ? [] : [...new URLSearchParams(url.slice(mark))];
}

/** Decodes one key or value of a query string (so it holds no raw `&`, which separates pairs) by the same rules. */
export function formDecode(component: string): string {
  return new URLSearchParams(`_=${component}`).get('_') ?? '';
}
