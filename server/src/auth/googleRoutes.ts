/**
 * Google sign-in on the local backend (docs/product.md#google-sign-in-on-the-local-backend): /authorize sends the browser to a
 * local page that stands in for Google's account chooser, and its answer comes back the
 * way GoTrue returns from Google: to redirect_to with the session in the fragment
 * (implicit flow, the client's default) or with ?code= (PKCE).
 *
 * The stand-in verifies nothing, so it is fenced in: it answers only a browser on this
 * machine (loopbackRequest), a few sign-ins per address at a time, and an account it made
 * is reachable only from the browser that made it (localGoogleBrowser). An email that
 * already has any other account is refused with one answer, whatever kind that account is.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, badRequest, overRateLimit, validationFailed } from './authError';
import type { AuthRuntime, PendingSignIn } from './authRuntime';
import { ensureBrowserKey, googleSubject } from './localGoogleBrowser';
import {
  accountChooserHtml,
  DEFAULT_GOOGLE_EMAIL,
  DEFAULT_GOOGLE_NAME,
  escapeHtml,
  type AccountChooser,
} from './localGooglePage';
import { isLocalBrowserRequest } from './loopbackRequest';
import { parseCodeChallenge } from './pkce';
import { allowedRedirect } from './redirects';
import { returnWithCode, returnWithSession } from './signInReturn';
import { formBody, queryParam } from './requestBody';
import { sessionJson, startSession } from './sessions';
import { isValidEmail, normalizeEmail, upsertProviderUser } from './users';

const PAGE_PATH = '/local-google';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const MAX_NAME_LENGTH = 100;

const badState = () => badRequest('bad_oauth_state', 'OAuth callback with invalid state');

/** The same words for a password account and for another browser's stand-in account: neither is revealed. */
export const EMAIL_TAKEN =
  'This email already belongs to an account that was not made in this browser. Choose another email, or sign in to that account the way it was made.';

/** An inline avatar (an initial on a disc), so the profile picture needs no external server. */
function avatarDataUrl(name: string): string {
  const initial = escapeHtml([...name.trim()][0]?.toUpperCase() ?? '?');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#0b57d0"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function googleProfile(name: string, email: string, subject: string): Record<string, unknown> {
  const picture = avatarDataUrl(name);
  return {
    iss: GOOGLE_ISSUER,
    sub: subject,
    provider_id: subject,
    name,
    full_name: name,
    email,
    email_verified: true,
    phone_verified: false,
    avatar_url: picture,
    picture,
  };
}

function sendPage(reply: FastifyReply, status: number, page: AccountChooser): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(accountChooserHtml(page));
}

export function registerGoogleRoutes(app: FastifyInstance, auth: AuthRuntime): void {
  const { config, db } = auth.ctx;
  const pageUrl = `${auth.prefix}${PAGE_PATH}`;
  /** To anyone but a browser on this machine, the stand-in does not exist. */
  const requireLocalBrowser = (request: FastifyRequest) => {
    if (!isLocalBrowserRequest(request, auth.ctx.publicUrl())) throw new AuthError(404, 'not_found', 'Not Found');
  };

  // A browser navigation: no apikey, and the answer is a redirect, not JSON.
  app.get('/authorize', async (request, reply) => {
    const provider = queryParam(request.query, 'provider') ?? '';
    if (provider.toLowerCase() !== 'google') throw validationFailed(`Unsupported provider: ${provider.slice(0, 100)}`);
    requireLocalBrowser(request);
    const pending: PendingSignIn = {
      redirectTo: allowedRedirect(queryParam(request.query, 'redirect_to'), config),
      codeChallenge: parseCodeChallenge(
        queryParam(request.query, 'code_challenge'),
        queryParam(request.query, 'code_challenge_method'),
      ),
    };
    const state = randomUUID();
    auth.pendingSignIns.put(state, pending);
    return reply.redirect(`${pageUrl}?state=${state}`, 302);
  });

  app.get(PAGE_PATH, async (request, reply) => {
    requireLocalBrowser(request);
    const state = queryParam(request.query, 'state') ?? '';
    if (!auth.pendingSignIns.peek(state)) throw badState();
    ensureBrowserKey(request, reply, pageUrl);
    return sendPage(reply, 200, { action: pageUrl, state, name: DEFAULT_GOOGLE_NAME, email: DEFAULT_GOOGLE_EMAIL });
  });

  app.post(PAGE_PATH, async (request, reply) => {
    requireLocalBrowser(request);
    if (!auth.localGoogleSignIns.tryRecord(request.ip)) throw overRateLimit();
    const form = formBody(request.body);
    const state = form.state ?? '';
    const pending = auth.pendingSignIns.peek(state);
    if (!pending) throw badState();
    const name = (form.name ?? '').replace(/\s+/g, ' ').trim();
    const email = normalizeEmail(form.email ?? '');
    const retry = (problem: string) => sendPage(reply, 400, { action: pageUrl, state, name, email, problem });
    if (name === '' || name.length > MAX_NAME_LENGTH)
      return retry(`Enter a name of 1 to ${MAX_NAME_LENGTH} characters.`);
    if (!isValidEmail(email)) return retry('Enter a valid email address.');

    const subject = googleSubject(ensureBrowserKey(request, reply, pageUrl), email);
    let userId: string;
    try {
      userId = (
        await db.transaction((tx) =>
          upsertProviderUser(tx, 'google', subject, email, googleProfile(name, email, subject)),
        )
      ).id;
    } catch (error) {
      if (error instanceof AuthError && error.code === 'email_exists') {
        return retry(EMAIL_TAKEN);
      }
      throw error;
    }
    auth.pendingSignIns.take(state);
    // Stands in for Google's access token, which the client exposes as session.provider_token.
    const providerToken = `local-google-${randomBytes(24).toString('base64url')}`;

    if (pending.codeChallenge) {
      const code = randomUUID();
      auth.authCodes.put(code, { userId, codeChallenge: pending.codeChallenge, providerToken });
      return reply.redirect(returnWithCode(pending.redirectTo, code), 302);
    }
    const session = await db.transaction(async (tx) => sessionJson(tx, auth, await startSession(tx, userId, 'oauth')));
    return reply.redirect(returnWithSession(pending.redirectTo, session, { provider_token: providerToken }), 302);
  });
}
