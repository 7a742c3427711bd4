/**
 * The SQL of filters (`col=op.value`), and/or trees and `order`. Every value is
 * bound as a parameter of the field's type (text for patterns), so Postgres
 * reads it as the column's input function would.
 */
import type { ComparisonOperator, Condition, Filter, OrderTerm, Quantifier } from '../queryGrammar/syntaxTree';
import { fieldSql } from './fieldSql';
import type { Source, SqlContext } from './sqlContext';

/** Binary operators that compare a field with one value of the field's type. */
const SIMPLE_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
} as const;

const TEXT_SEARCH_PARSERS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

/**
 * The SQL of a filter that names an embed rather than a column (`rel=is.null`),
 * or null for a filter on the rows themselves. Embeds are the select's business
 * (embedJoins.ts), so the level being filtered passes this in.
 */
export type EmbedFilter = (filter: Filter) => string | null;

/** One filter or and/or tree over `source`. */
export function conditionSql(
  ctx: SqlContext,
  source: Source,
  condition: Condition,
  embedFilter: EmbedFilter = () => null,
): string {
  if (condition.kind === 'logic') {
    const parts = condition.conditions.map((inner) => conditionSql(ctx, source, inner, embedFilter));
    const joined = `(${parts.join(condition.op === 'and' ? ' and ' : ' or ')})`;
    return condition.negated ? `not ${joined}` : joined;
  }
  return embedFilter(condition) ?? filterSql(ctx, source, condition);
}

function filterSql(ctx: SqlContext, source: Source, filter: Filter): string {
  const operation = filter.operation;
  const { sql: left, type } = fieldSql(ctx, source, filter.field);
  if ('quantifier' in operation && operation.quantifier) {
    return quantified(ctx, left, type, operation.op, operation.quantifier, operation.value, filter.negated);
  }
  let sql: string;
  switch (operation.op) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
    case 'cs':
    case 'cd':
    case 'ov':
    case 'sl':
    case 'sr':
    case 'nxl':
    case 'nxr':
    case 'adj':
      sql = `${left} ${SIMPLE_OPERATORS[operation.op]} ${ctx.param(operation.value, type)}`;
      break;
    case 'isdistinct':
      sql = `${left} is distinct from ${ctx.param(operation.value, type)}`;
      break;
    case 'like':
    case 'ilike':
      sql = `${left}::text ${operation.op} ${ctx.param(operation.value.replaceAll('*', '%'), 'text')}`;
      break;
    case 'match':
    case 'imatch':
      sql = `${left}::text ${operation.op === 'match' ? '~' : '~*'} ${ctx.param(operation.value, 'text')}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config = operation.config === null ? '' : `${ctx.param(operation.config, 'regconfig')}, `;
      const vector = type === 'tsvector' ? left : `to_tsvector(${config}${left}::text)`;
      sql = `${vector} @@ ${TEXT_SEARCH_PARSERS[operation.op]}(${config}${ctx.param(operation.value, 'text')})`;
      break;
    }
    case 'is':
      sql = `${left} is ${{ null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[operation.value]}`;
      break;
    case 'in':
      sql =
        operation.values.length === 0
          ? 'false'
          : `${left} in (${operation.values.map((value) => ctx.param(value, type)).join(', ')})`;
      break;
  }
  return filter.negated ? `not (${sql})` : `(${sql})`;
}

/** `col=like(any).{a*,*b}`: the operator against any or all elements of an array literal. */
function quantified(
  ctx: SqlContext,
  left: string,
  type: string,
  op: ComparisonOperator,
  quantifier: Quantifier,
  value: string,
  negated: boolean,
): string {
  let sql: string;
  if (op === 'like' || op === 'ilike') {
    sql = `${left}::text ${op} ${quantifier}(${ctx.param(value.replaceAll('*', '%'), 'text[]')})`;
  } else if (op === 'match' || op === 'imatch') {
    sql = `${left}::text ${op === 'match' ? '~' : '~*'} ${quantifier}(${ctx.param(value, 'text[]')})`;
  } else {
    sql = `${left} ${SIMPLE_OPERATORS[op as keyof typeof SIMPLE_OPERATORS]} ${quantifier}(${ctx.param(value, `${type}[]`)})`;
  }
  return negated ? `not (${sql})` : `(${sql})`;
}

export function orderSql(ctx: SqlContext, source: Source, terms: OrderTerm[]): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const { sql } = fieldSql(ctx, source, term.field);
    return `${sql}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}
