/**
 * The select list of one level of the result: columns (with aliases, casts and
 * JSON paths), `count` of embedded rows, and embeds, each a subquery whose rows
 * are shaped by its own select, or spread into its parent's keys.
 */
import { fieldOutputName, type Field, type SelectItem } from '../queryGrammar/syntaxTree';
import { findRelationship, isToOne, type Relationship } from '../relationships';
import type { Relation } from '../schemaCache';
import { embedSource, modifiersAt, type EmbedItem } from './embedJoins';
import { fieldSql } from './fieldSql';
import { orderSql } from './filterSql';
import { MAX_ROWS, qualified, quoteIdent, type Source, type SqlContext } from './sqlContext';

export function selectList(ctx: SqlContext, source: Source, items: SelectItem[], path: string[]): string {
  const parts = items.flatMap((item): string[] => {
    switch (item.kind) {
      case 'star':
        return [`${source.alias}.*`];
      case 'column': {
        const name = quoteIdent(item.alias ?? fieldOutputName(item.field));
        const cast = item.cast ? `::${item.cast}` : '';
        if (isRowCount(ctx, source, item.field)) return [`count(*)${cast} as ${name}`];
        return [`${fieldSql(ctx, source, item.field).sql}${cast} as ${name}`];
      }
      case 'embed': {
        const embedPath = [...path, item.alias ?? item.relation];
        // An empty embed (`clients()`) only filters (with !inner or `clients=not.is.null`,
        // built where the filters are): here it must exist, and has no key of its own.
        if (item.items.length === 0) {
          if (source.table !== null) findRelationship(ctx.cache, source.table, item.relation, item.hint);
          modifiersAt(ctx, embedPath);
          return [];
        }
        if (item.spread) return spread(ctx, source, item, embedPath);
        return [`${embed(ctx, source, item, embedPath)} as ${quoteIdent(item.alias ?? item.relation)}`];
      }
    }
  });
  return parts.join(', ');
}

/** The lateral joins the select list of the rows aliased `alias` needs (spreads); call after selectList. */
export function joinsFor(ctx: SqlContext, alias: string): string {
  return (ctx.lateralJoins.get(alias) ?? []).join('');
}

/**
 * `messages(count)`: `count` that is not a column counts the rows, as PostgREST's
 * `messages.count` does in Postgres (`count(messages)`), even with aggregates disabled.
 */
function isRowCount(ctx: SqlContext, source: Source, field: Field): boolean {
  return (
    field.name === 'count' &&
    field.json.length === 0 &&
    !source.columns.some((column) => column.name === 'count') &&
    !(ctx.cache.computedFields.get(source.table ?? '') ?? []).some((fn) => fn.name === 'count')
  );
}

/** The rows of an embed, shaped by its select, filtered, ordered and paged by its own modifiers. */
function embedRows(
  ctx: SqlContext,
  parent: Source,
  item: EmbedItem,
  path: string[],
): { rows: string; relationship: Relationship } {
  const { source, relationship, where, modifiers } = embedSource(ctx, parent, item, path);
  const list = selectList(ctx, source, item.items, path);
  const rows =
    `select ${list} from ${qualified(source.table as string)} as ${source.alias}${joinsFor(ctx, source.alias)}` +
    ` where ${where.join(' and ')}${orderSql(ctx, source, modifiers.order)}` +
    // An embedded list is capped like any read (max_rows), whatever it asks for.
    ` limit ${Math.min(modifiers.limit ?? MAX_ROWS, MAX_ROWS)}` +
    `${modifiers.offset !== null ? ` offset ${modifiers.offset}` : ''}`;
  return { rows, relationship };
}

function embed(ctx: SqlContext, parent: Source, item: EmbedItem, path: string[]): string {
  const { rows, relationship } = embedRows(ctx, parent, item, path);
  const row = ctx.nextAlias();
  return isToOne(relationship)
    ? `(select row_to_json(${row}) from (${rows}) as ${row})`
    : `(select coalesce(json_agg(${row}), '[]') from (${rows}) as ${row})`;
}

/**
 * `...rel(a,b)`: the embed's keys become the parent's. From a to-one relationship
 * each is its value (null without a row); from a to-many one (PostgREST 13) each
 * is the array of its values over the embedded rows.
 */
function spread(ctx: SqlContext, parent: Source, item: EmbedItem, path: string[]): string[] {
  const { rows, relationship } = embedRows(ctx, parent, item, path);
  const spreadAlias = ctx.nextAlias();
  // Joined once per parent row (not a subquery per key): `left join lateral`, read by the parent's select.
  const joins = ctx.lateralJoins.get(parent.alias) ?? [];
  ctx.lateralJoins.set(parent.alias, joins);
  if (isToOne(relationship)) {
    joins.push(` left join lateral (${rows}) as ${spreadAlias} on true`);
    return [`${spreadAlias}.*`];
  }
  const row = ctx.nextAlias();
  const keys = outputKeys(ctx, relationship.target, item.items).map(quoteIdent);
  const arrays = keys.map((key) => `coalesce(json_agg(${row}.${key}), '[]') as ${key}`);
  joins.push(` left join lateral (select ${arrays.join(', ')} from (${rows}) as ${row}) as ${spreadAlias} on true`);
  return keys.map((key) => `${spreadAlias}.${key}`);
}

/** The keys a select gives over a relation, in order: what a spread adds to its parent. */
function outputKeys(ctx: SqlContext, relationName: string, items: SelectItem[]): string[] {
  const relation = ctx.cache.relations.get(relationName) as Relation;
  return items.flatMap((item): string[] => {
    switch (item.kind) {
      case 'star':
        return relation.columns.map((column) => column.name);
      case 'column':
        return [item.alias ?? fieldOutputName(item.field)];
      case 'embed':
        if (item.items.length === 0) return [];
        if (!item.spread) return [item.alias ?? item.relation];
        return outputKeys(ctx, findRelationship(ctx.cache, relationName, item.relation, item.hint).target, item.items);
    }
  });
}
