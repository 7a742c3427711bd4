/**
 * Where a browser sign-in (a followed email link, the Google stand-in) sends
 * the browser back to the app, as GoTrue does: with PKCE, a one-time code in
 * the query that only the client holding the verifier can exchange; otherwise
 * (the implicit flow) the session itself in the fragment, which browsers never
 * send to a server.
 */

/** `redirectTo` with the PKCE code in its query. */
export function returnWithCode(redirectTo: string, code: string): string {
  const url = new URL(redirectTo);
  url.searchParams.set('code', code);
  return url.href;
}

/**
 * `redirectTo` with the session in its fragment, plus what the flow adds
 * (`type` for an email link, `provider_token` for a provider); in name order,
 * whichever flow adds what.
 */
export function returnWithSession(
  redirectTo: string,
  session: Record<string, unknown>,
  extra: Record<string, string>,
): string {
  const fields: Record<string, string> = {
    ...extra,
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
  };
  const url = new URL(redirectTo);
  url.hash = new URLSearchParams(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))).toString();
  return url.href;
}
