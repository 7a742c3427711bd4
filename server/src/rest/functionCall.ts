/**
 * `/rpc/fn`: which overload the named arguments call, and the parameterised
 * call expression. Argument names must match the function's parameter names
 * exactly, as in PostgREST; nothing the client sends becomes SQL text.
 */
import { parseParameterKey } from './queryGrammar/parseQuery';
import { COMPARISON_OPERATORS, TEXT_SEARCH_OPERATORS } from './queryGrammar/syntaxTree';
import { RestError } from './restError';
import { EXPOSED_SCHEMA, type FunctionInfo, type FunctionParameter, type SchemaCache } from './schemaCache';
import type { FunctionCall } from './sql/readStatements';
import type { SqlBuilder } from './sql/sqlBuilder';
import { qualified, quoteIdent } from './sql/sqlContext';

const OPERATOR_WORDS: readonly string[] = [...COMPARISON_OPERATORS, ...TEXT_SEARCH_OPERATORS, 'is', 'in'];

/** Whether a value starts as a filter does (`eq.x`, `not.…`, `like(any).…`, `fts(english).…`). */
function looksLikeFilter(value: string): boolean {
  if (value.startsWith('not.')) return true;
  const match = /^([a-z]+)(\([^)]*\))?\./.exec(value);
  return match !== null && OPERATOR_WORDS.includes(match[1] as string);
}

/**
 * Whether a query parameter of GET /rpc/fn is an argument of the call, by PostgREST's
 * rule (ApiRequest/QueryParams.hs, pRequestFilter for an rpc read): any key that is
 * not reserved (select, columns, on_conflict, order, limit, offset, and, or) is an
 * argument unless its value reads as a filter, in which case it filters the result.
 * So `?t=eq.x` filters on t, and `?bogus=1` is an argument that no overload takes
 * (404 PGRST202). Whatever the parameter names, a value's own shape decides.
 */
export function isQueryArgument(key: string, value: string): boolean {
  let parsed;
  try {
    parsed = parseParameterKey(key);
  } catch {
    // Not a name a filter can have: the query parser reports it.
    return false;
  }
  return parsed.kind === 'filter' && !looksLikeFilter(value);
}

function takesWholeBody(fn: FunctionInfo): boolean {
  const only = fn.parameters[0];
  return fn.parameters.length === 1 && only !== undefined && only.name === '' && /^jsonb?$/.test(only.type);
}

function accepts(fn: FunctionInfo, names: string[]): boolean {
  const required = fn.parameters.slice(0, fn.parameters.length - fn.defaults);
  return (
    names.every((name) => fn.parameters.some((parameter) => parameter.name === name)) &&
    required.every((parameter) => names.includes(parameter.name))
  );
}

/** The overload a call with these argument names reaches: 404 PGRST202 when none, 300 PGRST203 when several. */
export function chooseFunction(
  cache: SchemaCache,
  name: string,
  argumentNames: string[],
  bodyMayBeWhole: boolean,
): { fn: FunctionInfo; wholeBody: boolean } {
  const overloads = cache.functions.get(name) ?? [];
  const matching = overloads.filter((fn) => accepts(fn, argumentNames));
  if (matching.length === 1) return { fn: matching[0] as FunctionInfo, wholeBody: false };
  if (matching.length === 0) {
    const whole = bodyMayBeWhole ? overloads.filter(takesWholeBody) : [];
    if (whole.length === 1) return { fn: whole[0] as FunctionInfo, wholeBody: true };
    const sorted = [...argumentNames].sort();
    const searched =
      sorted.length === 0 ? 'without parameters' : `with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${EXPOSED_SCHEMA}.${name}(${sorted.join(', ')}) in the schema cache`,
      `Searched for the function ${EXPOSED_SCHEMA}.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${matching
      .map((fn) => `${EXPOSED_SCHEMA}.${name}(${fn.parameters.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/**
 * One named argument read from the JSON object `$json` the way PostgREST reads
 * them (json_to_record): arrays from JSON arrays, composites (table rows) from
 * JSON objects, json as json, and any other value through its type's input.
 */
function argumentFrom(json: string, parameter: FunctionParameter): string {
  const column = quoteIdent(parameter.name);
  return `${parameter.isVariadic ? 'variadic ' : ''}${column} := (select pgrst_args.${column} from json_to_record(${json}) as pgrst_args(${column} ${parameter.type}))`;
}

function callWithArguments(builder: SqlBuilder, fn: FunctionInfo, objectText: string, names: string[]): FunctionCall {
  const given = fn.parameters.filter((parameter) => names.includes(parameter.name));
  // Bound only when used: a statement must use every value it is given (08P01 otherwise).
  const json = given.length > 0 ? builder.param(objectText, 'json') : '';
  const args = given.map((parameter) => argumentFrom(json, parameter));
  return { fn, sql: `${qualified(fn.name)}(${args.join(', ')})` };
}

/** POST /rpc/fn: the arguments are the keys of the JSON body (or the whole body for a single unnamed json parameter). */
export function callWithJsonBody(
  builder: SqlBuilder,
  fn: FunctionInfo,
  bodyText: string,
  argumentNames: string[],
  wholeBody: boolean,
): FunctionCall {
  if (wholeBody) {
    const type = (fn.parameters[0] as FunctionParameter).type;
    return { fn, sql: `${qualified(fn.name)}(${builder.param(bodyText, type)})` };
  }
  return callWithArguments(builder, fn, bodyText, argumentNames);
}

/**
 * GET /rpc/fn?x=1: each argument is a query parameter's text, read by the same
 * rules as a body's string values. A repeated key gives a variadic parameter
 * all its values (`?v=1&v=2`); for any other parameter the last one counts.
 */
export function callWithQueryArguments(builder: SqlBuilder, fn: FunctionInfo, args: [string, string][]): FunctionCall {
  const variadic = new Set(fn.parameters.filter((parameter) => parameter.isVariadic).map(({ name }) => name));
  const object: Record<string, string | string[]> = {};
  for (const [key, value] of args) {
    const previous = object[key];
    if (!variadic.has(key)) object[key] = value;
    // One value may be a whole array literal, as supabase-js sends arrays (`{1,2}`).
    else if (previous === undefined) object[key] = /^\{.*\}$/s.test(value) ? value : [value];
    else object[key] = [previous, value].flat();
  }
  return callWithArguments(builder, fn, JSON.stringify(object), Object.keys(object));
}
