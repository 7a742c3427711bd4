/**
 * How an rpc request (`/rest/v1/rpc/<name>`) is planned: which function (by
 * name and argument names), its arguments (the query string for GET, the JSON
 * body for POST), and an answer shaped by what it returns: nothing, rows, or a
 * scalar (or set of scalars).
 */
import { callWithJsonBody, callWithQueryArguments, chooseFunction, isQueryArgument } from './functionCall';
import { contentTypeOf } from './outputFormat';
import { parseQuery } from './queryGrammar/parseQuery';
import { queryPairs } from './queryGrammar/queryString';
import type { ParsedQuery } from './queryGrammar/syntaxTree';
import { functionArgumentsBody } from './requestBody';
import { parseRangeHeader } from './requestHeaders';
import { readAnswer, type Plan, type PlanRequest } from './requestPlan';
import { RestError } from './restError';
import type { SchemaCache } from './schemaCache';
import type { FunctionCall } from './sql/readStatements';
import { SqlBuilder } from './sql/sqlBuilder';

export function functionPlan({ cache, request, name, format, prefs }: PlanRequest): Plan {
  const isGet = request.method === 'GET' || request.method === 'HEAD';
  const query = parseQuery(queryPairs(request.raw.url ?? ''), (key, value) => isGet && isQueryArgument(key, value));
  const builder = new SqlBuilder(cache, query);
  const call = isGet ? queryCall(cache, name, query, builder) : bodyCall(cache, name, request.body, builder);
  const { fn } = call;
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

/** GET /rpc/fn?x=1: the function whose parameters the query's arguments name. */
function queryCall(cache: SchemaCache, name: string, query: ParsedQuery, builder: SqlBuilder): FunctionCall {
  const argumentNames = query.args.map(([key]) => key);
  const { fn } = chooseFunction(cache, name, argumentNames, false);
  return callWithQueryArguments(builder, fn, query.args);
}

/** POST /rpc/fn: the function whose parameters the body's keys name, or one taking the whole body. */
function bodyCall(cache: SchemaCache, name: string, body: unknown, builder: SqlBuilder): FunctionCall {
  const { text, value } = functionArgumentsBody(body);
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const names = isObject ? Object.keys(value) : [];
  const chosen = chooseFunction(cache, name, names, true);
  if (!isObject && !chosen.wholeBody) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return callWithJsonBody(builder, chosen.fn, text, names, chosen.wholeBody);
}
