/**
 * GET /mailbox (a page) and GET /mailbox/messages (JSON, for tests and tools): the
 * local mail catcher. Its messages are sign-in links, so it answers only a browser or
 * tool on this computer: the connection must come from a loopback address, the Host
 * must be a loopback name (a rebound DNS name would otherwise reach it), and no other
 * web page may read it (a request with an Origin is refused and no CORS grant is sent).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError } from './authError';
import type { AuthRuntime } from './authRuntime';
import { isLocalBrowserRequest } from './loopbackRequest';
import { mailboxHtml } from './mailboxPage';
import { queryParam } from './requestBody';

export const MAILBOX_PATH = '/mailbox';

/** Only a browser or tool on this machine (loopbackRequest), and never through another web page. */
function isLocalRequest(auth: AuthRuntime, request: FastifyRequest): boolean {
  return isLocalBrowserRequest(request, auth.ctx.publicUrl()) && request.headers.origin === undefined;
}

function guard(auth: AuthRuntime, request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .removeHeader('access-control-allow-origin')
    .removeHeader('access-control-expose-headers')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer');
  if (!isLocalRequest(auth, request)) throw new AuthError(404, 'not_found', 'Not Found');
}

export function registerMailboxRoutes(app: FastifyInstance, auth: AuthRuntime): void {
  const pageUrl = `${auth.prefix}${MAILBOX_PATH}`;

  app.get(MAILBOX_PATH, async (request, reply) => {
    guard(auth, request, reply);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .header('x-frame-options', 'DENY')
      .send(mailboxHtml(auth.mailbox.list(), pageUrl));
  });

  app.get(`${MAILBOX_PATH}/messages`, async (request, reply) => {
    guard(auth, request, reply);
    return { messages: auth.mailbox.list(queryParam(request.query, 'to')) };
  });
}

/** The mailbox page's address on a backend (the auth service is mounted at /auth/v1), for start-up messages. */
export function localMailboxUrl(backendUrl: string): string {
  return `${backendUrl}/auth/v1${MAILBOX_PATH}`;
}
