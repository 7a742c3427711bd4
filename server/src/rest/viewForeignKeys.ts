/**
 * Foreign keys as seen through views: when a view exposes all the columns of a
 * table's foreign key (or of the key it references), PostgREST lets embeds use
 * that foreign key from or to the view, under the same constraint name. This
 * derives those relationships from where each view column comes from.
 */
import type { ForeignKey } from './schemaCache';
import { viewColumnOrigins, type ColumnOrigin } from './viewColumnSources';

/** A relation of the exposed schema as the catalogue describes it. */
export interface CatalogueRelation {
  oid: number;
  name: string;
  /** Attribute number → column name. */
  columns: Map<number, string>;
  /** The view's `_RETURN` rule as text; null for tables. */
  rule: string | null;
}

/** Views over views over views: far deeper than any schema, bounded against cycles. */
const MAX_VIEW_NESTING = 16;

/** For each view, its columns that come (through any number of views) from each base column. */
function baseColumnsOfViews(relations: CatalogueRelation[]): Map<string, Map<string, string[]>> {
  const byOid = new Map(relations.map((relation) => [relation.oid, relation]));
  const origins = new Map<number, Map<number, ColumnOrigin>>();
  for (const relation of relations) {
    if (relation.rule !== null) origins.set(relation.oid, viewColumnOrigins(relation.rule));
  }
  const baseOf = (origin: ColumnOrigin, depth: number): { table: string; column: string } | null => {
    const next = origins.get(origin.relation)?.get(origin.column);
    if (next !== undefined) return depth < MAX_VIEW_NESTING ? baseOf(next, depth + 1) : null;
    const relation = byOid.get(origin.relation);
    const column = relation?.columns.get(origin.column);
    return relation && relation.rule === null && column !== undefined ? { table: relation.name, column } : null;
  };
  // view name → "table\u0000column" → view columns
  const result = new Map<string, Map<string, string[]>>();
  for (const view of relations) {
    const viewOrigins = origins.get(view.oid);
    if (!viewOrigins) continue;
    const sources = new Map<string, string[]>();
    for (const [attnum, origin] of viewOrigins) {
      const base = baseOf(origin, 0);
      const viewColumn = view.columns.get(attnum);
      if (!base || viewColumn === undefined) continue;
      const key = `${base.table}\u0000${base.column}`;
      sources.set(key, [...(sources.get(key) ?? []), viewColumn]);
    }
    result.set(view.name, sources);
  }
  return result;
}

/** Every way a view exposes all of `columns` of `table`: one list of view columns per combination. */
function exposures(sources: Map<string, string[]>, table: string, columns: string[]): string[][] {
  let combinations: string[][] = [[]];
  for (const column of columns) {
    const viewColumns = sources.get(`${table}\u0000${column}`) ?? [];
    combinations = combinations.flatMap((prefix) => viewColumns.map((viewColumn) => [...prefix, viewColumn]));
  }
  return combinations;
}

export function viewForeignKeys(relations: CatalogueRelation[], foreignKeys: ForeignKey[]): ForeignKey[] {
  const views = baseColumnsOfViews(relations);
  const derived: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    const referencing: { table: string; columns: string[] }[] = [{ table: fk.table, columns: fk.columns }];
    const referenced: { table: string; columns: string[] }[] = [{ table: fk.foreignTable, columns: fk.foreignColumns }];
    for (const [view, sources] of views) {
      for (const columns of exposures(sources, fk.table, fk.columns)) referencing.push({ table: view, columns });
      for (const columns of exposures(sources, fk.foreignTable, fk.foreignColumns)) {
        referenced.push({ table: view, columns });
      }
    }
    referencing.forEach((from, fromIndex) =>
      referenced.forEach((to, toIndex) => {
        // Index 0 on both sides is the foreign key itself, already known.
        if (fromIndex === 0 && toIndex === 0) return;
        derived.push({
          constraint: fk.constraint,
          table: from.table,
          columns: from.columns,
          foreignTable: to.table,
          foreignColumns: to.columns,
        });
      }),
    );
  }
  return derived;
}
