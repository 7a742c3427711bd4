import { readJsonBody } from '../shared/jsonBody';
import { AuthError } from './authError';

/** The raw body the app's catch-all parser hands over (undefined when the request had none). */
function bodyText(body: unknown): string {
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return typeof body === 'string' ? body : '';
}

/**
 * A JSON object body, as GoTrue decodes one into its request struct: an empty body is
 * an empty object, and anything that is not a JSON object (bad UTF-8, nested too
 * deep, malformed, an array) is `bad_json`.
 */
export function jsonObjectBody(body: unknown): Record<string, unknown> {
  const read = readJsonBody(body);
  if (read.kind === 'empty') return {};
  const value = read.kind === 'json' ? read.value : null;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  return value as Record<string, unknown>;
}

/** The fields of an application/x-www-form-urlencoded body (the local Google page's form). */
export function formBody(body: unknown): Record<string, string> {
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  return Object.fromEntries(new URLSearchParams(bodyText(body)));
}

/** A body field that must be a string when present; a field of another type is a malformed request. */
export function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${name} must be a string`);
  return value;
}

/**
 * Metadata kept in user_metadata rides in every access token, and tokens travel in
 * request headers (Node accepts 16 KiB of headers), so metadata is kept well below that.
 */
export const MAX_METADATA_BYTES = 8 * 1024;

/** A metadata object field (`data`, `user_metadata`, `app_metadata`); absent or null is empty. */
export function optionalMetadata(body: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${name} must be an object`);
  }
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_METADATA_BYTES) {
    throw new AuthError(400, 'validation_failed', `${name} is too large (at most ${MAX_METADATA_BYTES} bytes)`);
  }
  return value as Record<string, unknown>;
}

/** A query-string parameter given once; repeated or absent parameters are undefined. */
export function queryParam(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
