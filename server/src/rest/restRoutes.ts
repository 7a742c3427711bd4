/**
 * The PostgREST-compatible API under /rest/v1: `/<table>` for reads and writes,
 * `/rpc/<function>` for calls. Each request is one transaction as the role of
 * its JWT (anon without one), so row-level security decides what it sees.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import type { RequestIdentity } from '../db/requestContext';
import { runAsRequest } from '../db/requestContext';
import { callWithJsonBody, callWithQueryArguments, chooseFunction } from './functionCall';
import { parseQuery, type ParsedQuery } from './queryGrammar';
import { queryPairs } from './queryString';
import { identityOf } from './requestAuth';
import { parseJsonBody, writePayload } from './requestBody';
import {
  checkProfile,
  parsePreferences,
  parseRangeHeader,
  SINGLE_OBJECT_TYPE,
  wantsSingleObject,
  type Preferences,
} from './requestHeaders';
import { RestError, toRestError } from './restError';
import { loadSchemaCache, type FunctionInfo, type Relation, type SchemaCache } from './schemaCache';
import { SqlBuilder, type Statement } from './sqlBuilder';

interface StatementResult {
  body: string | null;
  page_count: number;
  total_count?: string | null;
}

/** What the handler of one request decided to run and how to answer with its result. */
interface Plan {
  statement: Statement;
  readOnly: boolean;
  singular: boolean;
  respond: (result: StatementResult) => Answer;
}

interface Answer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

function singleRowError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

function contentType(singular: boolean): string {
  return `${singular ? SINGLE_OBJECT_TYPE : 'application/json'}; charset=utf-8`;
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

function readAnswer(singular: boolean, withBody: boolean, offset: number): (result: StatementResult) => Answer {
  return (result) => {
    const total = result.total_count === undefined || result.total_count === null ? null : Number(result.total_count);
    const { status, range } = rangeAnswer(offset, result.page_count, total);
    return {
      status,
      body: withBody ? (result.body ?? 'null') : null,
      headers: { 'Content-Range': range, 'Content-Type': contentType(singular) },
    };
  };
}

function writeAnswer(
  prefs: Preferences,
  singular: boolean,
  successStatus: number,
): (result: StatementResult) => Answer {
  return (result) => {
    const headers: Record<string, string> = {
      'Content-Range': `*/${prefs.count ? result.page_count : '*'}`,
    };
    if (prefs.return !== 'representation') {
      return { status: successStatus === 201 ? 201 : 204, body: null, headers };
    }
    headers['Content-Type'] = contentType(singular);
    return { status: successStatus, body: result.body ?? 'null', headers };
  };
}

function relationPlan(
  cache: SchemaCache,
  request: FastifyRequest,
  relation: Relation,
  query: ParsedQuery,
  singular: boolean,
): Plan {
  const prefs = parsePreferences(request.headers.prefer);
  const builder = new SqlBuilder(cache, query);
  const method = request.method;
  const representation = prefs.return === 'representation';
  if (method === 'GET' || method === 'HEAD') {
    const range = parseRangeHeader(request.headers.range);
    const statement = builder.read({ kind: 'relation', relation }, { singular, count: prefs.count, range });
    const { offset } = builder.page(range);
    return { statement, readOnly: true, singular, respond: readAnswer(singular, method === 'GET', offset) };
  }
  if (method === 'POST') {
    const payload = writePayload(relation, request.body, {
      columns: query.columns,
      allowArray: true,
      missingDefault: prefs.missingDefault,
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
    return { statement, readOnly: false, singular, respond: writeAnswer(prefs, singular, 201) };
  }
  if (method === 'PATCH') {
    const payload = writePayload(relation, request.body, { columns: null, allowArray: false, missingDefault: false });
    const statement = builder.update(relation, payload, { representation, singular });
    return { statement, readOnly: false, singular, respond: writeAnswer(prefs, singular, 200) };
  }
  const statement = builder.delete(relation, { representation, singular });
  return { statement, readOnly: false, singular, respond: writeAnswer(prefs, singular, 200) };
}

function functionPlan(cache: SchemaCache, request: FastifyRequest, name: string, singular: boolean): Plan {
  const overloads = cache.functions.get(name) ?? [];
  const isGet = request.method === 'GET' || request.method === 'HEAD';
  const isArgument = (key: string) =>
    isGet && overloads.some((fn) => fn.parameters.some((parameter) => parameter.name === key));
  const query = parseQuery(queryPairs(request.raw.url ?? ''), isArgument);
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
    const isEmpty = !Buffer.isBuffer(request.body) || request.body.toString('utf8').trim() === '';
    const { text, value } = isEmpty ? { text: '{}', value: {} } : parseJsonBody(request.body);
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    const names = isObject ? Object.keys(value) : [];
    const chosen = chooseFunction(cache, name, names, true);
    if (!isObject && !chosen.wholeBody) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    fn = chosen.fn;
    call = callWithJsonBody(builder, fn, text, names, chosen.wholeBody);
  }
  const readOnly = isGet || fn.volatility !== 'volatile';
  const withBody = request.method !== 'HEAD';
  if (fn.returnsVoid) {
    return {
      statement: builder.voidCall(call),
      readOnly,
      singular: false,
      respond: () => ({ status: 204, body: null, headers: {} }),
    };
  }
  if (fn.returnColumns) {
    const prefs = parsePreferences(request.headers.prefer);
    const range = parseRangeHeader(request.headers.range);
    const objectResult = singular || !fn.returnsSet;
    const statement = builder.read({ kind: 'function', call }, { singular: objectResult, count: prefs.count, range });
    const { offset } = builder.page(range);
    return { statement, readOnly, singular, respond: readAnswer(objectResult, withBody, offset) };
  }
  return {
    statement: builder.scalarCall(call),
    readOnly,
    singular: false,
    respond: (result) => ({
      status: 200,
      body: withBody ? (result.body ?? 'null') : null,
      headers: { 'Content-Type': contentType(false) },
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

function sendError(reply: FastifyReply, error: RestError): void {
  void reply
    .code(error.status)
    .headers({
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${error.code}`,
      ...error.headers,
    })
    .send(JSON.stringify(error.body()));
}

export async function registerRest(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const cache = await loadSchemaCache(ctx.db);

  async function serve(request: FastifyRequest, reply: FastifyReply, plan: (singular: boolean) => Plan): Promise<void> {
    let identity: RequestIdentity | null = null;
    try {
      identity = identityOf(request.headers.authorization, ctx.keys.jwtSecret);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      checkProfile(
        (isRead ? request.headers['accept-profile'] : request.headers['content-profile']) as string | undefined,
      );
      const singular = wantsSingleObject(request.headers.accept);
      const { statement, readOnly, respond } = plan(singular);
      const meta = {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
        headers: lowerCaseHeaders(request),
        readOnly,
      };
      const answer = await runAsRequest(ctx.db, identity, meta, async (tx) => {
        const { rows } = await tx.query<StatementResult>(statement.sql, statement.params);
        const result = rows[0] ?? { body: null, page_count: 0 };
        // A singular answer over 0 or several rows fails the whole request, writes included.
        if (singular && result.page_count !== 1) throw singleRowError(result.page_count);
        return respond(result);
      });
      void reply.code(answer.status).headers(answer.headers);
      if (answer.body === null) void reply.send();
      else void reply.send(answer.body);
    } catch (error) {
      sendError(reply, toRestError(error, identity?.role ?? 'anon'));
    }
  }

  const routeOptions = { bodyLimit: ctx.config.bodyLimit };

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST'],
    url: '/rpc/:name',
    ...routeOptions,
    handler: (request, reply) =>
      serve(request, reply, (singular) => functionPlan(cache, request, request.params.name, singular)),
  });

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/:name',
    ...routeOptions,
    handler: (request, reply) =>
      serve(request, reply, (singular) => {
        const relation = relationOf(cache, request.params.name);
        const query = parseQuery(queryPairs(request.raw.url ?? ''));
        return relationPlan(cache, request, relation, query, singular);
      }),
  });

  app.setNotFoundHandler((_request, reply) => {
    sendError(reply, new RestError(404, 'PGRST125', 'Invalid path specified in request URL'));
  });

  // Errors raised before a handler runs: a body over the limit, a malformed URL.
  app.setErrorHandler((error: { code?: string; statusCode?: number; message: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      sendError(
        reply,
        new RestError(
          413,
          'PGRST413',
          'Payload Too Large',
          `The request body is larger than ${ctx.config.bodyLimit} bytes`,
        ),
      );
      return;
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    sendError(
      reply,
      status === 500
        ? new RestError(500, 'PGRST000', 'Internal server error')
        : new RestError(status, 'PGRST100', error.message),
    );
  });
}
