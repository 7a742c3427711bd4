/**
 * Reads: of a table or view, of a function's rows, of a function's scalar
 * result. Every statement returns one row: `body` (the JSON text), `page_count`
 * (rows in the body) and, when a count was asked for, `total_count`.
 */
import type { ParsedQuery } from '../queryGrammar/syntaxTree';
import { RestError } from '../restError';
import type { FunctionInfo, Relation } from '../schemaCache';
import { rootWhere, statementOf } from './embedJoins';
import { orderSql } from './filterSql';
import { joinsFor, selectList } from './selectList';
import { MAX_ROWS, qualified, type Source, type SqlContext, type Statement } from './sqlContext';

/** What a read is over: a relation, or a function returning rows (`home_rows`). */
export type ReadTarget = { kind: 'relation'; relation: Relation } | { kind: 'function'; call: FunctionCall };

export interface FunctionCall {
  fn: FunctionInfo;
  /** The call with its named arguments, already parameterised: `"public"."fn"("a" := $1::integer)`. */
  sql: string;
}

export interface ReadOptions {
  /** `Accept: application/vnd.pgrst.object+json`, or a function that returns one row. */
  singular: boolean;
  count: boolean;
  /** From a `Range: a-b` header, on top of limit/offset. */
  range: { offset: number; limit: number | null } | null;
}

/** The body, page count and optional total of the rows `rowsSql` gives, as every statement returns them. */
export function aggregate(rowsSql: string, singular: boolean, countSql: string | null, extra = ''): string {
  const body = singular ? `(json_agg(pgrst_t) -> 0)::text` : `coalesce(json_agg(pgrst_t), '[]')::text`;
  const total = countSql === null ? '' : `, (${countSql})::text as total_count`;
  return `select ${body} as body, count(*)::int as page_count${total}${extra} from (${rowsSql}) as pgrst_t`;
}

export function readStatement(ctx: SqlContext, target: ReadTarget, options: ReadOptions): Statement {
  const alias = ctx.nextAlias();
  const source: Source =
    target.kind === 'relation'
      ? { name: target.relation.name, columns: target.relation.columns, table: target.relation.name, alias }
      : {
          name: target.call.fn.name,
          columns: target.call.fn.returnColumns ?? [],
          table: target.call.fn.returnTable,
          alias,
        };
  // A function is called once (a CTE), so a count does not run it a second time.
  const from = target.kind === 'relation' ? qualified(target.relation.name) : 'pgrst_call_rows';
  const withCall =
    target.kind === 'function'
      ? `with pgrst_call_rows as materialized (select * from ${target.call.sql} as pgrst_call) `
      : '';
  const list = selectList(ctx, source, ctx.query.select, []);
  const where = rootWhere(ctx, source, true);
  const { limit, offset } = pageOf(ctx.query, options.range);
  const rows =
    `select ${list} from ${from} as ${alias}${joinsFor(ctx, alias)}${where}${orderSql(ctx, source, ctx.query.root.order)}` +
    ` limit ${limit}${offset > 0 ? ` offset ${offset}` : ''}`;
  const count = options.count ? `select count(*) from ${from} as ${alias}${where}` : null;
  return statementOf(ctx, withCall + aggregate(rows, options.singular, count));
}

/** The page a read returns: limit/offset, narrowed by a Range header, capped at max_rows. */
export function pageOf(query: ParsedQuery, range: ReadOptions['range']): { limit: number; offset: number } {
  const offset = query.root.offset ?? range?.offset ?? 0;
  const limits = [query.root.limit, range?.limit ?? null, MAX_ROWS].filter((value): value is number => value !== null);
  return { limit: Math.min(...limits), offset };
}

/** A function that returns a scalar (or a set of scalars): a bare JSON value, or an array. */
export function scalarCallStatement(ctx: SqlContext, call: FunctionCall): Statement {
  const { root } = ctx.query;
  if (root.conditions.length > 0 || root.order.length > 0) {
    const first = root.conditions[0] ?? null;
    const name = first?.kind === 'filter' ? first.field.name : (root.order[0]?.field.name ?? '');
    throw new RestError(400, '42703', `column ${call.fn.name}.${name} does not exist`);
  }
  if (call.fn.returnsSet) {
    const { limit, offset } = pageOf(ctx.query, null);
    return statementOf(
      ctx,
      `select coalesce(json_agg(pgrst_t.pgrst_value), '[]')::text as body, count(*)::int as page_count` +
        ` from (select pgrst_value from ${call.sql} as pgrst_call(pgrst_value) limit ${limit} offset ${offset}) as pgrst_t`,
    );
  }
  return statementOf(ctx, `select to_json(${call.sql})::text as body, 1 as page_count`);
}

/** A function returning void: called for its effect, no body. */
export function voidCallStatement(ctx: SqlContext, call: FunctionCall): Statement {
  return statementOf(ctx, `select null::text as body, count(*)::int as page_count from ${call.sql} as pgrst_call`);
}
