/**
 * How an embedded resource (`select=*,MentoriaDatabase(*)`) is joined to its
 * parent: PostgREST's relationship detection through foreign keys (of tables,
 * and of views that expose a foreign key's columns), including many-to-many
 * through a junction table, and its rules for naming and hinting one.
 */
import { RestError } from './restError';
import { EXPOSED_SCHEMA, type ForeignKey, type SchemaCache } from './schemaCache';

/** A table whose primary key holds two foreign keys, joining the two tables they reference. */
export interface Junction {
  table: string;
  /** The junction's foreign key to the parent, and (parent column, junction column) pairs. */
  parentConstraint: string;
  parentJoin: [string, string][];
  /** The junction's foreign key to the target, and (target column, junction column) pairs. */
  targetConstraint: string;
  targetJoin: [string, string][];
}

export interface Relationship {
  /** Many-to-one and one-to-one give an object (or null); one-to-many and many-to-many give an array. */
  cardinality: 'many-to-one' | 'one-to-one' | 'one-to-many' | 'many-to-many';
  parent: string;
  target: string;
  /** The foreign key's constraint (for many-to-many, the junction's name). */
  constraint: string;
  /** Pairs of (parent column, target column) that must be equal; empty through a junction. */
  join: [string, string][];
  junction: Junction | null;
}

export function isToOne(relationship: Relationship): boolean {
  return relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function isUnique(cache: SchemaCache, table: string, columns: string[]): boolean {
  return (cache.relations.get(table)?.uniqueKeys ?? []).some((key) => sameColumns(key, columns));
}

/** Every relationship that starts at `parent`: each foreign key in both directions, and each junction. */
function relationshipsFrom(cache: SchemaCache, parent: string): Relationship[] {
  const found: Relationship[] = [];
  const pairs = (fk: ForeignKey) =>
    fk.columns.map((column, index): [string, string] => [column, fk.foreignColumns[index] as string]);
  for (const fk of cache.foreignKeys) {
    const unique = isUnique(cache, fk.table, fk.columns);
    if (fk.table === parent) {
      found.push({
        cardinality: unique ? 'one-to-one' : 'many-to-one',
        parent,
        target: fk.foreignTable,
        constraint: fk.constraint,
        join: pairs(fk),
        junction: null,
      });
    }
    if (fk.foreignTable === parent) {
      found.push({
        cardinality: unique ? 'one-to-one' : 'one-to-many',
        parent,
        target: fk.table,
        constraint: fk.constraint,
        join: pairs(fk).map(([child, parentColumn]): [string, string] => [parentColumn, child]),
        junction: null,
      });
    }
  }
  // A junction: one table with a foreign key to the parent and another to the target, both inside its primary key.
  for (const toParent of cache.foreignKeys) {
    if (toParent.foreignTable !== parent) continue;
    const junction = cache.relations.get(toParent.table);
    if (!junction || junction.isView) continue;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget.table !== junction.name || toTarget.constraint === toParent.constraint) continue;
      if (![...toParent.columns, ...toTarget.columns].every((column) => junction.primaryKey.includes(column))) continue;
      found.push({
        cardinality: 'many-to-many',
        parent,
        target: toTarget.foreignTable,
        constraint: junction.name,
        join: [],
        junction: {
          table: junction.name,
          parentConstraint: toParent.constraint,
          parentJoin: pairs(toParent).map(([junctionColumn, parentColumn]) => [parentColumn, junctionColumn]),
          targetConstraint: toTarget.constraint,
          targetJoin: pairs(toTarget).map(([junctionColumn, targetColumn]) => [targetColumn, junctionColumn]),
        },
      });
    }
  }
  return found;
}

/** The parent-side column of a single-column foreign key (`client_id` in projects → clients). */
function singleOwnColumn(relationship: Relationship): string | null {
  return relationship.join.length === 1 ? (relationship.join[0] as [string, string])[0] : null;
}

/** The target-side column of a single-column foreign key. */
function singleTargetColumn(relationship: Relationship): string | null {
  return relationship.join.length === 1 ? (relationship.join[0] as [string, string])[1] : null;
}

/** The column that holds the foreign key, whichever side it is on. */
function foreignKeyColumn(relationship: Relationship): string | null {
  return relationship.cardinality === 'one-to-many' ? singleTargetColumn(relationship) : singleOwnColumn(relationship);
}

/** The referenced column, whichever side it is on. */
function referencedColumn(relationship: Relationship): string | null {
  return relationship.cardinality === 'one-to-many' ? singleOwnColumn(relationship) : singleTargetColumn(relationship);
}

/**
 * Whether `name!hint` designates this relationship, by PostgREST's rules: the target
 * is the table or view; or, without a hint, a table's constraint or foreign-key column.
 * A hint names the constraint, a column on either side, or a many-to-many junction.
 */
function designates(cache: SchemaCache, relationship: Relationship, name: string, hint: string | null): boolean {
  const isSelf = relationship.parent === relationship.target;
  const isManyToOne = relationship.cardinality === 'many-to-one';
  const isOneToMany = relationship.cardinality === 'one-to-many';
  if (isSelf) {
    // One foreign key gives two relationships to the same table: the table's name means
    // its children (one-to-many), the foreign-key column means its parent (many-to-one).
    if (hint === null) {
      return (name === relationship.target && isOneToMany) || (isManyToOne && singleOwnColumn(relationship) === name);
    }
    return name === relationship.target && isOneToMany && foreignKeyColumn(relationship) === hint;
  }
  const direct = relationship.junction === null;
  if (hint === null) {
    const targetIsView = cache.relations.get(relationship.target)?.isView === true;
    return (
      name === relationship.target ||
      (direct && !targetIsView && (relationship.constraint === name || singleOwnColumn(relationship) === name))
    );
  }
  if (name !== relationship.target) return false;
  if (!direct) return relationship.constraint === hint;
  return (
    relationship.constraint === hint ||
    foreignKeyColumn(relationship) === hint ||
    referencedColumn(relationship) === hint
  );
}

function describe(relationship: Relationship): { cardinality: string; embedding: string; relationship: string } {
  const list = (columns: string[]) => `(${columns.join(', ')})`;
  const { junction } = relationship;
  return {
    cardinality: relationship.cardinality,
    embedding: `${relationship.parent} with ${relationship.target}`,
    relationship: junction
      ? `${junction.table} using ${junction.parentConstraint}${list(junction.parentJoin.map(([, column]) => column))}` +
        ` and ${junction.targetConstraint}${list(junction.targetJoin.map(([, column]) => column))}`
      : `${relationship.constraint} using ${relationship.parent}${list(relationship.join.map(([column]) => column))}` +
        ` and ${relationship.target}${list(relationship.join.map(([, column]) => column))}`,
  };
}

export function findRelationship(cache: SchemaCache, parent: string, name: string, hint: string | null): Relationship {
  const candidates = relationshipsFrom(cache, parent).filter((relationship) =>
    designates(cache, relationship, name, hint),
  );
  if (candidates.length === 1) return candidates[0] as Relationship;
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    candidates.map(describe),
    `Try changing '${name}' to one of the following: ${candidates.map((candidate) => `'${candidate.target}!${candidate.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
