/**
 * PostgREST's query grammar as pure functions: the `select` tree, filters
 * (`col=not.op.value`), `or=(…)`/`and=(…)` trees, `order`, `limit` and `offset`,
 * each optionally prefixed by an embedded resource's path (`MentoriaDatabase.order`).
 * Anything it cannot read is a QueryParseError (400 PGRST100); the only other error is
 * PGRST123 for aggregate functions, which Supabase leaves disabled (db-aggregates-enabled).
 */
import { QueryParseError, RestError } from './restError';

export interface JsonStep {
  arrow: '->' | '->>';
  /** A number selects an array element, a string an object key. */
  key: string | number;
}

/** A column, optionally followed by a JSON path (`data->a->>b`). */
export interface Field {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: Field; alias: string | null; cast: string | null }
  | {
      kind: 'embed';
      relation: string;
      alias: string | null;
      hint: string | null;
      inner: boolean;
      /** `...rel(cols)`: the embedded columns become the parent's own keys (arrays for a to-many). */
      spread: boolean;
      items: SelectItem[];
    };

export const COMPARISON_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
/** Operators that take `(any)`/`(all)` and a `{a,b}` list: `like(any).{a*,*b}`. */
export const QUANTIFIABLE_OPERATORS = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
export type Quantifier = 'any' | 'all';
export const TEXT_SEARCH_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type TextSearchOperator = (typeof TEXT_SEARCH_OPERATORS)[number];
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Operation =
  | { op: ComparisonOperator; value: string; quantifier?: Quantifier }
  | { op: TextSearchOperator; config: string | null; value: string }
  | { op: 'is'; value: IsValue }
  | { op: 'in'; values: string[] };

export interface Filter {
  kind: 'filter';
  field: Field;
  negated: boolean;
  operation: Operation;
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  conditions: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** What applies to one level of the result: the root relation or one embedded resource. */
export interface Modifiers {
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
}

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

const OPERATORS_EXPECTED = `operator (${[...COMPARISON_OPERATORS, ...TEXT_SEARCH_OPERATORS, 'is', 'in'].join(', ')})`;

const AGGREGATE_FUNCTIONS = ['sum', 'avg', 'count', 'max', 'min'];

function aggregatesNotAllowed(): never {
  throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

/** How deep embeds and and/or trees may nest: far beyond any real query, well within the stack. */
export const MAX_NESTING = 50;

/** A cursor over one parameter's value, which knows how to report an error at its position. */
class Scanner {
  position = 0;
  private depth = 0;

  constructor(
    readonly input: string,
    private readonly what: string,
  ) {}

  get done(): boolean {
    return this.position >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.position + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.position);
  }

  fail(expecting: string): never {
    const found = this.done ? 'end of input' : JSON.stringify(this.peek());
    throw new QueryParseError(this.what, this.input, this.position + 1, `unexpected ${found} expecting ${expecting}`);
  }

  expect(text: string): void {
    if (!this.startsWith(text)) this.fail(JSON.stringify(text));
    this.position += text.length;
  }

  skipSpaces(): void {
    while (this.peek() === ' ') this.position++;
  }

  /** Runs `read` one nesting level deeper, refusing input nested beyond MAX_NESTING. */
  nested<T>(read: () => T): T {
    if (this.depth >= MAX_NESTING) this.fail(`at most ${MAX_NESTING} levels of nesting`);
    this.depth++;
    try {
      return read();
    } finally {
      this.depth--;
    }
  }
}

const NAME_CHAR = /[\p{L}\p{N}_$ ]/u;

/** A field name: `"double quoted"` (backslash escapes) or letters, digits, `_`, `$` and spaces, runs joined by `-`. */
function readName(scanner: Scanner): string {
  scanner.skipSpaces();
  if (scanner.peek() === '"') {
    scanner.position++;
    let name = '';
    for (;;) {
      if (scanner.done) scanner.fail('closing quote');
      const char = scanner.peek();
      scanner.position++;
      if (char === '"') break;
      if (char === '\\' && !scanner.done) {
        name += scanner.peek();
        scanner.position++;
      } else {
        name += char;
      }
    }
    scanner.skipSpaces();
    if (name === '') scanner.fail('a non-empty name');
    return name;
  }
  let name = '';
  for (;;) {
    const char = scanner.peek();
    if (char !== '' && NAME_CHAR.test(char)) {
      name += char;
      scanner.position++;
    } else if (char === '-' && scanner.peek(1) !== '>' && name.trim() !== '' && NAME_CHAR.test(scanner.peek(1))) {
      name += char;
      scanner.position++;
    } else {
      break;
    }
  }
  name = name.trim();
  if (name === '') scanner.fail('field name (* or [a..z0..9_$])');
  return name;
}

function readJsonPath(scanner: Scanner): JsonStep[] {
  const steps: JsonStep[] = [];
  while (scanner.startsWith('->')) {
    const arrow = scanner.startsWith('->>') ? '->>' : '->';
    scanner.position += arrow.length;
    const negative = scanner.peek() === '-' && /\d/.test(scanner.peek(1));
    if (negative) scanner.position++;
    const key = readName(scanner);
    const index = /^\d+$/.test(key) && !key.includes(' ') ? Number(key) : null;
    steps.push({ arrow, key: index !== null && Number.isSafeInteger(index) ? (negative ? -index : index) : key });
    if (negative && index === null) scanner.fail('an array index after "-"');
  }
  return steps;
}

function readField(scanner: Scanner): Field {
  const name = readName(scanner);
  return { name, json: readJsonPath(scanner) };
}

/** The key a JSON path selects by default: its last key, as PostgREST names it. */
export function fieldOutputName(field: Field): string {
  const last = field.json[field.json.length - 1];
  return last === undefined ? field.name : String(last.key);
}

// ---------------------------------------------------------------- select

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

// ---------------------------------------------------------------- filters

function isComparison(word: string): word is ComparisonOperator {
  return (COMPARISON_OPERATORS as readonly string[]).includes(word);
}

function isTextSearch(word: string): word is TextSearchOperator {
  return (TEXT_SEARCH_OPERATORS as readonly string[]).includes(word);
}

function isQuantifiable(word: string): boolean {
  return (QUANTIFIABLE_OPERATORS as readonly string[]).includes(word);
}

/**
 * Reads `[not.]op[(modifier)].operand`. `inLogic` is true inside `or=(…)`, where an
 * operand ends at `,` or `)` unless quoted; at the top level it is the rest of the value.
 */
function readOperation(scanner: Scanner, inLogic: boolean): { negated: boolean; operation: Operation } {
  let negated = false;
  if (scanner.startsWith('not.')) {
    negated = true;
    scanner.position += 4;
  }
  const start = scanner.position;
  while (/[a-z]/.test(scanner.peek())) scanner.position++;
  const word = scanner.input.slice(start, scanner.position);
  let config: string | null = null;
  if (isTextSearch(word) && scanner.peek() === '(') {
    scanner.position++;
    const configStart = scanner.position;
    while (/[a-z0-9_]/i.test(scanner.peek())) scanner.position++;
    config = scanner.input.slice(configStart, scanner.position);
    if (config === '') scanner.fail('a text search configuration name');
    scanner.expect(')');
  }
  let quantifier: Quantifier | undefined;
  if (isQuantifiable(word) && (scanner.startsWith('(any)') || scanner.startsWith('(all)'))) {
    quantifier = scanner.startsWith('(any)') ? 'any' : 'all';
    scanner.position += 5;
  }
  if (!isComparison(word) && !isTextSearch(word) && word !== 'is' && word !== 'in') {
    scanner.position = start;
    scanner.fail(`"not" or ${OPERATORS_EXPECTED}`);
  }
  scanner.expect('.');
  if (word === 'in') return { negated, operation: { op: 'in', values: readList(scanner) } };
  const operand = inLogic ? readLogicOperand(scanner) : readRest(scanner);
  if (word === 'is') {
    const value = operand.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value)) {
      scanner.position -= operand.length;
      scanner.fail('null, not_null, true, false or unknown');
    }
    return { negated, operation: { op: 'is', value: value as IsValue } };
  }
  if (isTextSearch(word)) return { negated, operation: { op: word, config, value: operand } };
  const operation: Operation = { op: word as ComparisonOperator, value: operand };
  return { negated, operation: quantifier ? { ...operation, quantifier } : operation };
}

function readRest(scanner: Scanner): string {
  const rest = scanner.input.slice(scanner.position);
  scanner.position = scanner.input.length;
  return rest;
}

function readQuoted(scanner: Scanner): string {
  scanner.expect('"');
  let text = '';
  for (;;) {
    if (scanner.done) scanner.fail('closing quote');
    const char = scanner.peek();
    scanner.position++;
    if (char === '"') return text;
    if (char === '\\' && !scanner.done) {
      text += scanner.peek();
      scanner.position++;
    } else {
      text += char;
    }
  }
}

/** An operand inside `or=(…)`: `"quoted"`, `{array,literal}`, or raw text up to `,` or `)`. */
function readLogicOperand(scanner: Scanner): string {
  if (scanner.peek() === '"') return readQuoted(scanner);
  if (scanner.peek() === '{') {
    const end = scanner.input.indexOf('}', scanner.position);
    if (end < 0) scanner.fail('"}"');
    const text = scanner.input.slice(scanner.position, end + 1);
    scanner.position = end + 1;
    return text;
  }
  const start = scanner.position;
  while (!scanner.done && scanner.peek() !== ',' && scanner.peek() !== ')') scanner.position++;
  return scanner.input.slice(start, scanner.position);
}

/** `(a,"b,c",d)`: elements quoted (backslash escapes) or raw up to `,` or `)`; `()` is empty. */
function readList(scanner: Scanner): string[] {
  scanner.expect('(');
  const values: string[] = [];
  if (scanner.peek() === ')') {
    scanner.position++;
    return values;
  }
  for (;;) {
    if (scanner.peek() === '"') {
      values.push(readQuoted(scanner));
    } else {
      const start = scanner.position;
      while (!scanner.done && scanner.peek() !== ',' && scanner.peek() !== ')' && scanner.peek() !== '"') {
        scanner.position++;
      }
      values.push(scanner.input.slice(start, scanner.position));
    }
    if (scanner.peek() === ',') {
      scanner.position++;
      continue;
    }
    scanner.expect(')');
    return values;
  }
}

/** The value of a `column=…` parameter. */
export function parseFilter(field: Field, input: string): Filter {
  const scanner = new Scanner(input, 'filter');
  const { negated, operation } = readOperation(scanner, false);
  return { kind: 'filter', field, negated, operation };
}

/** The value of an `or=…`/`and=…` parameter: `(cond,cond,…)`, where a cond may nest `and(…)`/`or(…)`. */
export function parseLogic(op: 'and' | 'or', negated: boolean, input: string): Logic {
  const scanner = new Scanner(input, 'logic tree');
  const conditions = readLogicBody(scanner);
  if (!scanner.done) scanner.fail('end of input');
  return { kind: 'logic', op, negated, conditions };
}

function readLogicBody(scanner: Scanner): Condition[] {
  scanner.expect('(');
  const conditions: Condition[] = [readCondition(scanner)];
  while (scanner.peek() === ',') {
    scanner.position++;
    conditions.push(readCondition(scanner));
  }
  scanner.expect(')');
  return conditions;
}

function readCondition(scanner: Scanner): Condition {
  const negated = scanner.startsWith('not.');
  const afterNot = negated ? 4 : 0;
  for (const op of ['and', 'or'] as const) {
    if (scanner.input.startsWith(`${op}(`, scanner.position + afterNot)) {
      scanner.position += afterNot + op.length;
      return { kind: 'logic', op, negated, conditions: scanner.nested(() => readLogicBody(scanner)) };
    }
  }
  const field = readField(scanner);
  scanner.expect('.');
  const operation = readOperation(scanner, true);
  return { kind: 'filter', field, ...operation };
}

// ---------------------------------------------------------------- order, limit, offset

export function parseOrder(input: string): OrderTerm[] {
  const scanner = new Scanner(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    const field = readField(scanner);
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    for (const [word, apply] of [
      ['.asc', () => (direction = 'asc')],
      ['.desc', () => (direction = 'desc')],
    ] as const) {
      if (scanner.startsWith(word) && /^[.,]?$/.test(scanner.peek(word.length))) {
        scanner.position += word.length;
        apply();
        break;
      }
    }
    for (const [word, apply] of [
      ['.nullsfirst', () => (nulls = 'first')],
      ['.nullslast', () => (nulls = 'last')],
    ] as const) {
      if (scanner.startsWith(word)) {
        scanner.position += word.length;
        apply();
        break;
      }
    }
    terms.push({ field, direction, nulls });
    if (scanner.done) return terms;
    if (scanner.peek() !== ',') scanner.fail('",", ".asc", ".desc", ".nullsfirst", ".nullslast" or end of input');
    scanner.position++;
  }
}

export function parseCount(what: 'limit' | 'offset', input: string): number {
  const value = /^\d{1,15}$/.test(input) ? Number(input) : NaN;
  if (!Number.isSafeInteger(value)) {
    throw new QueryParseError(`${what} parameter`, input, 1, 'expecting a non-negative integer');
  }
  return value;
}

/** A comma-separated list of column names, as in `columns=` and `on_conflict=`. */
export function parseColumnList(what: string, input: string): string[] {
  const scanner = new Scanner(input, what);
  const names = [readName(scanner)];
  while (scanner.peek() === ',') {
    scanner.position++;
    names.push(readName(scanner));
  }
  if (!scanner.done) scanner.fail('"," or end of input');
  return names;
}

// ---------------------------------------------------------------- the whole query

/** The key of a parameter: an embed path, then a field or a reserved word. */
export type ParameterKey =
  | { kind: 'select' | 'columns' | 'on_conflict' }
  | { kind: 'order' | 'limit' | 'offset'; path: string[] }
  | { kind: 'logic'; path: string[]; op: 'and' | 'or'; negated: boolean }
  | { kind: 'filter'; path: string[]; field: Field };

export function parseParameterKey(input: string): ParameterKey {
  if (input === 'select' || input === 'columns' || input === 'on_conflict') return { kind: input };
  const scanner = new Scanner(input, 'filter');
  const names: string[] = [];
  for (;;) {
    names.push(readName(scanner));
    if (scanner.peek() !== '.') break;
    scanner.position++;
  }
  const json = readJsonPath(scanner);
  if (!scanner.done) scanner.fail('".", "->" or end of input');
  const last = names[names.length - 1] as string;
  if (json.length === 0) {
    if (last === 'order' || last === 'limit' || last === 'offset') return { kind: last, path: names.slice(0, -1) };
    if (last === 'or' || last === 'and') {
      const negated = names[names.length - 2] === 'not';
      return { kind: 'logic', op: last, negated, path: names.slice(0, negated ? -2 : -1) };
    }
  }
  return { kind: 'filter', path: names.slice(0, -1), field: { name: last, json } };
}

export interface ParsedQuery {
  /** `*` when the request has no select. */
  select: SelectItem[];
  columns: string[] | null;
  onConflict: string[] | null;
  root: Modifiers;
  /** Modifiers of embedded resources, by their path of names/aliases from the root. */
  embedded: { path: string[]; modifiers: Modifiers }[];
  /** Parameters taken as function arguments (GET /rpc/fn), by name. */
  args: [string, string][];
}

function emptyModifiers(): Modifiers {
  return { conditions: [], order: [], limit: null, offset: null };
}

/**
 * Reads every parameter of a request. `isArgument` says which parameters are a
 * function's arguments (GET /rpc/fn?x=1) rather than filters.
 */
export function parseQuery(
  pairs: [string, string][],
  isArgument: (key: string, value: string) => boolean = () => false,
): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ kind: 'star' }],
    columns: null,
    onConflict: null,
    root: emptyModifiers(),
    embedded: [],
    args: [],
  };
  const modifiersAt = (path: string[]): Modifiers => {
    if (path.length === 0) return query.root;
    const key = JSON.stringify(path);
    let entry = query.embedded.find((candidate) => JSON.stringify(candidate.path) === key);
    if (!entry) {
      entry = { path, modifiers: emptyModifiers() };
      query.embedded.push(entry);
    }
    return entry.modifiers;
  };
  for (const [rawKey, value] of pairs) {
    if (isArgument(rawKey, value)) {
      query.args.push([rawKey, value]);
      continue;
    }
    const key = parseParameterKey(rawKey);
    switch (key.kind) {
      case 'select':
        query.select = parseSelect(value);
        break;
      case 'columns':
        query.columns = parseColumnList('columns parameter', value);
        break;
      case 'on_conflict':
        query.onConflict = parseColumnList('on_conflict parameter', value);
        break;
      case 'order':
        modifiersAt(key.path).order.push(...parseOrder(value));
        break;
      case 'limit':
      case 'offset':
        modifiersAt(key.path)[key.kind] = parseCount(key.kind, value);
        break;
      case 'logic':
        modifiersAt(key.path).conditions.push(parseLogic(key.op, key.negated, value));
        break;
      case 'filter':
        modifiersAt(key.path).conditions.push(parseFilter(key.field, value));
        break;
    }
  }
  return query;
}
