/**
 * The `select` parameter: columns (with aliases, casts and JSON paths), `*`,
 * and embedded resources, nested, with their hints, `!inner` and spreads.
 * Aggregate functions are refused (PGRST123), as Supabase leaves them disabled
 * (db-aggregates-enabled).
 */
import { RestError } from '../restError';
import { readJsonPath, readName, Scanner } from './scanner';
import type { Field, SelectItem } from './syntaxTree';

/** Casts allowed in `select=col::type`: plain built-in types only, never arbitrary text into SQL. */
export const SAFE_CASTS = new Set([
  'text',
  'varchar',
  'char',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'decimal',
  'real',
  'float4',
  'float8',
  'double precision',
  'bool',
  'boolean',
  'json',
  'jsonb',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'uuid',
]);

const AGGREGATE_FUNCTIONS = ['sum', 'avg', 'count', 'max', 'min'];

function aggregatesNotAllowed(): never {
  throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

export function parseSelect(input: string): SelectItem[] {
  const scanner = new Scanner(input, 'select parameter');
  const items = readSelectItems(scanner);
  if (!scanner.done) scanner.fail('"," or end of input');
  return items;
}

function readSelectItems(scanner: Scanner): SelectItem[] {
  const items: SelectItem[] = [readSelectItem(scanner)];
  while (scanner.peek() === ',') {
    scanner.position++;
    items.push(readSelectItem(scanner));
  }
  return items;
}

function readSelectItem(scanner: Scanner): SelectItem {
  scanner.skipSpaces();
  if (scanner.peek() === '*') {
    scanner.position++;
    scanner.skipSpaces();
    return { kind: 'star' };
  }
  const spread = scanner.startsWith('...');
  if (spread) scanner.position += 3;
  let alias: string | null = null;
  let name = readName(scanner);
  if (!spread && scanner.peek() === ':' && scanner.peek(1) !== ':') {
    scanner.position++;
    alias = name;
    name = readName(scanner);
  }
  // `count()` is the aggregate, never an embed of a relation named count.
  if (!spread && name === 'count' && scanner.startsWith('()')) aggregatesNotAllowed();
  if (spread || scanner.peek() === '!' || scanner.peek() === '(') {
    let hint: string | null = null;
    let inner = false;
    while (scanner.peek() === '!') {
      scanner.position++;
      const word = readName(scanner);
      if (word === 'inner') inner = true;
      else if (word !== 'left') {
        if (hint !== null) scanner.fail('"inner" or "left"');
        hint = word;
      }
    }
    scanner.expect('(');
    const items = scanner.peek() === ')' ? [] : scanner.nested(() => readSelectItems(scanner));
    scanner.expect(')');
    scanner.skipSpaces();
    return { kind: 'embed', relation: name, alias, hint, inner, spread, items };
  }
  const field: Field = { name, json: readJsonPath(scanner) };
  let cast: string | null = null;
  const aggregate = /^\.([a-z]+)\(\)/.exec(scanner.input.slice(scanner.position));
  if (aggregate && AGGREGATE_FUNCTIONS.includes(aggregate[1] as string)) aggregatesNotAllowed();
  if (scanner.startsWith('::')) {
    scanner.position += 2;
    const start = scanner.position;
    while (/[a-z0-9 ]/i.test(scanner.peek())) scanner.position++;
    cast = scanner.input.slice(start, scanner.position).trim().toLowerCase();
    if (!SAFE_CASTS.has(cast)) {
      scanner.position = start;
      scanner.fail(`a type among ${[...SAFE_CASTS].join(', ')}`);
    }
  }
  scanner.skipSpaces();
  return { kind: 'column', field, alias, cast };
}
