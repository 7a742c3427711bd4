import type { FastifyReply } from 'fastify';
import { AuthError } from '../auth/authError';
import { RestError } from '../rest/restError';
import { sendServiceError, type ServiceError } from '../shared/serviceError';
import { storageErrors } from '../storage/storageErrors';

/**
 * Answers a URL that Fastify's router cannot decode (a malformed percent-escape
 * such as `%e0%80`) before any service sees it, in the error shape of the
 * service the path was meant for, so clients read it as they read any other error.
 */
export function answerMalformedUrl(url: string, reply: FastifyReply): void {
  void sendServiceError(reply, malformedUrlError(url));
}

function malformedUrlError(url: string): ServiceError {
  const message = 'The request URL has a malformed percent-encoding';
  if (url.startsWith('/auth/v1')) return new AuthError(400, 'validation_failed', message);
  if (url.startsWith('/storage/v1')) return storageErrors.invalidRequest(message);
  return new RestError(400, 'PGRST100', message);
}
