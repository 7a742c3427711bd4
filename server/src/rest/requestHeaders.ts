/**
 * The request headers that shape a PostgREST response: Prefer, Accept, Range,
 * and the Accept-Profile/Content-Profile schema switch.
 */
import { RestError } from './restError';
import { EXPOSED_SCHEMA } from './schemaCache';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
}

/** `Prefer` arrives as one comma-separated header (`count=exact, return=representation`); the first value of a key wins. */
export function parsePreferences(header: string | string[] | undefined): Preferences {
  const seen = new Map<string, string>();
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const [key, value = ''] = part.split('=').map((piece) => piece.trim());
    if (key && !seen.has(key)) seen.set(key, value);
  }
  const returnValue = seen.get('return');
  const resolution = seen.get('resolution');
  const count = seen.get('count');
  return {
    return:
      returnValue === 'minimal' || returnValue === 'representation' || returnValue === 'headers-only'
        ? returnValue
        : null,
    count: count === 'exact' || count === 'planned' || count === 'estimated',
    resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
    missingDefault: seen.get('missing') === 'default',
  };
}

export const SINGLE_OBJECT_TYPE = 'application/vnd.pgrst.object+json';
const JSON_TYPES = new Set(['application/json', 'application/*', '*/*', 'application/vnd.pgrst.array+json']);

/** Whether the client asked for one object (`.single()`), or 406 PGRST107 for a media type this server cannot give. */
export function wantsSingleObject(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return false;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.some((type) => type === SINGLE_OBJECT_TYPE || type === 'application/vnd.pgrst.object')) return true;
  if (types.some((type) => JSON_TYPES.has(type) || type === '')) return false;
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

/** A `Range: 0-9` header as offset and limit; an open end (`10-`) has no limit; anything else is ignored. */
export function parseRangeHeader(header: string | undefined): { offset: number; limit: number | null } | null {
  const match = /^(?:items=)?\s*(\d{1,15})-(\d{0,15})\s*$/.exec(header ?? '');
  if (!match) return null;
  const first = Number(match[1]);
  if (match[2] === '') return { offset: first, limit: null };
  const last = Number(match[2]);
  if (last < first) return null;
  return { offset: first, limit: last - first + 1 };
}

/** Only the public schema is exposed (the app never asks for another). */
export function checkProfile(profile: string | undefined): void {
  if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
    );
  }
}
