/**
 * The JSON object body of a sign, list or delete request. The app hands every
 * body over unparsed (a Buffer), so a malformed one is answered here, in
 * Storage's error shape, instead of by a generic parser.
 */
import { storageErrors, type StorageError } from './storageErrors';

export function jsonObjectBody(body: unknown): Record<string, unknown> | StorageError {
  if (body === undefined || body === null) return {};
  if (!Buffer.isBuffer(body)) return storageErrors.invalidRequest('The request body must be JSON');
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return storageErrors.invalidRequest('The request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return storageErrors.invalidRequest('The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** A list of strings from the body (object names), at most `max` of them. */
export function stringList(value: unknown, field: string, max: number): string[] | StorageError {
  if (!Array.isArray(value) || value.length === 0 || value.length > max || value.some((v) => typeof v !== 'string')) {
    return storageErrors.invalidRequest(`${field} must be a list of 1 to ${max} strings`);
  }
  return value as string[];
}
