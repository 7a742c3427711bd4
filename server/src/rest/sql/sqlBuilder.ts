/**
 * Turns a parsed request into one parameterised statement, as PostgREST does.
 * Every identifier is looked up in the schema cache and quoted; every value the
 * client sent is a bound parameter. The response JSON is built by Postgres
 * (json_agg), so numbers, big integers and timestamps come out exactly.
 *
 * One builder makes one statement: it numbers the statement's parameters and
 * aliases (sqlContext.ts). The parts are each in their own file: fields
 * (fieldSql.ts), filters and order (filterSql.ts), embeds and their joins
 * (embedJoins.ts, selectList.ts), reads (readStatements.ts) and writes
 * (writeStatements.ts).
 */
import type { ParsedQuery } from '../queryGrammar/syntaxTree';
import type { Relation, SchemaCache } from '../schemaCache';
import {
  pageOf,
  readStatement,
  scalarCallStatement,
  voidCallStatement,
  type FunctionCall,
  type ReadOptions,
  type ReadTarget,
} from './readStatements';
import { SqlContext, type Statement } from './sqlContext';
import {
  deleteStatement,
  insertStatement,
  updateStatement,
  type UpsertOptions,
  type WriteOptions,
  type WritePayload,
} from './writeStatements';

export class SqlBuilder {
  private readonly ctx: SqlContext;

  constructor(cache: SchemaCache, query: ParsedQuery) {
    this.ctx = new SqlContext(cache, query);
  }

  /** Binds a value and gives its placeholder, cast to `type` when given (a type name from the catalogue). */
  param(value: unknown, type?: string): string {
    return this.ctx.param(value, type);
  }

  read(target: ReadTarget, options: ReadOptions): Statement {
    return readStatement(this.ctx, target, options);
  }

  /** The page a read returns: limit/offset, narrowed by a Range header, capped at max_rows. */
  page(range: ReadOptions['range']): { limit: number; offset: number } {
    return pageOf(this.ctx.query, range);
  }

  /** A function that returns a scalar (or a set of scalars): a bare JSON value, or an array. */
  scalarCall(call: FunctionCall): Statement {
    return scalarCallStatement(this.ctx, call);
  }

  /** A function returning void: called for its effect, no body. */
  voidCall(call: FunctionCall): Statement {
    return voidCallStatement(this.ctx, call);
  }

  insert(relation: Relation, payload: WritePayload, upsert: UpsertOptions | null, options: WriteOptions): Statement {
    return insertStatement(this.ctx, relation, payload, upsert, options);
  }

  update(relation: Relation, payload: WritePayload, options: WriteOptions): Statement {
    return updateStatement(this.ctx, relation, payload, options);
  }

  delete(relation: Relation, options: WriteOptions): Statement {
    return deleteStatement(this.ctx, relation, options);
  }
}
