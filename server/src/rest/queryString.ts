/**
 * The raw query string as PostgREST reads it: split on `&`, then form-decoded
 * (`+` is a space, `%XX` a byte). supabase-js sends URLSearchParams, so a space
 * in `Sale Price` arrives as `+` and `,()"%` arrive percent-encoded.
 */

/** Decodes one form-encoded component; malformed escapes stay literal and bad UTF-8 becomes U+FFFD, so it never throws. */
export function formDecode(component: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < component.length; i++) {
    const char = component[i] as string;
    if (char === '+') {
      bytes.push(0x20);
    } else if (char === '%' && /^[0-9a-fA-F]{2}$/.test(component.slice(i + 1, i + 3))) {
      bytes.push(parseInt(component.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded key/value pairs of a request URL, in order, repeats kept (`id=gt.1&id=lt.9`). */
export function queryPairs(url: string): [string, string][] {
  const mark = url.indexOf('?');
  if (mark < 0) return [];
  return url
    .slice(mark + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const key = equals < 0 ? part : part.slice(0, equals);
      const value = equals < 0 ? '' : part.slice(equals + 1);
      return [formDecode(key), formDecode(value)];
    });
}
