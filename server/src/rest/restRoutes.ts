/**
 * The PostgREST-compatible API under /rest/v1: `/<table>` for reads and writes,
 * `/rpc/<function>` for calls. Each request is one transaction as the role of
 * its JWT (anon without one), so row-level security decides what it sees.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import type { RequestIdentity } from '../db/requestContext';
import { runAsRequest } from '../db/requestContext';
import { sendCompressible } from '../shared/sendCompressible';
import { answerErrors } from '../shared/serviceError';
import { ifNoneMatchHolds } from '../shared/entityTag';
import { whileClientConnected } from '../shared/whileClientConnected';
import { notModifiedHeaders, readValidators } from './readValidators';
import { callWithJsonBody, callWithQueryArguments, chooseFunction, isQueryArgument } from './functionCall';
import { contentTypeOf, formatBody, negotiateOutput, type OutputFormat } from './outputFormat';
import {
  parsePreferences,
  preferenceApplied,
  refuseInvalidPreferences,
  refuseOverMaxAffected,
  type Preferences,
  type RequestKind,
} from './preferences';
import { parseQuery } from './queryGrammar/parseQuery';
import type { ParsedQuery } from './queryGrammar/syntaxTree';
import { queryPairs } from './queryGrammar/queryString';
import { identityOf } from './requestAuth';
import { functionArgumentsBody, writePayload } from './requestBody';
import { checkProfile, parseRangeHeader } from './requestHeaders';
import { RestError, restErrorAnswers, toRestError } from './restError';
import type { FunctionInfo, Relation, SchemaCache } from './schemaCache';
import { watchSchemaCache } from './schemaReload';
import { SqlBuilder } from './sql/sqlBuilder';
import type { Statement } from './sql/sqlContext';

interface StatementResult {
  body: string | null;
  page_count: number;
  total_count?: string | null;
  /** Upserts with merge-duplicates: how many rows met a conflict and were updated (null for none). */
  updated_count?: number | null;
}

/** What the handler of one request decided to run and how to answer with its result. */
interface Plan {
  statement: Statement;
  readOnly: boolean;
  kind: RequestKind;
  /** Whether `max-affected` (with handling=strict) limits the rows this request touches or returns. */
  limitedByMaxAffected: boolean;
  /** Whether the body is rows, which CSV and nulls=stripped reshape (a scalar rpc result is not). */
  bodyIsRows: boolean;
  respond: (result: StatementResult) => Answer;
}

interface Answer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** Thrown inside a request's transaction to roll it back (`Prefer: tx=rollback`) while still answering. */
class RolledBack extends Error {
  constructor(readonly answer: Answer) {
    super('rolled back as the request preferred');
  }
}

function singleRowError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/**
 * Content-Range and status of a read, as PostgREST computes them: `0-9/100`,
 * `0-9/*` without a count, `*\/0` when empty; 206 for a partial page; 416 past the end.
 */
export function rangeAnswer(offset: number, rows: number, total: number | null): { status: number; range: string } {
  const upper = offset + rows - 1;
  const range = `${total !== 0 && offset <= upper ? `${offset}-${upper}` : '*'}/${total ?? '*'}`;
  if (total === null) return { status: 200, range };
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return { status: rows < total ? 206 : 200, range };
}

function relationOf(cache: SchemaCache, name: string): Relation {
  const relation = cache.relations.get(name);
  if (relation) return relation;
  const lower = name.toLowerCase();
  const similar = [...cache.relations.keys()].find((candidate) => candidate.toLowerCase() === lower);
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    similar ? `Perhaps you meant the table 'public.${similar}'` : null,
  );
}

/**
 * A read's answer, body included even for HEAD: its ETag and its length are the body's (Fastify's HEAD route
 * leaves the body out).
 */
function readAnswer(format: OutputFormat, offset: number): (result: StatementResult) => Answer {
  return (result) => {
    const total = result.total_count === undefined || result.total_count === null ? null : Number(result.total_count);
    const { status, range } = rangeAnswer(offset, result.page_count, total);
    return {
      status,
      body: result.body ?? 'null',
      headers: { 'Content-Range': range, 'Content-Type': contentTypeOf(format) },
    };
  };
}

/**
 * 201 for an insert; an upsert with merge-duplicates that only updated rows is
 * 200, as PostgREST answers it. Other writes: 200 with a body, 204 without.
 */
function writeAnswer(prefs: Preferences, format: OutputFormat, kind: RequestKind): (result: StatementResult) => Answer {
  return (result) => {
    let status = kind === 'insert' || kind === 'upsert' ? 201 : 200;
    if (kind === 'upsert' && prefs.resolution === 'merge-duplicates') {
      const inserted = result.page_count - (result.updated_count ?? 0);
      if (inserted <= 0) status = 200;
    }
    const headers: Record<string, string> = {
      'Content-Range': `*/${prefs.count ? result.page_count : '*'}`,
    };
    if (prefs.return !== 'representation') {
      return { status: status === 200 && kind !== 'upsert' ? 204 : status, body: null, headers };
    }
    headers['Content-Type'] = contentTypeOf(format);
    return { status, body: result.body ?? 'null', headers };
  };
}

function relationPlan(
  cache: SchemaCache,
  request: FastifyRequest,
  relation: Relation,
  query: ParsedQuery,
  format: OutputFormat,
  prefs: Preferences,
): Plan {
  const builder = new SqlBuilder(cache, query);
  const { method } = request;
  const singular = format.singular;
  const representation = prefs.return === 'representation';
  if (method === 'GET' || method === 'HEAD') {
    const range = parseRangeHeader(request.headers.range);
    const statement = builder.read({ kind: 'relation', relation }, { singular, count: prefs.count !== null, range });
    const { offset } = builder.page(range);
    return {
      statement,
      readOnly: true,
      kind: 'read',
      limitedByMaxAffected: false,
      bodyIsRows: true,
      respond: readAnswer(format, offset),
    };
  }
  if (method === 'POST') {
    const payload = writePayload(relation, request.body, {
      columns: query.columns,
      allowArray: true,
      missingDefault: prefs.missing === 'default',
    });
    const upsert = prefs.resolution
      ? { resolution: prefs.resolution, onConflict: query.onConflict ?? relation.primaryKey }
      : null;
    if (upsert && upsert.onConflict.length === 0) {
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse on_conflict parameter ()"`,
        `'${relation.name}' has no primary key: name the conflict columns with on_conflict`,
      );
    }
    const statement = builder.insert(relation, payload, upsert, { representation, singular });
    const kind = upsert ? 'upsert' : 'insert';
    return {
      statement,
      readOnly: false,
      kind,
      limitedByMaxAffected: false,
      bodyIsRows: true,
      respond: writeAnswer(prefs, format, kind),
    };
  }
  if (method === 'PATCH') {
    const payload = writePayload(relation, request.body, { columns: null, allowArray: false, missingDefault: false });
    const statement = builder.update(relation, payload, { representation, singular });
    return {
      statement,
      readOnly: false,
      kind: 'update',
      limitedByMaxAffected: true,
      bodyIsRows: true,
      respond: writeAnswer(prefs, format, 'update'),
    };
  }
  const statement = builder.delete(relation, { representation, singular });
  return {
    statement,
    readOnly: false,
    kind: 'delete',
    limitedByMaxAffected: true,
    bodyIsRows: true,
    respond: writeAnswer(prefs, format, 'delete'),
  };
}

function functionPlan(
  cache: SchemaCache,
  request: FastifyRequest,
  name: string,
  format: OutputFormat,
  prefs: Preferences,
): Plan {
  const isGet = request.method === 'GET' || request.method === 'HEAD';
  const query = parseQuery(queryPairs(request.raw.url ?? ''), (key, value) => isGet && isQueryArgument(key, value));
  const builder = new SqlBuilder(cache, query);
  let fn: FunctionInfo;
  let call;
  if (isGet) {
    fn = chooseFunction(
      cache,
      name,
      query.args.map(([key]) => key),
      false,
    ).fn;
    call = callWithQueryArguments(builder, fn, query.args);
  } else {
    const { text, value } = functionArgumentsBody(request.body);
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    const names = isObject ? Object.keys(value) : [];
    const chosen = chooseFunction(cache, name, names, true);
    if (!isObject && !chosen.wholeBody) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    fn = chosen.fn;
    call = callWithJsonBody(builder, fn, text, names, chosen.wholeBody);
  }
  const limitedByMaxAffected = prefs.handling === 'strict' && prefs.maxAffected !== null;
  if (limitedByMaxAffected && !fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  // GET is read-only whatever the function; POST follows the function's volatility, as in PostgREST.
  const readOnly = isGet || fn.volatility !== 'volatile';
  const base = { readOnly, kind: 'call' as const, limitedByMaxAffected };
  if (fn.returnsVoid) {
    return {
      ...base,
      statement: builder.voidCall(call),
      bodyIsRows: false,
      respond: () => ({ status: 204, body: null, headers: {} }),
    };
  }
  if (fn.returnColumns) {
    const range = parseRangeHeader(request.headers.range);
    const rowsFormat = { ...format, singular: format.singular || !fn.returnsSet };
    const statement = builder.read(
      { kind: 'function', call },
      { singular: rowsFormat.singular, count: prefs.count !== null, range },
    );
    const { offset } = builder.page(range);
    return { ...base, statement, bodyIsRows: true, respond: readAnswer(rowsFormat, offset) };
  }
  return {
    ...base,
    statement: builder.scalarCall(call),
    bodyIsRows: false,
    respond: (result) => ({
      status: 200,
      body: result.body ?? 'null',
      headers: { 'Content-Type': contentTypeOf({ singular: false, stripNulls: false, csv: false }) },
    }),
  };
}

function lowerCaseHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export async function registerRest(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  answerErrors(app, restErrorAnswers(ctx.config.bodyLimit));
  const schema = await watchSchemaCache(ctx.db, (error) => app.log.error({ err: error }, 'schema cache reload failed'));
  app.addHook('onClose', () => schema.close());

  type Planner = (cache: SchemaCache, format: OutputFormat, prefs: Preferences) => Plan;

  /**
   * Answers one request. Resolves to the reply, so Fastify waits for a body
   * still being compressed as a stream instead of ending the answer empty.
   */
  async function serve(request: FastifyRequest, reply: FastifyReply, planner: Planner): Promise<FastifyReply> {
    let identity: RequestIdentity | null = null;
    try {
      identity = identityOf(request.headers, ctx.keys);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      checkProfile(
        (isRead ? request.headers['accept-profile'] : request.headers['content-profile']) as string | undefined,
      );
      const format = negotiateOutput(request.headers.accept);
      const prefs = parsePreferences(request.headers.prefer);
      const plan = planner(schema.current(), format, prefs);
      refuseInvalidPreferences(prefs);
      const meta = {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
        headers: lowerCaseHeaders(request),
        readOnly: plan.readOnly,
      };
      const caller = identity;
      const answer = await whileClientConnected(request.raw, (signal) =>
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
      const applied = preferenceApplied(prefs, plan.kind);
      if (applied !== null) answer.headers['Preference-Applied'] = applied;
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
    } catch (error) {
      // Here the caller's role is known, which a privilege error's status depends on.
      throw toRestError(error, identity?.role ?? 'anon');
    }
  }

  const routeOptions = { bodyLimit: ctx.config.bodyLimit };

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST'],
    url: '/rpc/:name',
    ...routeOptions,
    handler: (request, reply) =>
      serve(request, reply, (cache, format, prefs) => functionPlan(cache, request, request.params.name, format, prefs)),
  });

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/:name',
    ...routeOptions,
    handler: (request, reply) =>
      serve(request, reply, (cache, format, prefs) => {
        const relation = relationOf(cache, request.params.name);
        const query = parseQuery(queryPairs(request.raw.url ?? ''));
        return relationPlan(cache, request, relation, query, format, prefs);
      }),
  });
}
