/**
 * Postgres types in TypeScript, as `supabase gen types` maps them, and the bits
 * of TypeScript text every part of the generated file is written with.
 */
import { SCHEMA, VIEW_KINDS, type PgType } from './catalog';

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
]);

/** A fixed collation, so the output's order does not depend on the machine's locale. */
export const byName = new Intl.Collator('en').compare;

/** A property name or string literal; prettier turns the quotes into the repo's style and drops needless ones. */
export const literal = (text: string): string => JSON.stringify(text);

export const schemaPath = (section: string, name: string) =>
  `Database[${literal(SCHEMA)}][${literal(section)}][${literal(name)}]`;

export function tsType(oid: number, types: Map<number, PgType>): string {
  const type = types.get(oid);
  if (!type) return 'unknown';
  if (type.elementOid !== 0) {
    const element = tsType(type.elementOid, types);
    return element.includes('|') ? `(${element})[]` : `${element}[]`;
  }
  // gen types leaves a domain `unknown`; its base type says more and is always right.
  if (type.kind === 'd') return tsType(type.baseOid, types);
  if (type.kind === 'e') {
    return type.schema === SCHEMA ? schemaPath('Enums', type.name) : type.labels.map(literal).join(' | ');
  }
  if (type.kind === 'c') {
    if (type.schema !== SCHEMA || type.relationName === null) return 'unknown';
    if (type.relationKind === 'c') return schemaPath('CompositeTypes', type.relationName);
    if (VIEW_KINDS.includes(type.relationKind ?? '')) return `${schemaPath('Views', type.relationName)}['Row']`;
    return `${schemaPath('Tables', type.relationName)}['Row']`;
  }
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

const EMPTY_SECTION = '{ [_ in never]: never }';

export const objectType = (members: readonly string[]): string =>
  members.length === 0 ? EMPTY_SECTION : `{\n${members.join('\n')}\n}`;
