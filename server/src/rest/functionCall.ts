/**
 * `/rpc/fn`: which overload the named arguments call, and the parameterised
 * call expression. Argument names must match the function's parameter names
 * exactly, as in PostgREST; nothing the client sends becomes SQL text.
 */
import { RestError } from './restError';
import { EXPOSED_SCHEMA, type FunctionInfo, type FunctionParameter, type SchemaCache } from './schemaCache';
import { qualified, quoteIdent, type FunctionCall, type SqlBuilder } from './sqlBuilder';

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

/** One argument taken from the JSON body `$json`: arrays from JSON arrays, json as json, the rest from its text. */
function fromJsonBody(builder: SqlBuilder, json: string, parameter: FunctionParameter): string {
  const key = builder.param(parameter.name, 'text');
  if (/^jsonb?$/.test(parameter.type)) return `(${json} -> ${key})::${parameter.type}`;
  if (parameter.isArray) {
    return (
      `(case when json_typeof(${json} -> ${key}) = 'array'` +
      ` then array(select json_array_elements_text(${json} -> ${key}))::${parameter.type}` +
      ` else (${json} ->> ${key})::${parameter.type} end)`
    );
  }
  return `(${json} ->> ${key})::${parameter.type}`;
}

/** POST /rpc/fn: the arguments are the keys of the JSON body (or the whole body for a single unnamed json parameter). */
export function callWithJsonBody(
  builder: SqlBuilder,
  fn: FunctionInfo,
  bodyText: string,
  argumentNames: string[],
  wholeBody: boolean,
): FunctionCall {
  const json = builder.param(bodyText, 'json');
  if (wholeBody) {
    return { fn, sql: `${qualified(fn.name)}(${json}::${(fn.parameters[0] as FunctionParameter).type})` };
  }
  const args = fn.parameters
    .filter((parameter) => argumentNames.includes(parameter.name))
    .map((parameter) => `${quoteIdent(parameter.name)} := ${fromJsonBody(builder, json, parameter)}`);
  return { fn, sql: `${qualified(fn.name)}(${args.join(', ')})` };
}

/** GET /rpc/fn?x=1: each argument is a query parameter's text, cast to the parameter's type. */
export function callWithQueryArguments(builder: SqlBuilder, fn: FunctionInfo, args: [string, string][]): FunctionCall {
  const given = new Map(args);
  const parts = fn.parameters
    .filter((parameter) => given.has(parameter.name))
    .map((parameter) => `${quoteIdent(parameter.name)} := ${builder.param(given.get(parameter.name), parameter.type)}`);
  return { fn, sql: `${qualified(fn.name)}(${parts.join(', ')})` };
}
