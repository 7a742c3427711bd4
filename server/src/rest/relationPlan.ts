/**
 * How a request on a table or view (`/rest/v1/<name>`) is planned: GET and
 * HEAD read, POST inserts (or upserts, with `Prefer: resolution`), PATCH
 * updates and DELETE deletes, each one statement over the named relation.
 */
import type { FastifyRequest } from 'fastify';
import type { OutputFormat } from './outputFormat';
import type { Preferences } from './preferences';
import { parseQuery } from './queryGrammar/parseQuery';
import { queryPairs } from './queryGrammar/queryString';
import type { ParsedQuery } from './queryGrammar/syntaxTree';
import { writePayload } from './requestBody';
import { parseRangeHeader } from './requestHeaders';
import { readAnswer, writeAnswer, type Plan, type PlanRequest } from './requestPlan';
import { RestError } from './restError';
import type { Relation, SchemaCache } from './schemaCache';
import { SqlBuilder } from './sql/sqlBuilder';

/** What each method's plan is made from. */
interface RelationRequest {
  request: FastifyRequest;
  relation: Relation;
  query: ParsedQuery;
  builder: SqlBuilder;
  format: OutputFormat;
  prefs: Preferences;
}

export function relationPlan({ cache, request, name, format, prefs }: PlanRequest): Plan {
  const relation = relationOf(cache, name);
  const query = parseQuery(queryPairs(request.raw.url ?? ''));
  const planned: RelationRequest = { request, relation, query, builder: new SqlBuilder(cache, query), format, prefs };
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return readPlan(planned);
    case 'POST':
      return insertPlan(planned);
    case 'PATCH':
      return updatePlan(planned);
    default:
      return deletePlan(planned);
  }
}

/** The relation a path names, or PostgREST's 404 with a hint when only the case differs. */
function relationOf(cache: SchemaCache, name: string): Relation {
  const relation = cache.relations.get(name);
  if (relation) return relation;
  const lower = name.toLowerCase();
  const similar = [...cache.relations.keys()].find((candidate) => candidate.toLowerCase() === lower);
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    similar ? `Perhaps you meant the table 'public.${similar}'` : null,
  );
}

function writeOptions({ format, prefs }: RelationRequest) {
  return { representation: prefs.return === 'representation', singular: format.singular };
}

function readPlan({ request, relation, builder, format, prefs }: RelationRequest): Plan {
  const range = parseRangeHeader(request.headers.range);
  const statement = builder.read(
    { kind: 'relation', relation },
    { singular: format.singular, count: prefs.count !== null, range },
  );
  const { offset } = builder.page(range);
  return {
    statement,
    readOnly: true,
    kind: 'read',
    limitedByMaxAffected: false,
    bodyIsRows: true,
    respond: readAnswer(format, offset),
  };
}

function insertPlan(planned: RelationRequest): Plan {
  const { request, relation, query, builder, format, prefs } = planned;
  const payload = writePayload(relation, request.body, {
    columns: query.columns,
    allowArray: true,
    missingDefault: prefs.missing === 'default',
  });
  const upsert = prefs.resolution
    ? { resolution: prefs.resolution, onConflict: query.onConflict ?? relation.primaryKey }
    : null;
  if (upsert && upsert.onConflict.length === 0) {
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse on_conflict parameter ()"`,
      `'${relation.name}' has no primary key: name the conflict columns with on_conflict`,
    );
  }
  const statement = builder.insert(relation, payload, upsert, writeOptions(planned));
  const kind = upsert ? 'upsert' : 'insert';
  return {
    statement,
    readOnly: false,
    kind,
    limitedByMaxAffected: false,
    bodyIsRows: true,
    respond: writeAnswer(prefs, format, kind),
  };
}

function updatePlan(planned: RelationRequest): Plan {
  const { request, relation, builder, format, prefs } = planned;
  const payload = writePayload(relation, request.body, { columns: null, allowArray: false, missingDefault: false });
  return {
    statement: builder.update(relation, payload, writeOptions(planned)),
    readOnly: false,
    kind: 'update',
    limitedByMaxAffected: true,
    bodyIsRows: true,
    respond: writeAnswer(prefs, format, 'update'),
  };
}

function deletePlan(planned: RelationRequest): Plan {
  const { relation, builder, format, prefs } = planned;
  return {
    statement: builder.delete(relation, writeOptions(planned)),
    readOnly: false,
    kind: 'delete',
    limitedByMaxAffected: true,
    bodyIsRows: true,
    respond: writeAnswer(prefs, format, 'delete'),
  };
}
