/**
 * The JSON object body of a sign, list or delete request. The app hands every
 * body over unparsed (a Buffer), so a malformed one is answered here, in
 * Storage's error shape, instead of by a generic parser.
 */
import { readJsonBody } from '../shared/jsonBody';
import { storageErrors, type StorageError } from './storageErrors';

export function jsonObjectBody(body: unknown): Record<string, unknown> | StorageError {
  const read = readJsonBody(body);
  if (read.kind === 'empty') return {};
  if (read.kind === 'invalid')
    return storageErrors.invalidRequest(`The request body is not valid JSON: ${read.message}`);
  const value = read.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return storageErrors.invalidRequest('The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** A list of strings from the body (object names), at most `max` of them. */
export function stringList(value: unknown, field: string, max: number): string[] | StorageError {
  if (!Array.isArray(value) || value.length === 0 || value.length > max || value.some((v) => typeof v !== 'string')) {
    return storageErrors.invalidRequest(`${field} must be a list of 1 to ${max} strings`);
  }
  return value as string[];
}
