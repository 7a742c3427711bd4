export interface RedirectPolicy {
  siteUrl: string;
  additionalRedirectUrls: readonly string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseWebUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** An allow-list entry matches exactly, or as a prefix when it ends in `*` (GoTrue allows glob patterns there). */
function matchesEntry(url: URL, entry: string): boolean {
  if (entry.endsWith('*')) return url.href.startsWith(entry.replace(/\*+$/, ''));
  const allowed = parseWebUrl(entry);
  return allowed !== null && allowed.href === url.href;
}

/**
 * Where to send the browser after sign-in. GoTrue accepts redirect_to only when it is on
 * the site's host or in the allow-list, and otherwise falls back to site_url, so a crafted
 * link cannot hand tokens to another site. Loopback addresses are allowed as well because
 * this backend only ever serves a local app. The fragment is dropped: the tokens go there.
 */
export function allowedRedirect(requested: string | undefined, policy: RedirectPolicy): string {
  const url = requested ? parseWebUrl(requested) : null;
  const site = parseWebUrl(policy.siteUrl);
  const accepted =
    url !== null &&
    url.username === '' &&
    url.password === '' &&
    (LOOPBACK_HOSTS.has(url.hostname) ||
      (site !== null && url.hostname === site.hostname) ||
      policy.additionalRedirectUrls.some((entry) => matchesEntry(url, entry)));
  const target = accepted ? url : (site ?? new URL('http://localhost'));
  target.hash = '';
  return target.href;
}
