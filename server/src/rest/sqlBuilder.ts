/**
 * Turns a parsed request into one parameterised statement, as PostgREST does.
 * Every identifier is looked up in the schema cache and quoted; every value the
 * client sent is a bound parameter. The response JSON is built by Postgres
 * (json_agg), so numbers, big integers and timestamps come out exactly.
 *
 * Every statement returns one row: `body` (the JSON text), `page_count` (rows
 * in the body) and, when a count was asked for, `total_count`.
 */
import type {
  ComparisonOperator,
  Condition,
  Field,
  Modifiers,
  OrderTerm,
  ParsedQuery,
  Quantifier,
  SelectItem,
} from './queryGrammar';
import { fieldOutputName } from './queryGrammar';
import { findRelationship, isToOne, type Relationship } from './relationships';
import { RestError } from './restError';
import { EXPOSED_SCHEMA, type Column, type FunctionInfo, type Relation, type SchemaCache } from './schemaCache';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Supabase's `max_rows`: no read returns more rows than this. */
export const MAX_ROWS = 1000;
/**
 * How deep embeds may nest and how many one request may have. PostgREST has no
 * such limits, but embeds nested a few levels deep multiply rows, and on PGlite
 * the whole answer is built in one WebAssembly heap that a runaway query can
 * exhaust before the watchdog ends it. The app needs one level.
 */
export const MAX_EMBED_DEPTH = 3;
export const MAX_EMBEDS = 12;

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

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

/** The select of one level of the result (root or embed) and its path of embed names from the root. */
interface Level {
  items: SelectItem[];
  path: string[];
}

function columnNotFound(source: Source, name: string): RestError {
  return new RestError(400, '42703', `column ${source.name}.${name} does not exist`);
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(name: string): string {
  return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;
}

/** Where the rows of one level come from: a table, a function call, or a write's RETURNING. */
interface Source {
  /** The name errors mention (`column T.x does not exist`). */
  name: string;
  columns: Column[];
  /** The table whose foreign keys embeds follow; null when there is none. */
  table: string | null;
  alias: string;
}

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

export class SqlBuilder {
  private readonly values: unknown[] = [];
  private aliasCount = 0;
  private embedCount = 0;
  private readonly usedEmbedPaths = new Set<string>();
  /** By the alias of the rows they join to. */
  private readonly lateralJoins = new Map<string, string[]>();

  constructor(
    private readonly cache: SchemaCache,
    private readonly query: ParsedQuery,
  ) {}

  /** Binds a value and gives its placeholder, cast to `type` when given (a type name from the catalogue). */
  param(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }

  private statement(sql: string): Statement {
    this.checkEmbeddedModifiersUsed();
    return { sql, params: this.values };
  }

  private nextAlias(): string {
    this.aliasCount += 1;
    return `pgrst_${this.aliasCount}`;
  }

  // ------------------------------------------------------------ identifiers

  private column(source: Source, name: string): Column {
    const column = source.columns.find((candidate) => candidate.name === name);
    if (!column) throw columnNotFound(source, name);
    return column;
  }

  /**
   * A column, or else a computed field: a function of the exposed schema that takes
   * the source's row, called as `fn(row)` (PostgREST writes `row.fn`, the same call).
   */
  private columnOrComputed(source: Source, name: string): { sql: string; column: Column } {
    const column = source.columns.find((candidate) => candidate.name === name);
    if (column) return { sql: `${source.alias}.${quoteIdent(column.name)}`, column };
    const computed = (this.cache.computedFields.get(source.table ?? '') ?? []).find((fn) => fn.name === name);
    if (computed && source.table !== null) {
      // The cast names the row's type where the rows come from a CTE (a write's RETURNING, a function's result).
      return { sql: `${qualified(computed.name)}(${source.alias}::${qualified(source.table)})`, column: computed };
    }
    throw columnNotFound(source, name);
  }

  /** The SQL of a field and the type a value compared with it must have. */
  private field(source: Source, field: Field): { sql: string; type: string } {
    const resolved = this.columnOrComputed(source, field.name);
    const column = resolved.column;
    let sql = resolved.sql;
    for (const step of field.json) {
      const key = typeof step.key === 'number' ? `${step.key}` : this.param(step.key, 'text');
      sql = `(${sql} ${step.arrow} ${key})`;
    }
    const last = field.json[field.json.length - 1];
    const type = last === undefined ? column.type : last.arrow === '->>' ? 'text' : 'jsonb';
    if (last?.arrow === '->') sql = `${sql}::jsonb`;
    return { sql, type };
  }

  // ------------------------------------------------------------ filters

  /**
   * One filter or and/or tree over `source`. `level` is the select at this level: a
   * filter `rel=is.null` / `rel=not.is.null` naming one of its embeds tests whether
   * the embed has a (filter-passing) row, as PostgREST's null filtering on embeds.
   */
  private condition(source: Source, condition: Condition, level: Level | null = null): string {
    if (condition.kind === 'logic') {
      const parts = condition.conditions.map((inner) => this.condition(source, inner, level));
      const joined = `(${parts.join(condition.op === 'and' ? ' and ' : ' or ')})`;
      return condition.negated ? `not ${joined}` : joined;
    }
    const operation = condition.operation;
    const embed = level && this.embedNamed(source, level.items, condition.field);
    if (embed && level && operation.op === 'is' && (operation.value === 'null' || operation.value === 'not_null')) {
      const exists = this.embedExists(source, embed, level.path);
      const sql = operation.value === 'null' ? `not ${exists}` : exists;
      return condition.negated ? `not (${sql})` : `(${sql})`;
    }
    const { sql: left, type } = this.field(source, condition.field);
    if ('quantifier' in operation && operation.quantifier) {
      return this.quantified(left, type, operation.op, operation.quantifier, operation.value, condition.negated);
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
        sql = `${left} ${SIMPLE_OPERATORS[operation.op]} ${this.param(operation.value, type)}`;
        break;
      case 'isdistinct':
        sql = `${left} is distinct from ${this.param(operation.value, type)}`;
        break;
      case 'like':
      case 'ilike':
        sql = `${left}::text ${operation.op} ${this.param(operation.value.replaceAll('*', '%'), 'text')}`;
        break;
      case 'match':
      case 'imatch':
        sql = `${left}::text ${operation.op === 'match' ? '~' : '~*'} ${this.param(operation.value, 'text')}`;
        break;
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        const parser = {
          fts: 'to_tsquery',
          plfts: 'plainto_tsquery',
          phfts: 'phraseto_tsquery',
          wfts: 'websearch_to_tsquery',
        }[operation.op];
        const config = operation.config === null ? '' : `${this.param(operation.config, 'regconfig')}, `;
        const vector = type === 'tsvector' ? left : `to_tsvector(${config}${left}::text)`;
        sql = `${vector} @@ ${parser}(${config}${this.param(operation.value, 'text')})`;
        break;
      }
      case 'is':
        sql = `${left} is ${{ null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[operation.value]}`;
        break;
      case 'in':
        sql =
          operation.values.length === 0
            ? 'false'
            : `${left} in (${operation.values.map((value) => this.param(value, type)).join(', ')})`;
        break;
    }
    return condition.negated ? `not (${sql})` : `(${sql})`;
  }

  /** `col=like(any).{a*,*b}`: the operator against any or all elements of an array literal. */
  private quantified(
    left: string,
    type: string,
    op: ComparisonOperator,
    quantifier: Quantifier,
    value: string,
    negated: boolean,
  ): string {
    let sql: string;
    if (op === 'like' || op === 'ilike') {
      sql = `${left}::text ${op} ${quantifier}(${this.param(value.replaceAll('*', '%'), 'text[]')})`;
    } else if (op === 'match' || op === 'imatch') {
      sql = `${left}::text ${op === 'match' ? '~' : '~*'} ${quantifier}(${this.param(value, 'text[]')})`;
    } else {
      sql = `${left} ${SIMPLE_OPERATORS[op as keyof typeof SIMPLE_OPERATORS]} ${quantifier}(${this.param(value, `${type}[]`)})`;
    }
    return negated ? `not (${sql})` : `(${sql})`;
  }

  private order(source: Source, terms: OrderTerm[]): string {
    if (terms.length === 0) return '';
    const parts = terms.map((term) => {
      const { sql } = this.field(source, term.field);
      return `${sql}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
    });
    return ` order by ${parts.join(', ')}`;
  }

  // ------------------------------------------------------------ select and embeds

  private modifiersAt(path: string[]): Modifiers {
    if (path.length === 0) return this.query.root;
    const key = JSON.stringify(path);
    this.usedEmbedPaths.add(key);
    const found = this.query.embedded.find((entry) => JSON.stringify(entry.path) === key);
    return found?.modifiers ?? { conditions: [], order: [], limit: null, offset: null };
  }

  private checkEmbeddedModifiersUsed(): void {
    for (const entry of this.query.embedded) {
      if (!this.usedEmbedPaths.has(JSON.stringify(entry.path))) {
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
  }

  private selectList(source: Source, items: SelectItem[], path: string[]): string {
    const parts = items.flatMap((item): string[] => {
      switch (item.kind) {
        case 'star':
          return [`${source.alias}.*`];
        case 'column': {
          const name = quoteIdent(item.alias ?? fieldOutputName(item.field));
          const cast = item.cast ? `::${item.cast}` : '';
          if (this.isRowCount(source, item.field)) return [`count(*)${cast} as ${name}`];
          return [`${this.field(source, item.field).sql}${cast} as ${name}`];
        }
        case 'embed': {
          const embedPath = [...path, item.alias ?? item.relation];
          // An empty embed (`clients()`) only filters (with !inner or `clients=not.is.null`,
          // built where the filters are): here it must exist, and has no key of its own.
          if (item.items.length === 0) {
            if (source.table !== null) findRelationship(this.cache, source.table, item.relation, item.hint);
            this.modifiersAt(embedPath);
            return [];
          }
          if (item.spread) return this.spread(source, item, embedPath);
          return [`${this.embed(source, item, embedPath)} as ${quoteIdent(item.alias ?? item.relation)}`];
        }
      }
    });
    return parts.join(', ');
  }

  /**
   * `messages(count)`: `count` that is not a column counts the rows, as PostgREST's
   * `messages.count` does in Postgres (`count(messages)`), even with aggregates disabled.
   */
  private isRowCount(source: Source, field: Field): boolean {
    return (
      field.name === 'count' &&
      field.json.length === 0 &&
      !source.columns.some((column) => column.name === 'count') &&
      !(this.cache.computedFields.get(source.table ?? '') ?? []).some((fn) => fn.name === 'count')
    );
  }

  /** The target of an embed and the WHERE that joins it to its parent and applies its own filters. */
  private embedSource(
    parent: Source,
    item: EmbedItem,
    path: string[],
  ): { source: Source; relationship: Relationship; where: string[]; modifiers: Modifiers } {
    this.embedCount += 1;
    if (path.length > MAX_EMBED_DEPTH || this.embedCount > MAX_EMBEDS) {
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
    const relationship = findRelationship(this.cache, parent.table, item.relation, item.hint);
    const relation = this.cache.relations.get(relationship.target) as Relation;
    const source: Source = {
      name: relation.name,
      columns: relation.columns,
      table: relation.name,
      alias: this.nextAlias(),
    };
    const modifiers = this.modifiersAt(path);
    const where = relationship.join.map(
      ([parentColumn, targetColumn]) =>
        `${source.alias}.${quoteIdent(targetColumn)} = ${parent.alias}.${quoteIdent(parentColumn)}`,
    );
    const { junction } = relationship;
    if (junction) {
      const link = this.nextAlias();
      const pairs = [
        ...junction.parentJoin.map(
          ([column, linkColumn]) => `${link}.${quoteIdent(linkColumn)} = ${parent.alias}.${quoteIdent(column)}`,
        ),
        ...junction.targetJoin.map(
          ([column, linkColumn]) => `${link}.${quoteIdent(linkColumn)} = ${source.alias}.${quoteIdent(column)}`,
        ),
      ];
      where.push(`exists (select 1 from ${qualified(junction.table)} as ${link} where ${pairs.join(' and ')})`);
    }
    const level = { items: item.items, path };
    where.push(...modifiers.conditions.map((condition) => this.condition(source, condition, level)));
    where.push(...this.innerEmbedConditions(source, level));
    return { source, relationship, where, modifiers };
  }

  /** The rows of an embed, shaped by its select, filtered, ordered and paged by its own modifiers. */
  private embedRows(parent: Source, item: EmbedItem, path: string[]): { rows: string; relationship: Relationship } {
    const { source, relationship, where, modifiers } = this.embedSource(parent, item, path);
    const list = this.selectList(source, item.items, path);
    const rows =
      `select ${list} from ${qualified(source.table as string)} as ${source.alias}${this.joinsFor(source.alias)}` +
      ` where ${where.join(' and ')}${this.order(source, modifiers.order)}` +
      // An embedded list is capped like any read (max_rows), whatever it asks for.
      ` limit ${Math.min(modifiers.limit ?? MAX_ROWS, MAX_ROWS)}` +
      `${modifiers.offset !== null ? ` offset ${modifiers.offset}` : ''}`;
    return { rows, relationship };
  }

  private embed(parent: Source, item: EmbedItem, path: string[]): string {
    const { rows, relationship } = this.embedRows(parent, item, path);
    const row = this.nextAlias();
    return isToOne(relationship)
      ? `(select row_to_json(${row}) from (${rows}) as ${row})`
      : `(select coalesce(json_agg(${row}), '[]') from (${rows}) as ${row})`;
  }

  /**
   * `...rel(a,b)`: the embed's keys become the parent's. From a to-one relationship
   * each is its value (null without a row); from a to-many one (PostgREST 13) each
   * is the array of its values over the embedded rows.
   */
  private spread(parent: Source, item: EmbedItem, path: string[]): string[] {
    const { rows, relationship } = this.embedRows(parent, item, path);
    const spread = this.nextAlias();
    // Joined once per parent row (not a subquery per key): `left join lateral`, read by the parent's select.
    const joins = this.lateralJoins.get(parent.alias) ?? [];
    this.lateralJoins.set(parent.alias, joins);
    if (isToOne(relationship)) {
      joins.push(` left join lateral (${rows}) as ${spread} on true`);
      return [`${spread}.*`];
    }
    const row = this.nextAlias();
    const keys = this.outputKeys(relationship.target, item.items).map(quoteIdent);
    const arrays = keys.map((key) => `coalesce(json_agg(${row}.${key}), '[]') as ${key}`);
    joins.push(` left join lateral (select ${arrays.join(', ')} from (${rows}) as ${row}) as ${spread} on true`);
    return keys.map((key) => `${spread}.${key}`);
  }

  /** The lateral joins the select list of the rows aliased `alias` needs (spreads); call after selectList. */
  private joinsFor(alias: string): string {
    return (this.lateralJoins.get(alias) ?? []).join('');
  }

  /** The keys a select gives over a relation, in order: what a spread adds to its parent. */
  private outputKeys(relationName: string, items: SelectItem[]): string[] {
    const relation = this.cache.relations.get(relationName) as Relation;
    return items.flatMap((item): string[] => {
      switch (item.kind) {
        case 'star':
          return relation.columns.map((column) => column.name);
        case 'column':
          return [item.alias ?? fieldOutputName(item.field)];
        case 'embed':
          if (item.items.length === 0) return [];
          if (!item.spread) return [item.alias ?? item.relation];
          return this.outputKeys(
            findRelationship(this.cache, relationName, item.relation, item.hint).target,
            item.items,
          );
      }
    });
  }

  /** `exists (…)` over an embed's filter-passing rows. */
  private embedExists(parent: Source, item: EmbedItem, parentPath: string[]): string {
    const path = [...parentPath, item.alias ?? item.relation];
    const { source, where } = this.embedSource(parent, item, path);
    return `exists (select 1 from ${qualified(source.table as string)} as ${source.alias} where ${where.join(' and ')})`;
  }

  /** The embed of this level a filter's field names, when it names no column of the source. */
  private embedNamed(source: Source, items: SelectItem[], field: Field): EmbedItem | null {
    if (field.json.length > 0 || source.columns.some((column) => column.name === field.name)) return null;
    const found = items.find(
      (item): item is EmbedItem => item.kind === 'embed' && (item.alias ?? item.relation) === field.name,
    );
    return found ?? null;
  }

  /** `rel!inner(…)` keeps only parents with a matching (and filter-passing) embedded row. */
  private innerEmbedConditions(parent: Source, level: Level): string[] {
    return level.items
      .filter((item): item is EmbedItem => item.kind === 'embed' && item.inner)
      .map((item) => this.embedExists(parent, item, level.path));
  }

  private rootWhere(source: Source, withInnerEmbeds: boolean): string {
    const level = { items: this.query.select, path: [] };
    const conditions = this.query.root.conditions.map((condition) => this.condition(source, condition, level));
    if (withInnerEmbeds) conditions.push(...this.innerEmbedConditions(source, level));
    return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  }

  private aggregate(rowsSql: string, singular: boolean, countSql: string | null, extra = ''): string {
    const body = singular ? `(json_agg(pgrst_t) -> 0)::text` : `coalesce(json_agg(pgrst_t), '[]')::text`;
    const total = countSql === null ? '' : `, (${countSql})::text as total_count`;
    return `select ${body} as body, count(*)::int as page_count${total}${extra} from (${rowsSql}) as pgrst_t`;
  }

  // ------------------------------------------------------------ statements

  read(target: ReadTarget, options: ReadOptions): Statement {
    const alias = this.nextAlias();
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
    const list = this.selectList(source, this.query.select, []);
    const where = this.rootWhere(source, true);
    const { limit, offset } = this.page(options.range);
    const rows =
      `select ${list} from ${from} as ${alias}${this.joinsFor(alias)}${where}${this.order(source, this.query.root.order)}` +
      ` limit ${limit}${offset > 0 ? ` offset ${offset}` : ''}`;
    const count = options.count ? `select count(*) from ${from} as ${alias}${where}` : null;
    return this.statement(withCall + this.aggregate(rows, options.singular, count));
  }

  /** The page a read returns: limit/offset, narrowed by a Range header, capped at max_rows. */
  page(range: ReadOptions['range']): { limit: number; offset: number } {
    const offset = this.query.root.offset ?? range?.offset ?? 0;
    const limits = [this.query.root.limit, range?.limit ?? null, MAX_ROWS].filter(
      (value): value is number => value !== null,
    );
    return { limit: Math.min(...limits), offset };
  }

  /** A function that returns a scalar (or a set of scalars): a bare JSON value, or an array. */
  scalarCall(call: FunctionCall): Statement {
    if (this.query.root.conditions.length > 0 || this.query.root.order.length > 0) {
      throw new RestError(400, '42703', `column ${call.fn.name}.${this.firstFieldName()} does not exist`);
    }
    if (call.fn.returnsSet) {
      const { limit, offset } = this.page(null);
      return this.statement(
        `select coalesce(json_agg(pgrst_t.pgrst_value), '[]')::text as body, count(*)::int as page_count` +
          ` from (select pgrst_value from ${call.sql} as pgrst_call(pgrst_value) limit ${limit} offset ${offset}) as pgrst_t`,
      );
    }
    return this.statement(`select to_json(${call.sql})::text as body, 1 as page_count`);
  }

  private firstFieldName(): string {
    const first = this.query.root.conditions[0] ?? null;
    if (first?.kind === 'filter') return first.field.name;
    return this.query.root.order[0]?.field.name ?? '';
  }

  /** A function returning void: called for its effect, no body. */
  voidCall(call: FunctionCall): Statement {
    return this.statement(`select null::text as body, count(*)::int as page_count from ${call.sql} as pgrst_call`);
  }

  insert(relation: Relation, payload: WritePayload, upsert: UpsertOptions | null, options: WriteOptions): Statement {
    const target = `${qualified(relation.name)} as pgrst_w`;
    const columns = payload.columns.map(quoteIdent).join(', ');
    const rowType = `null::${qualified(relation.name)}`;
    let insert: string;
    if (payload.rowKeys) {
      const json = this.param(payload.json, 'json');
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
      insert = `insert into ${target} (${columns}) values ${rows.join(', ')}`;
    } else {
      const json = this.param(payload.json, 'json');
      insert =
        payload.columns.length === 0
          ? `insert into ${target} select from json_populate_recordset(${rowType}, ${json})`
          : `insert into ${target} (${columns}) select ${columns} from json_populate_recordset(${rowType}, ${json})`;
    }
    if (upsert) {
      const conflict = upsert.onConflict.map((name) => quoteIdent(this.column(this.sourceOf(relation), name).name));
      // As PostgREST: every column written is set again, the key included, so a body of
      // only the key still updates (and returns) its row.
      const updates = payload.columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
      if (upsert.resolution === 'ignore-duplicates' || updates.length === 0) {
        insert += ` on conflict (${conflict.join(', ')}) do nothing`;
      } else {
        // Each conflicting row bumps a transaction-local counter, so the answer can tell
        // an upsert that only updated (200) from one that inserted (201).
        insert +=
          ` on conflict (${conflict.join(', ')}) do update set ${updates.join(', ')}` +
          ` where set_config('${UPSERT_UPDATED_SETTING}', (coalesce(nullif(current_setting('${UPSERT_UPDATED_SETTING}', true), '')::int, 0) + 1)::text, true) <> '-1'`;
        return this.written(relation, insert, 'pgrst_w', options, UPSERT_UPDATED_COLUMN);
      }
    }
    return this.written(relation, insert, 'pgrst_w', options);
  }

  update(relation: Relation, payload: WritePayload, options: WriteOptions): Statement {
    const source = this.sourceOf(relation);
    const json = this.param(payload.json, 'json');
    const sets = payload.columns.map(
      (column) =>
        `${quoteIdent(column)} = (json_populate_record(null::${qualified(relation.name)}, ${json} -> 0)).${quoteIdent(column)}`,
    );
    const where = this.requiredWhere(source, 'UPDATE');
    return this.written(
      relation,
      `update ${qualified(relation.name)} as ${source.alias} set ${sets.join(', ')}${where}`,
      source.alias,
      options,
    );
  }

  delete(relation: Relation, options: WriteOptions): Statement {
    const source = this.sourceOf(relation);
    const where = this.requiredWhere(source, 'DELETE');
    return this.written(
      relation,
      `delete from ${qualified(relation.name)} as ${source.alias}${where}`,
      source.alias,
      options,
    );
  }

  private sourceOf(relation: Relation): Source {
    return { name: relation.name, columns: relation.columns, table: relation.name, alias: this.nextAlias() };
  }

  /** Supabase loads safeupdate: an UPDATE or DELETE without a filter is refused. */
  private requiredWhere(source: Source, command: 'UPDATE' | 'DELETE'): string {
    const where = this.rootWhere(source, false);
    if (where === '') throw new RestError(400, '21000', `${command} requires a WHERE clause`);
    return where;
  }

  /**
   * Minimal writes return no rows: RETURNING would need SELECT rights and policies
   * (anon may subscribe to the newsletter but not read it). Representation reads
   * the written rows back through the select list, embeds included.
   */
  private written(relation: Relation, dml: string, alias: string, options: WriteOptions, extra = ''): Statement {
    if (!options.representation) {
      return this.statement(
        `with pgrst_write as (${dml} returning 1) select null::text as body, count(*)::int as page_count${extra} from pgrst_write`,
      );
    }
    const source: Source = {
      name: relation.name,
      columns: relation.columns,
      table: relation.name,
      alias: this.nextAlias(),
    };
    const list = this.selectList(source, this.query.select, []);
    const rows = `select ${list} from pgrst_source as ${source.alias}${this.joinsFor(source.alias)}${this.order(source, this.query.root.order)}`;
    return this.statement(
      `with pgrst_source as (${dml} returning ${alias}.*) ${this.aggregate(rows, options.singular, null, extra)}`,
    );
  }
}
