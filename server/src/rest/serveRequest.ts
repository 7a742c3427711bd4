/**
 * How one REST request is served, whatever its plan: who calls (the JWT's
 * role, anon without one), what the client accepts and prefers, then the plan's
 * one statement in one transaction as that role, so row-level security decides,
 * and the answer with PostgREST's headers (and an ETag on reads). Whatever goes
 * wrong is thrown as a RestError, for the service's error handler to answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { runAsRequest, type RequestIdentity } from '../db/requestContext';
import { ifNoneMatchHolds } from '../shared/entityTag';
import { sendCompressible } from '../shared/sendCompressible';
import { whileClientConnected } from '../shared/whileClientConnected';
import { formatBody, negotiateOutput, type OutputFormat } from './outputFormat';
import {
  parsePreferences,
  preferenceApplied,
  refuseInvalidPreferences,
  refuseOverMaxAffected,
  type Preferences,
} from './preferences';
import { notModifiedHeaders, readValidators } from './readValidators';
import { identityOf } from './requestAuth';
import { checkProfile } from './requestHeaders';
import type { Answer, Plan, Planner, StatementResult } from './requestPlan';
import { RestError, toRestError } from './restError';
import type { SchemaCache } from './schemaCache';

/**
 * Answers one request. Resolves to the reply, so Fastify waits for a body
 * still being compressed as a stream instead of ending the answer empty.
 */
export async function serveRequest(
  ctx: ServiceContext,
  schema: () => SchemaCache,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  planner: Planner,
): Promise<FastifyReply> {
  let identity: RequestIdentity | null = null;
  try {
    identity = identityOf(request.headers, ctx.keys);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    checkProfile(
      (isRead ? request.headers['accept-profile'] : request.headers['content-profile']) as string | undefined,
    );
    const format = negotiateOutput(request.headers.accept);
    const prefs = parsePreferences(request.headers.prefer);
    const plan = planner({ cache: schema(), request, name, format, prefs });
    refuseInvalidPreferences(prefs);
    const answer = await runPlan(ctx, identity, request, plan, format, prefs);
    const applied = preferenceApplied(prefs, plan.kind);
    if (applied !== null) answer.headers['Preference-Applied'] = applied;
    return sendAnswer(request, reply, answer, isRead);
  } catch (error) {
    // Here the caller's role is known, which a privilege error's status depends on.
    throw toRestError(error, identity?.role ?? 'anon');
  }
}

/** Thrown inside a request's transaction to roll it back (`Prefer: tx=rollback`) while still answering. */
class RolledBack extends Error {
  constructor(readonly answer: Answer) {
    super('rolled back as the request preferred');
  }
}

/** Runs the plan's statement in one transaction as the caller and makes the answer from its row. */
async function runPlan(
  ctx: ServiceContext,
  caller: RequestIdentity,
  request: FastifyRequest,
  plan: Plan,
  format: OutputFormat,
  prefs: Preferences,
): Promise<Answer> {
  const meta = {
    method: request.method,
    path: request.url.split('?')[0] ?? '',
    headers: lowerCaseHeaders(request),
    readOnly: plan.readOnly,
  };
  return whileClientConnected(request.raw, (signal) =>
    runAsRequest(ctx.db, caller, { ...meta, signal }, async (tx) => {
      const { rows } = await tx.query<StatementResult>(plan.statement.sql, plan.statement.params);
      const result = rows[0] ?? { body: null, page_count: 0 };
      // A refused result fails the whole request, writes included (they roll back).
      if (format.singular && result.page_count !== 1) throw singleRowError(result.page_count);
      if (plan.limitedByMaxAffected) refuseOverMaxAffected(prefs, result.page_count);
      const answer = plan.respond(result);
      if (answer.body !== null && plan.bodyIsRows) answer.body = await formatBody(tx, answer.body, format);
      if (prefs.tx === 'rollback') {
        // As PostgREST: deferred constraints are checked first, so a rollback reports what a commit would.
        await tx.query('set constraints all immediate');
        throw new RolledBack(answer);
      }
      return answer;
    }),
  ).catch((error: unknown) => {
    if (error instanceof RolledBack) return error.answer;
    throw error;
  });
}

function singleRowError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** The request's headers as `request.headers` in SQL reads them: lower-case names, one value each. */
function lowerCaseHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Sends the answer: a bodiless 304 when the client's copy of a read is current, compressed when worth it. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, isRead: boolean): FastifyReply {
  if (isRead && answer.body !== null) {
    Object.assign(answer.headers, readValidators(answer.status, answer.headers, answer.body));
    if (ifNoneMatchHolds(request.headers['if-none-match'], answer.headers.ETag!)) {
      return reply.code(304).headers(notModifiedHeaders(answer.headers)).send();
    }
  }
  void reply.code(answer.status).headers(answer.headers);
  if (answer.body === null) return reply.send();
  // A HEAD answer says what the GET would send (RFC 9110 §9.3.2), its length included: given the body
  // (uncompressed), Fastify's HEAD route sends its length and leaves the body out; given none, it says 0.
  if (request.method === 'HEAD') return reply.send(answer.body);
  return sendCompressible(reply, answer.body);
}
