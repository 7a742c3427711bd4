/**
 * The media types a response can take, from the `Accept` header, as PostgREST
 * offers them: JSON (an array, or one object for `.single()`), JSON with
 * null-valued keys removed (`…;nulls=stripped`, supabase-js `.stripNulls()`),
 * and CSV (`text/csv`, supabase-js `.csv()`).
 *
 * The body is first built as JSON by the statement; stripping and CSV are done
 * by Postgres over that JSON text, so numbers keep every digit.
 */
import type { Queryable } from '../db/database';
import { RestError } from './restError';

export const SINGLE_OBJECT_TYPE = 'application/vnd.pgrst.object+json';
const ARRAY_TYPE = 'application/vnd.pgrst.array+json';

export interface OutputFormat {
  /** One object rather than an array (406 PGRST116 unless exactly one row). */
  singular: boolean;
  stripNulls: boolean;
  csv: boolean;
}

const JSON_FORMAT: OutputFormat = { singular: false, stripNulls: false, csv: false };

function parseMediaType(part: string): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = part.split(';').map((piece) => piece.trim());
  const params = new Map<string, string>();
  for (const param of rest) {
    const equals = param.indexOf('=');
    if (equals > 0) params.set(param.slice(0, equals).trim().toLowerCase(), param.slice(equals + 1).trim());
  }
  return { type: type.toLowerCase(), params };
}

function formatOf(type: string, params: Map<string, string>): OutputFormat | null {
  const stripNulls = params.get('nulls') === 'stripped';
  switch (type) {
    case '':
    case '*/*':
    case 'application/*':
    case 'application/json':
      // PostgREST strips nulls only for its own vendor types, not for plain application/json.
      return JSON_FORMAT;
    case ARRAY_TYPE:
    case 'application/vnd.pgrst.array':
      return { singular: false, stripNulls, csv: false };
    case SINGLE_OBJECT_TYPE:
    case 'application/vnd.pgrst.object':
      return { singular: true, stripNulls, csv: false };
    case 'text/csv':
      return { singular: false, stripNulls: false, csv: true };
    default:
      return null;
  }
}

/** The weight a client gives a media type (`q`, 1 when absent); 0 means "not this one". */
function qualityOf(params: Map<string, string>): number {
  const q = params.get('q');
  if (q === undefined) return 1;
  const value = Number(q);
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 1;
}

/**
 * The most wanted media type of `Accept` this server can give, or 406 PGRST107 when there
 * is none. Types are tried by q, highest first and in the header's order among equals, as
 * PostgREST does (through wai's parseHttpAccept): CSV at q=0.1 beside any type at q=1 gives JSON.
 */
export function negotiateOutput(accept: string | undefined): OutputFormat {
  if (accept === undefined || accept.trim() === '') return JSON_FORMAT;
  const types = accept.split(',').map(parseMediaType);
  const byPreference = types
    .map((type) => ({ ...type, quality: qualityOf(type.params) }))
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { type, params } of byPreference) {
    const format = formatOf(type, params);
    if (format) return format;
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${types.map(({ type }) => type).join(', ')}`,
  );
}

export function contentTypeOf(format: OutputFormat): string {
  if (format.csv) return 'text/csv; charset=utf-8';
  const type = format.singular ? SINGLE_OBJECT_TYPE : format.stripNulls ? ARRAY_TYPE : 'application/json';
  return `${type}${format.stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`;
}

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break; NULL is empty. */
function csvField(text: string): string {
  return `case when ${text} is null then '' when ${text} ~ '[",\\r\\n]' then '"' || replace(${text}, '"', '""') || '"' else ${text} end`;
}

/**
 * A header row of the first row's keys, then one line per row; values as
 * Postgres prints them (nested JSON as its text). No rows give an empty body.
 */
const CSV_SQL = `
with pgrst_rows as (
  select elem, ord from json_array_elements(
    case json_typeof($1::json) when 'array' then $1::json when 'object' then json_build_array($1::json) else '[]' end
  ) with ordinality as r(elem, ord)
)
select coalesce(
  (select string_agg(${csvField('h.key')}, ',' order by h.ord)
     from json_each((select elem from pgrst_rows where ord = 1)) with ordinality as h(key, value, ord))
  || E'\\n' ||
  (select string_agg(
     (select coalesce(string_agg(${csvField('f.value')}, ',' order by f.ord), '')
        from json_each_text(pgrst_rows.elem) with ordinality as f(key, value, ord)),
     E'\\n' order by pgrst_rows.ord)
   from pgrst_rows),
  '') as body`;

/** The JSON body a statement built, in the negotiated format (same transaction, so nothing can change between). */
export async function formatBody(tx: Queryable, json: string, format: OutputFormat): Promise<string> {
  if (format.csv) {
    const { rows } = await tx.query<{ body: string }>(CSV_SQL, [json]);
    return rows[0]?.body ?? '';
  }
  if (format.stripNulls) {
    const { rows } = await tx.query<{ body: string }>('select json_strip_nulls($1::json)::text as body', [json]);
    return rows[0]?.body ?? json;
  }
  return json;
}
