/**
 * What the type generator reads back from pg_catalog about the `public`
 * schema the migrations build: types, tables and views with their columns,
 * foreign keys, functions and composite types.
 */
import type { Queryable } from '../../server/src/db/database';

/** The only schema the app reaches through the API, as `supabase gen types --schema public`. */
export const SCHEMA = 'public';

/** One pg_type entry: enough to turn any column, argument or result type into TypeScript. */
export interface PgType {
  oid: number;
  name: string;
  schema: string;
  /** typtype: b base, c composite (table rows too), d domain, e enum, p pseudo, r range, m multirange. */
  kind: string;
  /** The element type of an array type, else 0. */
  elementOid: number;
  /** The underlying type of a domain, else 0. */
  baseOid: number;
  /** relkind of the relation a composite type is the row of: r/p table, f foreign, v/m view, c standalone type. */
  relationKind: string | null;
  relationName: string | null;
  /** An enum's labels in their declared order (empty for other types). */
  labels: string[];
}

export interface PgRelation {
  oid: number;
  name: string;
  /** r/p table, f foreign table, v view, m materialized view. */
  kind: string;
}

export interface PgColumn {
  relationOid: number;
  name: string;
  typeOid: number;
  isNullable: boolean;
  hasDefault: boolean;
  /** attidentity: 'a' GENERATED ALWAYS, 'd' BY DEFAULT, '' not an identity column. */
  identity: string;
  /** attgenerated: 's' a stored generated column, '' otherwise. */
  generated: string;
}

export interface PgForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface PgFunction {
  name: string;
  returnsSet: boolean;
  returnTypeOid: number;
  /** How many of the trailing input arguments have defaults (pronargdefaults). */
  defaultCount: number;
  argumentNames: string[];
  /** proargmodes: i in, o out, b inout, v variadic, t a `returns table` column; empty means all in. */
  argumentModes: string[];
  argumentTypeOids: number[];
}

export interface PgCompositeAttribute {
  typeName: string;
  name: string;
  typeOid: number;
}

export interface Catalog {
  types: Map<number, PgType>;
  relations: PgRelation[];
  columns: PgColumn[];
  foreignKeys: PgForeignKey[];
  functions: PgFunction[];
  compositeAttributes: PgCompositeAttribute[];
}

export const TABLE_KINDS = ['r', 'p', 'f'];
export const VIEW_KINDS = ['v', 'm'];

export async function readCatalog(db: Queryable): Promise<Catalog> {
  const schema = [SCHEMA];
  const types = await db.query<PgType>(
    `select t.oid::int as "oid", t.typname::text as "name", n.nspname::text as "schema", t.typtype::text as "kind",
            case when t.typcategory = 'A' then t.typelem::int else 0 end as "elementOid",
            t.typbasetype::int as "baseOid", c.relkind::text as "relationKind", c.relname::text as "relationName",
            coalesce((select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_enum e
                      where e.enumtypid = t.oid), '{}') as "labels"
     from pg_type t
     join pg_namespace n on n.oid = t.typnamespace
     left join pg_class c on c.oid = t.typrelid`,
  );
  const relations = await db.query<PgRelation>(
    `select c.oid::int as "oid", c.relname::text as "name", c.relkind::text as "kind"
     from pg_class c
     where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    schema,
  );
  const columns = await db.query<PgColumn>(
    `select a.attrelid::int as "relationOid", a.attname::text as "name", a.atttypid::int as "typeOid",
            not a.attnotnull as "isNullable", a.atthasdef as "hasDefault",
            a.attidentity::text as "identity", a.attgenerated::text as "generated"
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
       and a.attnum > 0 and not a.attisdropped`,
    schema,
  );
  // Only keys between two tables of the schema, as supabase gen types lists them:
  // a key to auth.users is not a relationship the API can embed.
  const foreignKeys = await db.query<PgForeignKey>(
    `select con.conname::text as "name", src.relname::text as "relation", dst.relname::text as "referencedRelation",
            array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, position)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                  order by k.position) as "columns",
            array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, position)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                  order by k.position) as "referencedColumns",
            -- One-to-one when the referencing columns are themselves unique (a primary key or unique index on exactly them).
            exists (select 1 from pg_index i
                    where i.indrelid = con.conrelid and i.indisunique and i.indpred is null and i.indexprs is null
                      and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                        = (select array_agg(x order by x) from unnest(con.conkey) x)) as "isOneToOne"
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid
     join pg_class dst on dst.oid = con.confrelid
     where con.contype = 'f' and src.relnamespace = $1::regnamespace and dst.relnamespace = $1::regnamespace`,
    schema,
  );
  // What the API can call: trigger functions, and helpers that anon and
  // authenticated may not execute (revoked), are not part of the client's types.
  const functions = await db.query<PgFunction>(
    `select p.proname::text as "name", p.proretset as "returnsSet", p.prorettype::int as "returnTypeOid",
            p.pronargdefaults::int as "defaultCount",
            coalesce(p.proargnames, '{}')::text[] as "argumentNames",
            coalesce(p.proargmodes::text[], '{}') as "argumentModes",
            coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as "argumentTypeOids"
     from pg_proc p
     where p.pronamespace = $1::regnamespace and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
       and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
     order by p.proname, pg_get_function_identity_arguments(p.oid)`,
    schema,
  );
  const compositeAttributes = await db.query<PgCompositeAttribute>(
    `select t.typname::text as "typeName", a.attname::text as "name", a.atttypid::int as "typeOid"
     from pg_type t
     join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where t.typnamespace = $1::regnamespace
     order by t.typname, a.attnum`,
    schema,
  );
  return {
    types: new Map(types.rows.map((type) => [type.oid, type])),
    relations: relations.rows,
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    functions: functions.rows,
    compositeAttributes: compositeAttributes.rows,
  };
}
