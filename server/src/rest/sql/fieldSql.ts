/**
 * The SQL of a field a request names: a column of the rows, a computed field
 * (a function of the row), and a JSON path into either.
 */
import type { Field } from '../queryGrammar/syntaxTree';
import { RestError } from '../restError';
import type { Column } from '../schemaCache';
import { qualified, quoteIdent, type Source, type SqlContext } from './sqlContext';

export function columnNotFound(source: Source, name: string): RestError {
  return new RestError(400, '42703', `column ${source.name}.${name} does not exist`);
}

export function columnOf(source: Source, name: string): Column {
  const column = source.columns.find((candidate) => candidate.name === name);
  if (!column) throw columnNotFound(source, name);
  return column;
}

/**
 * A column, or else a computed field: a function of the exposed schema that takes
 * the source's row, called as `fn(row)` (PostgREST writes `row.fn`, the same call).
 */
function columnOrComputed(ctx: SqlContext, source: Source, name: string): { sql: string; column: Column } {
  const column = source.columns.find((candidate) => candidate.name === name);
  if (column) return { sql: `${source.alias}.${quoteIdent(column.name)}`, column };
  const computed = (ctx.cache.computedFields.get(source.table ?? '') ?? []).find((fn) => fn.name === name);
  if (computed && source.table !== null) {
    // The cast names the row's type where the rows come from a CTE (a write's RETURNING, a function's result).
    return { sql: `${qualified(computed.name)}(${source.alias}::${qualified(source.table)})`, column: computed };
  }
  throw columnNotFound(source, name);
}

/** The SQL of a field and the type a value compared with it must have. */
export function fieldSql(ctx: SqlContext, source: Source, field: Field): { sql: string; type: string } {
  const resolved = columnOrComputed(ctx, source, field.name);
  const column = resolved.column;
  let sql = resolved.sql;
  for (const step of field.json) {
    const key = typeof step.key === 'number' ? `${step.key}` : ctx.param(step.key, 'text');
    sql = `(${sql} ${step.arrow} ${key})`;
  }
  const last = field.json[field.json.length - 1];
  const type = last === undefined ? column.type : last.arrow === '->>' ? 'text' : 'jsonb';
  if (last?.arrow === '->') sql = `${sql}::jsonb`;
  return { sql, type };
}
