/**
 * The one way the backend raises and answers an error. Each service has its own
 * error class, in its own protocol's shape (PostgREST's, GoTrue's, Storage's),
 * and each class is a ServiceError: code anywhere in a service throws one, and
 * the handlers `answerErrors` installs on the service's scope send it. Whatever
 * else a request throws (a Postgres error, Fastify's own errors, a bug) is
 * turned into the service's error by that service's rule, given to `answerErrors`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ServiceError {
  /** The status of the HTTP answer (Storage's body may name another one). */
  readonly httpStatus: number;
  /** Headers the answer carries besides its JSON Content-Type, e.g. WWW-Authenticate. */
  headers(): Record<string, string>;
  /** The JSON body, in the protocol's shape. */
  body(): object;
}

/** How one service answers what goes wrong in its scope. */
export interface ErrorAnswers {
  /** The service's error for whatever was thrown: its own errors as they are, anything else translated. */
  asServiceError(error: unknown, request: FastifyRequest): ServiceError;
  /** The answer to a path none of the service's routes serves. */
  notFound(request: FastifyRequest): ServiceError;
}

/** Answers every error thrown in `scope`, and every path it does not serve, in the service's shape. */
export function answerErrors(scope: FastifyInstance, answers: ErrorAnswers): void {
  scope.setErrorHandler((error, request, reply) => sendServiceError(reply, answers.asServiceError(error, request)));
  scope.setNotFoundHandler((request, reply) => sendServiceError(reply, answers.notFound(request)));
}

/** Sends an error as its answer: for the rare place that answers before any service's scope sees the request. */
export function sendServiceError(reply: FastifyReply, error: ServiceError): FastifyReply {
  return reply
    .code(error.httpStatus)
    .headers({ 'content-type': 'application/json; charset=utf-8', ...error.headers() })
    .send(JSON.stringify(error.body()));
}
