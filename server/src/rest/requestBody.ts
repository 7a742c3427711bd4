/**
 * JSON request bodies: what an insert, upsert or update writes, and an RPC's
 * arguments. The raw text is what reaches Postgres (json_populate_recordset),
 * so big integers keep every digit; it is parsed here only to check its shape
 * and its keys against the schema cache.
 */
import { readJsonBody, type JsonBody } from '../shared/jsonBody';
import { RestError } from './restError';
import type { Relation } from './schemaCache';
import type { WritePayload } from './sql/writeStatements';

function invalidBody(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', message, details);
}

type ParsedBody = { text: string; value: unknown };

/** The body's text and value, or PostgREST's 400 for an empty, undecodable, too deep or malformed one. */
function parseJsonBody(body: unknown): ParsedBody {
  return parsedOrRefused(readJsonBody(body));
}

/** An RPC's arguments: no body (or only whitespace) calls the function with none, as PostgREST does. */
export function functionArgumentsBody(body: unknown): ParsedBody {
  const read = readJsonBody(body);
  return read.kind === 'empty' ? { text: '{}', value: {} } : parsedOrRefused(read);
}

function parsedOrRefused(read: JsonBody): ParsedBody {
  if (read.kind === 'json') return read;
  throw invalidBody('Empty or invalid json', read.kind === 'invalid' ? read.message : null);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function missingColumn(relation: Relation, name: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${name}' column of '${relation.name}' in the schema cache`,
  );
}

/**
 * The rows of an insert (an object or an array of objects) or the object of an update.
 * Without `columns=`, every row must have the same keys, as PostgREST requires.
 */
export function writePayload(
  relation: Relation,
  body: unknown,
  options: { columns: string[] | null; allowArray: boolean; missingDefault: boolean },
): WritePayload {
  const { text, value } = parseJsonBody(body);
  const rows = Array.isArray(value) && options.allowArray ? value : [value];
  if (!rows.every(isObject)) {
    throw invalidBody(options.allowArray ? 'All object keys must match' : 'Empty or invalid json');
  }
  let columns: string[];
  if (options.columns) {
    columns = [...new Set(options.columns)];
  } else {
    columns = Object.keys(rows[0] ?? {});
    const signature = JSON.stringify([...columns].sort());
    if (rows.some((row) => JSON.stringify(Object.keys(row).sort()) !== signature)) {
      throw invalidBody('All object keys must match');
    }
  }
  for (const column of columns) {
    if (!relation.columns.some((candidate) => candidate.name === column)) throw missingColumn(relation, column);
  }
  return {
    json: Array.isArray(value) ? text : `[${text}]`,
    columns,
    rowKeys: options.missingDefault ? rows.map((row) => new Set(Object.keys(row))) : null,
  };
}
