import type { FastifyReply } from 'fastify';
import { AuthError, sendAuthError } from '../auth/authError';
import { RestError } from '../rest/restError';
import { storageErrors } from '../storage/storageErrors';

/**
 * Answers a URL that Fastify's router cannot decode (a malformed percent-escape
 * such as `%e0%80`) before any service sees it, in the error shape of the
 * service the path was meant for, so clients read it as they read any other error.
 */
export function answerMalformedUrl(url: string, reply: FastifyReply): void {
  const message = 'The request URL has a malformed percent-encoding';
  if (url.startsWith('/auth/v1')) {
    void sendAuthError(reply, new AuthError(400, 'validation_failed', message));
  } else if (url.startsWith('/storage/v1')) {
    const error = storageErrors.invalidRequest(message);
    void reply.code(error.httpStatus).send(error.body());
  } else {
    const error = new RestError(400, 'PGRST100', message);
    void reply.code(error.status).send(error.body());
  }
}
