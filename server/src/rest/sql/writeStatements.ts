/**
 * Writes: insert (and upsert), update and delete, each one statement that
 * answers with the written rows shaped by `select`, or with only their count.
 */
import { RestError } from '../restError';
import type { Relation } from '../schemaCache';
import { rootWhere, statementOf } from './embedJoins';
import { columnOf } from './fieldSql';
import { orderSql } from './filterSql';
import { aggregate } from './readStatements';
import { joinsFor, selectList } from './selectList';
import { qualified, quoteIdent, type Source, type SqlContext, type Statement } from './sqlContext';

export interface WritePayload {
  /** The request body as sent, as a JSON array of objects (an object body is wrapped). */
  json: string;
  /** The columns written, in order. */
  columns: string[];
  /** Each row's keys, for `Prefer: missing=default`; null means missing keys are NULL. */
  rowKeys: Set<string>[] | null;
}

export interface UpsertOptions {
  resolution: 'merge-duplicates' | 'ignore-duplicates';
  onConflict: string[];
}

export interface WriteOptions {
  /** `return=representation`: the written rows shaped by `select`; otherwise no body. */
  representation: boolean;
  singular: boolean;
}

const UPSERT_UPDATED_SETTING = 'pgrst.upsert_updated';
/**
 * An upsert's statement also returns `updated_count`: read after every row was
 * written (the aggregate consumes the write first), null when nothing was updated.
 */
const UPSERT_UPDATED_COLUMN = `, nullif(current_setting('${UPSERT_UPDATED_SETTING}', true), '')::int as updated_count`;

export function insertStatement(
  ctx: SqlContext,
  relation: Relation,
  payload: WritePayload,
  upsert: UpsertOptions | null,
  options: WriteOptions,
): Statement {
  const insert = insertSql(ctx, relation, payload);
  if (!upsert) return written(ctx, relation, insert, 'pgrst_w', options);
  const conflict = upsert.onConflict.map((name) => quoteIdent(columnOf(ctx.relationSource(relation), name).name));
  // As PostgREST: every column written is set again, the key included, so a body of
  // only the key still updates (and returns) its row.
  const updates = payload.columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
  if (upsert.resolution === 'ignore-duplicates' || updates.length === 0) {
    return written(ctx, relation, `${insert} on conflict (${conflict.join(', ')}) do nothing`, 'pgrst_w', options);
  }
  // Each conflicting row bumps a transaction-local counter, so the answer can tell
  // an upsert that only updated (200) from one that inserted (201).
  const merge =
    ` on conflict (${conflict.join(', ')}) do update set ${updates.join(', ')}` +
    ` where set_config('${UPSERT_UPDATED_SETTING}', (coalesce(nullif(current_setting('${UPSERT_UPDATED_SETTING}', true), '')::int, 0) + 1)::text, true) <> '-1'`;
  return written(ctx, relation, insert + merge, 'pgrst_w', options, UPSERT_UPDATED_COLUMN);
}

/** The INSERT of the body's rows: each row's missing keys as the column's default, or all rows as NULL-filled records. */
function insertSql(ctx: SqlContext, relation: Relation, payload: WritePayload): string {
  const target = `${qualified(relation.name)} as pgrst_w`;
  const columns = payload.columns.map(quoteIdent).join(', ');
  const rowType = `null::${qualified(relation.name)}`;
  const json = ctx.param(payload.json, 'json');
  if (payload.rowKeys) {
    const rows = payload.rowKeys.map(
      (keys, index) =>
        `(${payload.columns
          .map((column) =>
            keys.has(column)
              ? `(json_populate_record(${rowType}, ${json} -> ${index})).${quoteIdent(column)}`
              : 'default',
          )
          .join(', ')})`,
    );
    return `insert into ${target} (${columns}) values ${rows.join(', ')}`;
  }
  return payload.columns.length === 0
    ? `insert into ${target} select from json_populate_recordset(${rowType}, ${json})`
    : `insert into ${target} (${columns}) select ${columns} from json_populate_recordset(${rowType}, ${json})`;
}

export function updateStatement(
  ctx: SqlContext,
  relation: Relation,
  payload: WritePayload,
  options: WriteOptions,
): Statement {
  const source = ctx.relationSource(relation);
  const json = ctx.param(payload.json, 'json');
  const sets = payload.columns.map(
    (column) =>
      `${quoteIdent(column)} = (json_populate_record(null::${qualified(relation.name)}, ${json} -> 0)).${quoteIdent(column)}`,
  );
  const where = requiredWhere(ctx, source, 'UPDATE');
  const update = `update ${qualified(relation.name)} as ${source.alias} set ${sets.join(', ')}${where}`;
  return written(ctx, relation, update, source.alias, options);
}

export function deleteStatement(ctx: SqlContext, relation: Relation, options: WriteOptions): Statement {
  const source = ctx.relationSource(relation);
  const where = requiredWhere(ctx, source, 'DELETE');
  return written(
    ctx,
    relation,
    `delete from ${qualified(relation.name)} as ${source.alias}${where}`,
    source.alias,
    options,
  );
}

/** Supabase loads safeupdate: an UPDATE or DELETE without a filter is refused. */
function requiredWhere(ctx: SqlContext, source: Source, command: 'UPDATE' | 'DELETE'): string {
  const where = rootWhere(ctx, source, false);
  if (where === '') throw new RestError(400, '21000', `${command} requires a WHERE clause`);
  return where;
}

/**
 * Minimal writes return no rows: RETURNING would need SELECT rights and policies
 * (anon may subscribe to the newsletter but not read it). Representation reads
 * the written rows back through the select list, embeds included.
 */
function written(
  ctx: SqlContext,
  relation: Relation,
  dml: string,
  alias: string,
  options: WriteOptions,
  extra = '',
): Statement {
  if (!options.representation) {
    return statementOf(
      ctx,
      `with pgrst_write as (${dml} returning 1) select null::text as body, count(*)::int as page_count${extra} from pgrst_write`,
    );
  }
  const source = ctx.relationSource(relation);
  const list = selectList(ctx, source, ctx.query.select, []);
  const rows = `select ${list} from pgrst_source as ${source.alias}${joinsFor(ctx, source.alias)}${orderSql(ctx, source, ctx.query.root.order)}`;
  return statementOf(
    ctx,
    `with pgrst_source as (${dml} returning ${alias}.*) ${aggregate(rows, options.singular, null, extra)}`,
  );
}
