/**
 * Turns a parsed request into one parameterised statement, as PostgREST does.
 * Every identifier is looked up in the schema cache and quoted; every value the
 * client sent is a bound parameter. The response JSON is built by Postgres
 * (json_agg), so numbers, big integers and timestamps come out exactly.
 *
 * Every statement returns one row: `body` (the JSON text), `page_count` (rows
 * in the body) and, when a count was asked for, `total_count`.
 */
import type { Condition, Field, Modifiers, OrderTerm, ParsedQuery, SelectItem } from './queryGrammar';
import { fieldOutputName } from './queryGrammar';
import { findRelationship } from './relationships';
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
 * such limits, but here one query runs on PGlite in the server's own thread
 * (no statement timeout), and embeds nested a few levels deep multiply rows
 * until the process runs out of memory. The app needs one level.
 */
export const MAX_EMBED_DEPTH = 3;
export const MAX_EMBEDS = 12;

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

export class SqlBuilder {
  private readonly values: unknown[] = [];
  private aliasCount = 0;
  private embedCount = 0;
  private readonly usedEmbedPaths = new Set<string>();

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
    if (!column) {
      throw new RestError(400, '42703', `column ${source.name}.${name} does not exist`);
    }
    return column;
  }

  /** The SQL of a field and the type a value compared with it must have. */
  private field(source: Source, field: Field): { sql: string; type: string } {
    const column = this.column(source, field.name);
    let sql = `${source.alias}.${quoteIdent(column.name)}`;
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

  private condition(source: Source, condition: Condition): string {
    if (condition.kind === 'logic') {
      const parts = condition.conditions.map((inner) => this.condition(source, inner));
      const joined = `(${parts.join(condition.op === 'and' ? ' and ' : ' or ')})`;
      return condition.negated ? `not ${joined}` : joined;
    }
    const { sql: left, type } = this.field(source, condition.field);
    const operation = condition.operation;
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
      case 'ov': {
        const operator = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', cs: '@>', cd: '<@', ov: '&&' }[
          operation.op
        ];
        sql = `${left} ${operator} ${this.param(operation.value, type)}`;
        break;
      }
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
    const parts = items.map((item) => {
      switch (item.kind) {
        case 'star':
          return `${source.alias}.*`;
        case 'column': {
          const { sql } = this.field(source, item.field);
          const cast = item.cast ? `::${item.cast}` : '';
          return `${sql}${cast} as ${quoteIdent(item.alias ?? fieldOutputName(item.field))}`;
        }
        case 'embed':
          return `${this.embed(source, item, path)} as ${quoteIdent(item.alias ?? item.relation)}`;
      }
    });
    return parts.length === 0 ? '' : parts.join(', ');
  }

  /** The target of an embed and the WHERE that joins it to its parent and applies its own filters. */
  private embedSource(
    parent: Source,
    item: Extract<SelectItem, { kind: 'embed' }>,
    path: string[],
  ): { source: Source; cardinality: string; where: string[]; modifiers: Modifiers } {
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
    where.push(...modifiers.conditions.map((condition) => this.condition(source, condition)));
    where.push(...this.innerEmbedConditions(source, item.items, path));
    return { source, cardinality: relationship.cardinality, where, modifiers };
  }

  private embed(parent: Source, item: Extract<SelectItem, { kind: 'embed' }>, parentPath: string[]): string {
    const path = [...parentPath, item.alias ?? item.relation];
    const { source, cardinality, where, modifiers } = this.embedSource(parent, item, path);
    const list = this.selectList(source, item.items, path);
    const rows =
      `select ${list} from ${qualified(source.table as string)} as ${source.alias}` +
      ` where ${where.join(' and ')}${this.order(source, modifiers.order)}` +
      // An embedded list is capped like any read (max_rows), whatever it asks for.
      ` limit ${Math.min(modifiers.limit ?? MAX_ROWS, MAX_ROWS)}` +
      `${modifiers.offset !== null ? ` offset ${modifiers.offset}` : ''}`;
    const row = this.nextAlias();
    return cardinality === 'one-to-many'
      ? `(select coalesce(json_agg(${row}), '[]') from (${rows}) as ${row})`
      : `(select row_to_json(${row}) from (${rows}) as ${row})`;
  }

  /** `rel!inner(…)` keeps only parents with a matching (and filter-passing) embedded row. */
  private innerEmbedConditions(parent: Source, items: SelectItem[], parentPath: string[]): string[] {
    const conditions: string[] = [];
    for (const item of items) {
      if (item.kind !== 'embed' || !item.inner) continue;
      const path = [...parentPath, item.alias ?? item.relation];
      const { source, where } = this.embedSource(parent, item, path);
      conditions.push(
        `exists (select 1 from ${qualified(source.table as string)} as ${source.alias} where ${where.join(' and ')})`,
      );
    }
    return conditions;
  }

  private rootWhere(source: Source, withInnerEmbeds: boolean): string {
    const conditions = this.query.root.conditions.map((condition) => this.condition(source, condition));
    if (withInnerEmbeds) conditions.push(...this.innerEmbedConditions(source, this.query.select, []));
    return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  }

  private aggregate(rowsSql: string, singular: boolean, countSql: string | null): string {
    const body = singular ? `(json_agg(pgrst_t) -> 0)::text` : `coalesce(json_agg(pgrst_t), '[]')::text`;
    const total = countSql === null ? '' : `, (${countSql})::text as total_count`;
    return `select ${body} as body, count(*)::int as page_count${total} from (${rowsSql}) as pgrst_t`;
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
    const from = target.kind === 'relation' ? qualified(target.relation.name) : target.call.sql;
    const list = this.selectList(source, this.query.select, []);
    const where = this.rootWhere(source, true);
    const { limit, offset } = this.page(options.range);
    const rows =
      `select ${list} from ${from} as ${alias}${where}${this.order(source, this.query.root.order)}` +
      ` limit ${limit}${offset > 0 ? ` offset ${offset}` : ''}`;
    const count = options.count ? `select count(*) from ${from} as ${alias}${where}` : null;
    return this.statement(this.aggregate(rows, options.singular, count));
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
      const updates = payload.columns
        .filter((column) => !upsert.onConflict.includes(column))
        .map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
      insert +=
        upsert.resolution === 'ignore-duplicates' || updates.length === 0
          ? ` on conflict (${conflict.join(', ')}) do nothing`
          : ` on conflict (${conflict.join(', ')}) do update set ${updates.join(', ')}`;
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
  private written(relation: Relation, dml: string, alias: string, options: WriteOptions): Statement {
    if (!options.representation) {
      return this.statement(
        `with pgrst_write as (${dml} returning 1) select null::text as body, count(*)::int as page_count from pgrst_write`,
      );
    }
    const source: Source = {
      name: relation.name,
      columns: relation.columns,
      table: relation.name,
      alias: this.nextAlias(),
    };
    const list = this.selectList(source, this.query.select, []);
    const rows = `select ${list} from pgrst_source as ${source.alias}${this.order(source, this.query.root.order)}`;
    return this.statement(
      `with pgrst_source as (${dml} returning ${alias}.*) ${this.aggregate(rows, options.singular, null)}`,
    );
  }
}
