/**
 * What PostgREST calls its schema cache: the exposed schema's relations,
 * columns, keys, foreign keys and functions, read once from the catalogue.
 * Every identifier a request names is looked up here before it reaches SQL.
 */
import type { Queryable } from '../db/database';
import { viewForeignKeys, type CatalogueRelation } from './viewForeignKeys';

export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** The type as Postgres spells it without modifiers (`numeric`, `timestamp with time zone`, `text[]`). */
  type: string;
  isArray: boolean;
}

export interface Relation {
  name: string;
  columns: Column[];
  primaryKey: string[];
  /** Column sets with a unique or primary key constraint (for one-to-one embeds). */
  uniqueKeys: string[][];
  /** A view (or materialized view): its foreign keys are those of the tables it shows. */
  isView?: boolean;
}

/**
 * A computed field: a function of the exposed schema taking one row of a
 * relation (`full_name(people)`), selectable, filterable and orderable like a column.
 */
export interface ComputedField {
  name: string;
  /** The relation whose row it takes. */
  relation: string;
  /** Its return type, as Column.type spells types. */
  type: string;
  isArray: boolean;
}

export interface ForeignKey {
  constraint: string;
  /** The referencing side. */
  table: string;
  columns: string[];
  /** The referenced side. */
  foreignTable: string;
  foreignColumns: string[];
}

export interface FunctionParameter {
  /** '' for an unnamed parameter. */
  name: string;
  type: string;
  isArray: boolean;
  /** `VARIADIC`: called with `VARIADIC name := array`. */
  isVariadic?: boolean;
}

export interface FunctionInfo {
  name: string;
  parameters: FunctionParameter[];
  /** How many trailing parameters have defaults. */
  defaults: number;
  volatility: 'immutable' | 'stable' | 'volatile';
  returnsSet: boolean;
  /** The return type's columns when it is a row type (a table, a composite or OUT parameters); null for scalars. */
  returnColumns: Column[] | null;
  /** The table its rows belong to, so they can embed that table's relationships. */
  returnTable: string | null;
  returnsVoid: boolean;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  /** Between tables, and (under the same constraint names) between views exposing their key columns. */
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
  /** By relation name. */
  computedFields: Map<string, ComputedField[]>;
}

interface RawRelation {
  name: string;
  is_view: boolean;
  columns: { name: string; type: string; is_array: boolean }[] | null;
  primary_key: string[] | null;
  unique_keys: string[][] | null;
}

interface RawForeignKey {
  constraint: string;
  table: string;
  columns: string[];
  foreign_table: string;
  foreign_columns: string[];
}

interface RawFunction {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  /** null for a function without parameters (json_agg over no rows). */
  arg_types: { type: string; is_array: boolean }[] | null;
  defaults: number;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  return_type: string;
  return_columns: { name: string; type: string; is_array: boolean }[] | null;
  return_table: string | null;
}

// Each query returns its result as one JSON text, so both engines hand back exactly what Postgres wrote.
const RELATIONS_SQL = `
select coalesce(json_agg(json_build_object(
  'name', c.relname,
  'is_view', c.relkind in ('v', 'm'),
  'columns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null),
                                                'is_array', t.typcategory = 'A') order by a.attnum)
              from pg_attribute a join pg_type t on t.oid = a.atttypid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
  'primary_key', (select json_agg(a.attname order by k.ord)
                  from pg_constraint pk, unnest(pk.conkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                  where pk.conrelid = c.oid and pk.contype = 'p'),
  'unique_keys', (select json_agg((select json_agg(a.attname) from unnest(u.conkey) k(attnum)
                                   join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum))
                  from pg_constraint u where u.conrelid = c.oid and u.contype in ('p', 'u'))
)), '[]')::text as json
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const FOREIGN_KEYS_SQL = `
select coalesce(json_agg(json_build_object(
  'constraint', f.conname,
  'table', c.relname,
  'columns', (select json_agg(a.attname order by k.ord) from unnest(f.conkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.attnum),
  'foreign_table', fc.relname,
  'foreign_columns', (select json_agg(a.attname order by k.ord) from unnest(f.confkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = f.confrelid and a.attnum = k.attnum)
-- In the order the constraints were made: PostgreSQL's scan order is not stable (a full
-- run on PostgreSQL listed two relationships of one table the other way round in a hint).
) order by f.oid), '[]')::text as json
from pg_constraint f
join pg_class c on c.oid = f.conrelid join pg_namespace n on n.oid = c.relnamespace
join pg_class fc on fc.oid = f.confrelid join pg_namespace fn on fn.oid = fc.relnamespace
where f.contype = 'f' and n.nspname = $1 and fn.nspname = $1`;

const FUNCTIONS_SQL = `
select coalesce(json_agg(json_build_object(
  'name', p.proname,
  'arg_names', p.proargnames,
  'arg_modes', p.proargmodes::text[],
  'arg_types', (select json_agg(json_build_object('name', '', 'type', format_type(t.oid, null),
                                                  'is_array', t.typcategory = 'A') order by u.ord)
                from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, ord)
                join pg_type t on t.oid = u.oid),
  'defaults', p.pronargdefaults,
  'volatility', p.provolatile,
  'returns_set', p.proretset,
  'return_type', format_type(p.prorettype, null),
  'return_columns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null),
                                                       'is_array', at.typcategory = 'A') order by a.attnum)
                     from pg_type rt join pg_attribute a on a.attrelid = rt.typrelid
                     join pg_type at on at.oid = a.atttypid
                     where rt.oid = p.prorettype and rt.typrelid <> 0 and a.attnum > 0 and not a.attisdropped),
  'return_table', (select rc.relname from pg_type rt join pg_class rc on rc.oid = rt.typrelid
                   join pg_namespace rn on rn.oid = rc.relnamespace
                   where rt.oid = p.prorettype and rn.nspname = $1 and rc.relkind <> 'c')
)), '[]')::text as json
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`;

// What tracing view columns to their tables needs: attribute numbers and each view's rule.
const CATALOGUE_RELATIONS_SQL = `
select coalesce(json_agg(json_build_object(
  'oid', c.oid::int8,
  'name', c.relname,
  'columns', (select json_agg(json_build_array(a.attnum, a.attname)) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
  'rule', (select r.ev_action::text from pg_rewrite r where r.ev_class = c.oid and r.rulename = '_RETURN')
)), '[]')::text as json
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

// Functions of one argument, a row of a relation of the same schema; set-returning ones are not fields.
const COMPUTED_FIELDS_SQL = `
select coalesce(json_agg(json_build_object(
  'name', p.proname,
  'relation', c.relname,
  'type', format_type(p.prorettype, null),
  'is_array', t.typcategory = 'A'
)), '[]')::text as json
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
join pg_class c on c.reltype = p.proargtypes[0] join pg_namespace cn on cn.oid = c.relnamespace
join pg_type t on t.oid = p.prorettype
where n.nspname = $1 and cn.nspname = $1 and p.prokind = 'f' and p.pronargs = 1 and not p.proretset`;

interface RawCatalogueRelation {
  oid: number;
  name: string;
  columns: [number, string][] | null;
  rule: string | null;
}

interface RawComputedField {
  name: string;
  relation: string;
  type: string;
  is_array: boolean;
}

async function readJson<T>(db: Queryable, sql: string): Promise<T> {
  const { rows } = await db.query<{ json: string }>(sql, [EXPOSED_SCHEMA]);
  return JSON.parse(rows[0]?.json ?? '[]') as T;
}

function toColumns(raw: { name: string; type: string; is_array: boolean }[] | null): Column[] {
  return (raw ?? []).map((column) => ({ name: column.name, type: column.type, isArray: column.is_array }));
}

/** A function's input parameters and, for TABLE/OUT functions, its output columns. */
function describeFunction(raw: RawFunction): FunctionInfo {
  const parameters: FunctionParameter[] = [];
  const outColumns: Column[] = [];
  (raw.arg_types ?? []).forEach((argType, index) => {
    const mode = raw.arg_modes?.[index] ?? 'i';
    const name = raw.arg_names?.[index] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      parameters.push({ name, type: argType.type, isArray: argType.is_array, isVariadic: mode === 'v' });
    }
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outColumns.push({ name, type: argType.type, isArray: argType.is_array });
    }
  });
  const volatility = ({ i: 'immutable', s: 'stable', v: 'volatile' } as const)[raw.volatility];
  const returnColumns = raw.return_columns ? toColumns(raw.return_columns) : outColumns.length > 0 ? outColumns : null;
  return {
    name: raw.name,
    parameters,
    defaults: raw.defaults,
    volatility,
    returnsSet: raw.returns_set,
    returnColumns,
    returnTable: raw.return_table,
    returnsVoid: raw.return_type === 'void',
  };
}

export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const relations = await readJson<RawRelation[]>(db, RELATIONS_SQL);
  const foreignKeys = await readJson<RawForeignKey[]>(db, FOREIGN_KEYS_SQL);
  const functions = await readJson<RawFunction[]>(db, FUNCTIONS_SQL);
  const catalogue = await readJson<RawCatalogueRelation[]>(db, CATALOGUE_RELATIONS_SQL);
  const computedFields = await readJson<RawComputedField[]>(db, COMPUTED_FIELDS_SQL);
  const cache: SchemaCache = { relations: new Map(), foreignKeys: [], functions: new Map(), computedFields: new Map() };
  for (const raw of relations) {
    cache.relations.set(raw.name, {
      name: raw.name,
      columns: toColumns(raw.columns),
      primaryKey: raw.primary_key ?? [],
      uniqueKeys: raw.unique_keys ?? [],
      isView: raw.is_view,
    });
  }
  const tableForeignKeys = foreignKeys.map((fk) => ({
    constraint: fk.constraint,
    table: fk.table,
    columns: fk.columns,
    foreignTable: fk.foreign_table,
    foreignColumns: fk.foreign_columns,
  }));
  const catalogueRelations: CatalogueRelation[] = catalogue.map((raw) => ({
    oid: raw.oid,
    name: raw.name,
    columns: new Map(raw.columns ?? []),
    rule: raw.rule,
  }));
  cache.foreignKeys = [...tableForeignKeys, ...viewForeignKeys(catalogueRelations, tableForeignKeys)];
  for (const raw of computedFields) {
    const field: ComputedField = { name: raw.name, relation: raw.relation, type: raw.type, isArray: raw.is_array };
    cache.computedFields.set(raw.relation, [...(cache.computedFields.get(raw.relation) ?? []), field]);
  }
  for (const raw of functions) {
    const info = describeFunction(raw);
    cache.functions.set(info.name, [...(cache.functions.get(info.name) ?? []), info]);
  }
  return cache;
}
