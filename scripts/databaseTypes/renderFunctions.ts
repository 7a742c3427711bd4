/**
 * The generated types of the functions PostgREST can call by name: their
 * arguments (optional where they have defaults) and what they return.
 */
import type { Catalog, PgFunction, PgType } from './catalog';
import { byName, literal, objectType, tsType } from './tsTypes';

interface FunctionArgument {
  name: string;
  mode: string;
  typeOid: number;
}

const INPUT_MODES = ['i', 'b', 'v'];
const OUTPUT_MODES = ['o', 'b', 't'];

function argumentsOf(fn: PgFunction): FunctionArgument[] {
  return fn.argumentTypeOids.map((typeOid, index) => ({
    name: fn.argumentNames[index] ?? '',
    mode: fn.argumentModes[index] ?? 'i',
    typeOid,
  }));
}

/** PostgREST passes rpc arguments by name, so a function is callable when every input is named, or it has only one. */
function isCallableByName(fn: PgFunction): boolean {
  const inputs = argumentsOf(fn).filter((argument) => INPUT_MODES.includes(argument.mode));
  return inputs.length <= 1 || inputs.every((argument) => argument.name !== '');
}

function renderFunctionSignature(fn: PgFunction, types: Map<number, PgType>): string {
  const all = argumentsOf(fn);
  const inputs = all.filter((argument) => INPUT_MODES.includes(argument.mode));
  // The defaults belong to the last pronargdefaults input arguments.
  const firstDefault = inputs.length - fn.defaultCount;
  const args = inputs.map(
    (argument, index) =>
      `${literal(argument.name)}${index >= firstDefault ? '?' : ''}: ${tsType(argument.typeOid, types)}`,
  );
  const outputs = all.filter((argument) => OUTPUT_MODES.includes(argument.mode));
  const returnType = types.get(fn.returnTypeOid);
  // `returns table (...)` and OUT parameters return a record whose fields are those columns.
  const returns =
    returnType?.name === 'record' && outputs.length > 0
      ? objectType(outputs.map((argument) => `${literal(argument.name)}: ${tsType(argument.typeOid, types)}`))
      : tsType(fn.returnTypeOid, types);
  return `{
    Args: ${args.length === 0 ? 'never' : `{ ${args.join('; ')} }`}
    Returns: ${fn.returnsSet ? (returns.includes('|') ? `(${returns})[]` : `${returns}[]`) : returns}
  }`;
}

export function renderFunctions(catalog: Catalog): string[] {
  const overloads = new Map<string, PgFunction[]>();
  for (const fn of catalog.functions.filter(isCallableByName)) {
    overloads.set(fn.name, [...(overloads.get(fn.name) ?? []), fn]);
  }
  return [...overloads.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(
      ([name, fns]) => `${literal(name)}: ${fns.map((fn) => renderFunctionSignature(fn, catalog.types)).join('\n| ')}`,
    );
}
