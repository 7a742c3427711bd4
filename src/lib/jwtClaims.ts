/**
 * The claims of a JWT (its middle part: base64url-encoded JSON), or null for
 * anything that is not a readable token. The signature is not checked: the
 * client (the app, its service worker) only reads what a token says about its
 * own session, and the server decides what the token is worth. The one
 * decoder of both, which compile it under the DOM and the WebWorker libraries.
 */
export function jwtClaims(token: string): Record<string, unknown> | null {
  try {
    const base64 = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
