/**
 * How an embedded resource (`select=*,MentoriaDatabase(*)`) is joined to its
 * parent: PostgREST's relationship detection through foreign keys.
 */
import { RestError } from './restError';
import { EXPOSED_SCHEMA, type ForeignKey, type SchemaCache } from './schemaCache';

export interface Relationship {
  /** Many-to-one and one-to-one give an object (or null); one-to-many gives an array. */
  cardinality: 'many-to-one' | 'one-to-one' | 'one-to-many';
  target: string;
  constraint: string;
  /** Pairs of (parent column, target column) that must be equal. */
  join: [string, string][];
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function isUnique(cache: SchemaCache, table: string, columns: string[]): boolean {
  return (cache.relations.get(table)?.uniqueKeys ?? []).some((key) => sameColumns(key, columns));
}

/** Whether a `!hint` names this foreign key: its constraint, or its (single) column on either side. */
function matchesHint(fk: ForeignKey, hint: string): boolean {
  return fk.constraint === hint || (fk.columns.length === 1 && fk.columns[0] === hint) || fk.foreignTable === hint;
}

export function findRelationship(cache: SchemaCache, parent: string, name: string, hint: string | null): Relationship {
  const candidates: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    const pairs = fk.columns.map((column, index): [string, string] => [column, fk.foreignColumns[index] as string]);
    // The parent holds the foreign key: `Favorites -> MentoriaDatabase`, also named by its column or constraint.
    const namedFromParent =
      fk.foreignTable === name || fk.constraint === name || (fk.columns.length === 1 && fk.columns[0] === name);
    if (fk.table === parent && namedFromParent && (hint === null || matchesHint(fk, hint))) {
      candidates.push({
        cardinality: isUnique(cache, fk.table, fk.columns) ? 'one-to-one' : 'many-to-one',
        target: fk.foreignTable,
        constraint: fk.constraint,
        join: pairs,
      });
    }
    // The target holds the foreign key: `MentoriaDatabase -> Favorites`.
    if (fk.foreignTable === parent && fk.table === name && (hint === null || matchesHint(fk, hint))) {
      candidates.push({
        cardinality: isUnique(cache, fk.table, fk.columns) ? 'one-to-one' : 'one-to-many',
        target: fk.table,
        constraint: fk.constraint,
        join: pairs.map(([child, parentColumn]): [string, string] => [parentColumn, child]),
      });
    }
  }
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
    candidates.map((candidate) => ({
      cardinality: candidate.cardinality,
      embedding: `${parent} with ${candidate.target}`,
      relationship: `${candidate.constraint} using ${parent}(${candidate.join.map(([p]) => p).join(', ')}) and ${candidate.target}(${candidate.join.map(([, t]) => t).join(', ')})`,
    })),
    `Try changing '${name}' to one of the following: ${candidates.map((candidate) => `'${name}!${candidate.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
