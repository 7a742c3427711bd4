/**
 * The request headers that shape a PostgREST response: Range and the
 * Accept-Profile/Content-Profile schema switch (Prefer is read in preferences.ts,
 * Accept in outputFormat.ts).
 */
import { RestError } from './restError';
import { EXPOSED_SCHEMA } from './schemaCache';

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
