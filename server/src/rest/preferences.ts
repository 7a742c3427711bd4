/**
 * The `Prefer` header as PostgREST 12/13 reads it: comma-separated tokens, the
 * first value of each preference wins, unknown tokens are ignored unless
 * `handling=strict` asks for them to be refused (400 PGRST122).
 *
 * Transactions end as with PostgREST's `db-tx-end = commit-allow-override`:
 * committed unless the request says `tx=rollback`. A hosted project keeps the
 * default (`commit`) and ignores tx=rollback without listing it in
 * Preference-Applied; here the rollback is honoured and listed, so a client
 * that checks Preference-Applied knows which one it got. `timezone=` is not
 * supported, so it counts as unknown (refused under handling=strict).
 */
import { RestError } from './restError';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  tx: 'commit' | 'rollback' | null;
  /** `max-affected=N`: enforced on PATCH, DELETE and rpc only with handling=strict, as PostgREST does. */
  maxAffected: number | null;
  /** Tokens this server does not know, as sent. */
  invalid: string[];
}

const CHOICES = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
} as const;

type Choice = keyof typeof CHOICES;

/** `Prefer` may arrive as one header with `, ` between tokens or as several headers. */
export function parsePreferences(header: string | string[] | undefined): Preferences {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tokens = text
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    handling: null,
    tx: null,
    maxAffected: null,
    invalid: [],
  };
  const choose = <K extends Choice>(key: K, value: string): boolean => {
    const options: readonly string[] = CHOICES[key];
    if (!options.includes(value)) return false;
    if (prefs[key] === null) (prefs as Record<Choice, string | null>)[key] = value;
    return true;
  };
  for (const token of tokens) {
    const equals = token.indexOf('=');
    const key = equals < 0 ? token : token.slice(0, equals);
    const value = equals < 0 ? '' : token.slice(equals + 1);
    if (key in CHOICES && choose(key as Choice, value)) continue;
    if (key === 'max-affected' && /^\d{1,15}$/.test(value)) {
      prefs.maxAffected ??= Number(value);
      continue;
    }
    prefs.invalid.push(token);
  }
  return prefs;
}

/** With handling=strict, a preference this server does not know is refused rather than silently ignored. */
export function refuseInvalidPreferences(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  }
}

/** A PATCH, DELETE or rpc that touched more rows than `max-affected` allows under handling=strict (rolled back). */
export function refuseOverMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== null && affected > prefs.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

/** What kind of request a preference was applied to: PostgREST lists only the ones that mattered to it. */
export type RequestKind = 'read' | 'insert' | 'upsert' | 'update' | 'delete' | 'call';

/** The `Preference-Applied` header PostgREST sends (same order), or null when none applies. */
export function preferenceApplied(prefs: Preferences, kind: RequestKind): string | null {
  const isWrite = kind === 'insert' || kind === 'upsert' || kind === 'update' || kind === 'delete';
  const values = [
    kind === 'upsert' && prefs.resolution ? `resolution=${prefs.resolution}` : null,
    (kind === 'insert' || kind === 'upsert' || kind === 'update') && prefs.missing ? `missing=${prefs.missing}` : null,
    isWrite && prefs.return ? `return=${prefs.return}` : null,
    prefs.count ? `count=${prefs.count}` : null,
    prefs.tx ? `tx=${prefs.tx}` : null,
    prefs.handling ? `handling=${prefs.handling}` : null,
    (kind === 'update' || kind === 'delete' || kind === 'call') &&
    prefs.handling === 'strict' &&
    prefs.maxAffected !== null
      ? `max-affected=${prefs.maxAffected}`
      : null,
  ].filter((value): value is string => value !== null);
  return values.length === 0 ? null : values.join(', ');
}
