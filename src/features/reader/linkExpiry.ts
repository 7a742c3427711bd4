/** HTTP answers the storage gives a link it no longer honours: 400 ExpiredToken, 401/403 for a refused token. */
const REFUSED_LINK_STATUSES = new Set([400, 401, 403]);

/**
 * Whether a page failed because its signed link no longer works (it lives
 * SIGNED_URL_TTL_SECONDS, and a book may stay open longer): pdf.js passes on
 * the storage's answer to a byte range as the error's `status`, and a link
 * past its expiry counts whatever the error says.
 */
export function isLinkExpiredFailure(error: unknown, expiresAt: number | null, now: number): boolean {
  if (expiresAt !== null && now >= expiresAt) return true;
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && REFUSED_LINK_STATUSES.has(status);
}

/**
 * Whether the storage now refuses `url` (asked for its first byte only). pdf.js
 * does not report a byte range the storage refused: the page waiting for it
 * just never comes. So a page that takes too long has its link checked this
 * way. A network failure is not a refusal.
 */
export async function isLinkRefused(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url, { headers: { Range: 'bytes=0-0' } });
    return REFUSED_LINK_STATUSES.has(answer.status);
  } catch {
    return false;
  }
}
