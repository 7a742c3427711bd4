/**
 * What building one statement keeps track of, and what every part of the SQL
 * builder shares: the schema cache and parsed query it is built from, the
 * values it binds, the aliases it has given, and which embeds it has used.
 * Every identifier goes through quoteIdent; every value the client sent goes
 * through `param`, so none is ever spliced into SQL.
 */
import type { ParsedQuery } from '../queryGrammar/syntaxTree';
import { EXPOSED_SCHEMA, type Column, type Relation, type SchemaCache } from '../schemaCache';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Supabase's `max_rows`: no read returns more rows than this. */
export const MAX_ROWS = 1000;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(name: string): string {
  return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;
}

/** Where the rows of one level come from: a table, a function call, or a write's RETURNING. */
export interface Source {
  /** The name errors mention (`column T.x does not exist`). */
  name: string;
  columns: Column[];
  /** The table whose foreign keys embeds follow; null when there is none. */
  table: string | null;
  alias: string;
}

export class SqlContext {
  readonly values: unknown[] = [];
  private aliasCount = 0;
  /** How many embeds the statement has so far, against MAX_EMBEDS. */
  embedCount = 0;
  /** The paths of the embeds the select names, so modifiers of any other can be refused. */
  readonly usedEmbedPaths = new Set<string>();
  /** The lateral joins (spreads) each level's rows need, by the alias of those rows. */
  readonly lateralJoins = new Map<string, string[]>();

  constructor(
    readonly cache: SchemaCache,
    readonly query: ParsedQuery,
  ) {}

  /** Binds a value and gives its placeholder, cast to `type` when given (a type name from the catalogue). */
  param(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }

  nextAlias(): string {
    this.aliasCount += 1;
    return `pgrst_${this.aliasCount}`;
  }

  /** A relation's rows under a new alias. */
  relationSource(relation: Relation): Source {
    return { name: relation.name, columns: relation.columns, table: relation.name, alias: this.nextAlias() };
  }
}
