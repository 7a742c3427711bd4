/**
 * Links by email, as GoTrue serves them: /recover (reset password), /otp (magic link),
 * /resend (signup confirmation) send a link; /verify follows one (GET, from the mail,
 * ending in a redirect to the app) or checks a code or token hash (POST, verifyOtp).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, badRequest, unprocessable, validationFailed } from './authError';
import type { AuthRuntime } from './authRuntime';
import type { SignInMethod } from './accessClaims';
import { requiredEmail } from './emailInput';
import { limitMailSends, sendLink } from './emailLinks';
import {
  consumeEmailToken,
  linkInvalidOrExpired,
  parseVerifyType,
  tokenInvalidOrExpired,
  type ConsumedToken,
} from './emailTokens';
import type { EmailLinkType } from './outgoingMail';
import { parseCodeChallenge } from './pkce';
import { allowedRedirect } from './redirects';
import { returnWithCode, returnWithSession } from './signInReturn';
import { jsonObjectBody, optionalMetadata, optionalString, queryParam } from './requestBody';
import { sessionJson, startSession } from './sessions';
import { createUser, emailUserMetadata, findUserByEmail, isValidEmail, normalizeEmail } from './users';
import { reserveVerifyAttempt } from './verifyAttempts';

type Body = Record<string, unknown>;

/** How a session started from each kind of link is recorded when the PKCE code is exchanged (GoTrue's names). */
const PKCE_METHOD: Record<EmailLinkType, SignInMethod> = {
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
  signup: 'email/signup',
};

/** GoTrue's OAuth-style `error` for each status of an error redirect. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function challengeOf(body: Body) {
  return parseCodeChallenge(optionalString(body, 'code_challenge'), optionalString(body, 'code_challenge_method'));
}

/** auth-js sends redirect_to in the query string; a body field is read as well. */
function redirectTarget(auth: AuthRuntime, request: FastifyRequest, body: Body): string {
  return allowedRedirect(
    queryParam(request.query, 'redirect_to') ?? optionalString(body, 'redirect_to'),
    auth.ctx.config,
  );
}

/** A link that cannot be followed still ends in the app, which reads why from the fragment (and, with PKCE, the query). */
function errorRedirect(redirectTo: string, error: AuthError, pkce: boolean): string {
  const url = new URL(redirectTo);
  const details = new URLSearchParams();
  const oauthError = OAUTH_ERRORS[error.httpStatus];
  if (oauthError) details.set('error', oauthError);
  details.set('error_code', error.code);
  details.set('error_description', error.message);
  if (pkce) for (const [key, value] of details) url.searchParams.set(key, value);
  details.set('sb', '');
  url.hash = details.toString();
  return url.href;
}

export function registerRecoveryRoutes(app: FastifyInstance, auth: AuthRuntime): void {
  const { db } = auth.ctx;

  // Answers the same whether or not the address has an account, so it tells nobody which ones do.
  app.post('/recover', async (request) => {
    const body = jsonObjectBody(request.body);
    const email = requiredEmail(body, 'Password recovery requires an email');
    const challenge = challengeOf(body);
    const redirectTo = redirectTarget(auth, request, body);
    limitMailSends(auth, request, email);
    const user = await findUserByEmail(db, email);
    if (user?.email) await sendLink(auth, { id: user.id, email: user.email }, 'recovery', redirectTo, challenge);
    return {};
  });

  app.post('/otp', async (request) => {
    const body = jsonObjectBody(request.body);
    if (!optionalString(body, 'email') && optionalString(body, 'phone')) {
      throw unprocessable('phone_provider_disabled', 'Unsupported phone provider');
    }
    const email = requiredEmail(body, 'One of email or phone must be set');
    const createIfMissing = body.create_user !== false;
    const data = optionalMetadata(body, 'data') ?? {};
    const challenge = challengeOf(body);
    const redirectTo = redirectTarget(auth, request, body);
    limitMailSends(auth, request, email);
    let user = await findUserByEmail(db, email);
    if (!user) {
      if (!createIfMissing) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      // Sign-ups confirm at once locally (the CLI's enable_confirmations=false); the link then signs in.
      user = await db.transaction((tx) =>
        createUser(tx, {
          email,
          passwordHash: '',
          emailConfirmed: true,
          provider: 'email',
          userMetadata: emailUserMetadata(data, true),
        }),
      );
    }
    await sendLink(auth, { id: user.id, email }, 'magiclink', redirectTo, challenge);
    return {};
  });

  app.post('/resend', async (request) => {
    const body = jsonObjectBody(request.body);
    const type = optionalString(body, 'type');
    if (type === 'sms' || type === 'phone_change')
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if (type !== 'signup' && type !== 'email_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = requiredEmail(body, 'Type provided requires an email address');
    const challenge = challengeOf(body);
    const redirectTo = redirectTarget(auth, request, body);
    limitMailSends(auth, request, email);
    const user = await findUserByEmail(db, email);
    // Email changes apply at once here (mailer_autoconfirm), so there is never one waiting for its link.
    if (!user || type === 'email_change' || user.email_confirmed_at) return {};
    await sendLink(auth, { id: user.id, email }, 'signup', redirectTo, challenge);
    return {};
  });

  app.get('/verify', async (request, reply) => verifyLink(auth, request, reply));

  app.post('/verify', async (request) => verifyToken(auth, request));
}

/**
 * POST /verify: a code from a mail (with its address) or a link's token hash,
 * exchanged for a session. Each attempt counts against the caller's limit.
 */
async function verifyToken(auth: AuthRuntime, request: FastifyRequest): Promise<Record<string, unknown>> {
  const body = jsonObjectBody(request.body);
  const type = parseVerifyType(optionalString(body, 'type'));
  const token = optionalString(body, 'token') ?? '';
  const tokenHash = optionalString(body, 'token_hash') ?? '';
  const email = optionalString(body, 'email') ?? '';
  const phone = optionalString(body, 'phone') ?? '';
  if ((token === '') === (tokenHash === '')) throw validationFailed('Verify requires either a token or a token hash');
  if (tokenHash !== '' && (email !== '' || phone !== '' || optionalString(body, 'redirect_to'))) {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  if (token !== '' && (email === '') === (phone === '')) {
    throw validationFailed('Only an email address or phone number should be provided on verify');
  }
  if (phone !== '') throw tokenInvalidOrExpired();
  if (email !== '' && !isValidEmail(normalizeEmail(email)))
    throw unprocessable('validation_failed', 'Invalid email format');
  const attempt = reserveVerifyAttempt(auth, request.ip, tokenHash === '' ? email : null);
  const session = await auth.ctx.db
    .transaction(async (tx) => {
      const consumed = await consumeEmailToken(tx, type, tokenHash !== '' ? { tokenHash } : { email, code: token });
      return consumed && sessionJson(tx, auth, await startSession(tx, consumed.userId, 'otp'));
    })
    .catch((error: unknown) => {
      attempt.undo();
      throw error;
    });
  if (!session) {
    await attempt.failed(auth.ctx.db);
    throw tokenHash !== '' ? linkInvalidOrExpired() : tokenInvalidOrExpired();
  }
  attempt.succeeded();
  return session;
}

type LinkOutcome =
  { kind: 'session'; session: Record<string, unknown>; type: EmailLinkType } | { kind: 'code'; code: string };

/** GET /verify: the link from a mail. Whatever happens, the browser is sent on to the app (303, as GoTrue). */
async function verifyLink(auth: AuthRuntime, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const type = parseVerifyType(queryParam(request.query, 'type'));
  const token = queryParam(request.query, 'token') ?? '';
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const redirectTo = allowedRedirect(queryParam(request.query, 'redirect_to'), auth.ctx.config);
  // Over the limit, the answer is GoTrue's 429 rather than a redirect: the limit is on the caller, not the link.
  const attempt = reserveVerifyAttempt(auth, request.ip, null);
  let outcome: LinkOutcome;
  try {
    outcome = await auth.ctx.db.transaction(async (tx): Promise<LinkOutcome> => {
      const consumed = await consumeEmailToken(tx, type, { tokenHash: token });
      if (!consumed) throw linkInvalidOrExpired();
      if (consumed.pkce) return { kind: 'code', code: authCodeFor(auth, consumed) };
      return {
        kind: 'session',
        session: await sessionJson(tx, auth, await startSession(tx, consumed.userId, 'otp')),
        type: consumed.type,
      };
    });
  } catch (error) {
    const wrongLink = error instanceof AuthError && error.code === 'otp_expired';
    if (wrongLink) await attempt.failed(auth.ctx.db);
    else attempt.undo();
    if (!(error instanceof AuthError)) throw error;
    return reply.redirect(errorRedirect(redirectTo, error, token.startsWith('pkce_')), 303);
  }
  attempt.succeeded();
  if (outcome.kind === 'session')
    return reply.redirect(returnWithSession(redirectTo, outcome.session, { type: outcome.type }), 303);
  return reply.redirect(returnWithCode(redirectTo, outcome.code), 303);
}

/** The PKCE code for a followed link, exchanged at /token by the client that holds the verifier. */
function authCodeFor(auth: AuthRuntime, consumed: ConsumedToken): string {
  const challenge = auth.emailFlows.take(`${consumed.userId}/${consumed.type}`);
  if (!challenge) throw badRequest('flow_state_not_found', 'No associated flow state found.');
  const code = randomUUID();
  auth.authCodes.put(code, { userId: consumed.userId, codeChallenge: challenge, method: PKCE_METHOD[consumed.type] });
  return code;
}
