/**
 * How an embedded resource is joined to the rows it hangs from: the related
 * table found through a foreign key (or a junction table), its own filters, and
 * the filters a parent gets from its embeds: `rel!inner(…)`, `rel=is.null` and
 * `rel=not.is.null` keep only the parents with (or without) a matching row.
 */
import {
  emptyModifiers,
  type Condition,
  type Field,
  type Modifiers,
  type SelectItem,
} from '../queryGrammar/syntaxTree';
import { findRelationship, type Relationship } from '../relationships';
import { RestError } from '../restError';
import type { Relation } from '../schemaCache';
import { conditionSql, type EmbedFilter } from './filterSql';
import { qualified, quoteIdent, type Source, type SqlContext, type Statement } from './sqlContext';

/**
 * How deep embeds may nest and how many one request may have. PostgREST has no
 * such limits, but embeds nested a few levels deep multiply rows, and on PGlite
 * the whole answer is built in one WebAssembly heap that a runaway query can
 * exhaust before the watchdog ends it. The app needs one level.
 */
export const MAX_EMBED_DEPTH = 3;
export const MAX_EMBEDS = 12;

export type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

/** The select of one level of the result (root or embed) and its path of embed names from the root. */
export interface Level {
  items: SelectItem[];
  path: string[];
}

/** The modifiers (filters, order, limit, offset) the query gives the embed at `path`, or the root's. */
export function modifiersAt(ctx: SqlContext, path: string[]): Modifiers {
  if (path.length === 0) return ctx.query.root;
  const key = JSON.stringify(path);
  ctx.usedEmbedPaths.add(key);
  const found = ctx.query.embedded.find((entry) => JSON.stringify(entry.path) === key);
  return found?.modifiers ?? emptyModifiers();
}

/** The finished statement, once every embed the query gives modifiers to has been found in the select. */
export function statementOf(ctx: SqlContext, sql: string): Statement {
  for (const entry of ctx.query.embedded) {
    if (!ctx.usedEmbedPaths.has(JSON.stringify(entry.path))) {
      const name = entry.path[entry.path.length - 1] as string;
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the select query parameter.`,
      );
    }
  }
  return { sql, params: ctx.values };
}

/** The target of an embed and the WHERE that joins it to its parent and applies its own filters. */
export function embedSource(
  ctx: SqlContext,
  parent: Source,
  item: EmbedItem,
  path: string[],
): { source: Source; relationship: Relationship; where: string[]; modifiers: Modifiers } {
  ctx.embedCount += 1;
  if (path.length > MAX_EMBED_DEPTH || ctx.embedCount > MAX_EMBEDS) {
    throw new RestError(
      400,
      'PGRST100',
      `Embedding is limited to ${MAX_EMBED_DEPTH} levels and ${MAX_EMBEDS} resources per request`,
      `'${path.join('.')}' goes beyond that`,
    );
  }
  if (parent.table === null) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${item.relation}' in the schema cache`,
    );
  }
  const relationship = findRelationship(ctx.cache, parent.table, item.relation, item.hint);
  const source = ctx.relationSource(ctx.cache.relations.get(relationship.target) as Relation);
  const modifiers = modifiersAt(ctx, path);
  const where = relationship.join.map(
    ([parentColumn, targetColumn]) =>
      `${source.alias}.${quoteIdent(targetColumn)} = ${parent.alias}.${quoteIdent(parentColumn)}`,
  );
  const junction = junctionCondition(ctx, parent, source, relationship);
  if (junction !== null) where.push(junction);
  const level = { items: item.items, path };
  where.push(...conditionsAt(ctx, source, modifiers.conditions, level));
  where.push(...innerEmbedConditions(ctx, source, level));
  return { source, relationship, where, modifiers };
}

/** For a many-to-many embed: a row of the junction table links the parent to the target. */
function junctionCondition(ctx: SqlContext, parent: Source, target: Source, relationship: Relationship): string | null {
  const { junction } = relationship;
  if (!junction) return null;
  const link = ctx.nextAlias();
  const pairs = [
    ...junction.parentJoin.map(
      ([column, linkColumn]) => `${link}.${quoteIdent(linkColumn)} = ${parent.alias}.${quoteIdent(column)}`,
    ),
    ...junction.targetJoin.map(
      ([column, linkColumn]) => `${link}.${quoteIdent(linkColumn)} = ${target.alias}.${quoteIdent(column)}`,
    ),
  ];
  return `exists (select 1 from ${qualified(junction.table)} as ${link} where ${pairs.join(' and ')})`;
}

/** The filters of one level, where `rel=is.null` naming one of its embeds tests that embed's rows. */
function conditionsAt(ctx: SqlContext, source: Source, conditions: Condition[], level: Level): string[] {
  const embedFilter: EmbedFilter = (filter) => {
    const operation = filter.operation;
    const embed = embedNamed(source, level.items, filter.field);
    if (!embed || operation.op !== 'is' || (operation.value !== 'null' && operation.value !== 'not_null')) {
      return null;
    }
    const exists = embedExists(ctx, source, embed, level.path);
    const sql = operation.value === 'null' ? `not ${exists}` : exists;
    return filter.negated ? `not (${sql})` : `(${sql})`;
  };
  return conditions.map((condition) => conditionSql(ctx, source, condition, embedFilter));
}

/** `exists (…)` over an embed's filter-passing rows. */
function embedExists(ctx: SqlContext, parent: Source, item: EmbedItem, parentPath: string[]): string {
  const path = [...parentPath, item.alias ?? item.relation];
  const { source, where } = embedSource(ctx, parent, item, path);
  return `exists (select 1 from ${qualified(source.table as string)} as ${source.alias} where ${where.join(' and ')})`;
}

/** The embed of this level a filter's field names, when it names no column of the source. */
function embedNamed(source: Source, items: SelectItem[], field: Field): EmbedItem | null {
  if (field.json.length > 0 || source.columns.some((column) => column.name === field.name)) return null;
  const found = items.find(
    (item): item is EmbedItem => item.kind === 'embed' && (item.alias ?? item.relation) === field.name,
  );
  return found ?? null;
}

/** `rel!inner(…)` keeps only parents with a matching (and filter-passing) embedded row. */
function innerEmbedConditions(ctx: SqlContext, parent: Source, level: Level): string[] {
  return level.items
    .filter((item): item is EmbedItem => item.kind === 'embed' && item.inner)
    .map((item) => embedExists(ctx, parent, item, level.path));
}

/** The WHERE of the root rows: the query's filters and, for reads, its inner embeds. */
export function rootWhere(ctx: SqlContext, source: Source, withInnerEmbeds: boolean): string {
  const level = { items: ctx.query.select, path: [] };
  const conditions = conditionsAt(ctx, source, ctx.query.root.conditions, level);
  if (withInnerEmbeds) conditions.push(...innerEmbedConditions(ctx, source, level));
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}
