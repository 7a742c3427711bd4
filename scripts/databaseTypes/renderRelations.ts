/** The generated types of tables and views: their rows, what may be inserted and updated, their relationships. */
import type { Catalog, PgColumn, PgForeignKey, PgRelation } from './catalog';
import { byName, literal, objectType, tsType } from './tsTypes';

function renderRelationships(foreignKeys: readonly PgForeignKey[]): string {
  const sorted = [...foreignKeys].sort(
    (a, b) =>
      byName(a.name, b.name) ||
      byName(a.referencedRelation, b.referencedRelation) ||
      byName(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
  );
  return `[${sorted
    .map(
      (key) => `{
        foreignKeyName: ${literal(key.name)}
        columns: ${JSON.stringify(key.columns)}
        isOneToOne: ${key.isOneToOne}
        referencedRelation: ${literal(key.referencedRelation)}
        referencedColumns: ${JSON.stringify(key.referencedColumns)}
      }`,
    )
    .join(',\n')}]`;
}

export function renderTable(relation: PgRelation, columns: readonly PgColumn[], catalog: Catalog): string {
  const typeOf = (column: PgColumn) => tsType(column.typeOid, catalog.types) + (column.isNullable ? ' | null' : '');
  const row = columns.map((column) => `${literal(column.name)}: ${typeOf(column)}`);
  // A generated column is computed by Postgres: writing it is an error, so it is not offered at all.
  const writable = columns.filter((column) => column.generated === '');
  const insert = writable.map((column) => {
    if (column.identity === 'a') return `${literal(column.name)}?: never`;
    const optional = column.isNullable || column.hasDefault || column.identity !== '';
    return `${literal(column.name)}${optional ? '?' : ''}: ${typeOf(column)}`;
  });
  const update = writable.map((column) =>
    column.identity === 'a' ? `${literal(column.name)}?: never` : `${literal(column.name)}?: ${typeOf(column)}`,
  );
  const foreignKeys = catalog.foreignKeys.filter((key) => key.relation === relation.name);
  return `${literal(relation.name)}: {
    Row: ${objectType(row)}
    Insert: ${objectType(insert)}
    Update: ${objectType(update)}
    Relationships: ${renderRelationships(foreignKeys)}
  }`;
}

export function renderView(relation: PgRelation, columns: readonly PgColumn[], catalog: Catalog): string {
  // No migration defines a view yet. A view's rows are typed; its Insert/Update
  // and the relationships PostgREST infers through its base tables are not
  // derived here: extend the generator when the app writes through a view.
  const row = columns.map(
    (column) =>
      `${literal(column.name)}: ${tsType(column.typeOid, catalog.types)}${column.isNullable ? ' | null' : ''}`,
  );
  return `${literal(relation.name)}: {
    Row: ${objectType(row)}
    Relationships: []
  }`;
}
