/**
 * What a request's query string says, once parsed: the `select` tree, filters
 * and and/or trees, order and paging, for the root and for each embedded
 * resource. The parser (the other files of this folder) builds it; the SQL
 * builder (rest/sql/) reads it.
 */
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

/** No filters, order or paging: a level the query says nothing about. */
export function emptyModifiers(): Modifiers {
  return { conditions: [], order: [], limit: null, offset: null };
}

/** The key a JSON path selects by default: its last key, as PostgREST names it. */
export function fieldOutputName(field: Field): string {
  const last = field.json[field.json.length - 1];
  return last === undefined ? field.name : String(last.key);
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
