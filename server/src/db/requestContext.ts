import { CONNECTION_WAIT_MS } from './connectionWait';
import type { Database, Queryable } from './database';
import type { ApiRole, RequestIdentity } from '../shared/requestIdentity';

export type { ApiRole, RequestIdentity };

export interface RequestMeta {
  method: string;
  path: string;
  /** Request headers with lower-case names, as PostgREST exposes them to SQL. */
  headers?: Record<string, string>;
  /** GET and HEAD run read-only, as PostgREST runs them. */
  readOnly?: boolean;
  /**
   * Aborted when the client disconnects: a read still waiting for the database is then dropped.
   * A write is carried out all the same: its client may have gone on purpose right after sending
   * it (a reload or a closed tab just after pressing a button), and what it asked for must happen.
   */
  signal?: AbortSignal;
}

/**
 * Statement timeouts per API role in milliseconds, as on a hosted project
 * (anon 3s, authenticated 8s; service_role 8s, the timeout the hosted
 * project sets on the authenticator role it logs in as). Postgres applies a role's own settings only at
 * login, and requests switch role inside one connection, so they are set per
 * transaction here (as PostgREST does). PGlite ignores the setting (nothing
 * interrupts a running statement there), so the transaction also passes the
 * timeout to the database, whose watchdog enforces it from outside.
 */
export const STATEMENT_TIMEOUT_MS: Record<ApiRole, number> = { anon: 3000, authenticated: 8000, service_role: 8000 };

/**
 * Runs `work` in one transaction as the request's role, with the GUCs that
 * Supabase's SQL helpers read (auth.uid(), auth.role(), auth.jwt()), so that
 * row-level security and storage policies decide what the request may do.
 * The role and settings are transaction-local and vanish at COMMIT or ROLLBACK.
 * Like PostgREST, a request waits at most CONNECTION_WAIT_MS for the
 * database, and not at all once its client has gone.
 */
export function runAsRequest<T>(
  db: Database,
  identity: RequestIdentity,
  meta: RequestMeta,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const statementTimeoutMs = STATEMENT_TIMEOUT_MS[identity.role];
  return db.transaction(
    async (tx) => {
      if (meta.readOnly) await tx.query('set transaction read only');
      const claims = JSON.stringify({ ...identity.claims, role: identity.role });
      const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : '';
      await tx.query(
        `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true),
              set_config('request.headers', $6, true),
              set_config('statement_timeout', $7, true)`,
        [
          identity.role,
          claims,
          sub,
          meta.method,
          meta.path,
          JSON.stringify(meta.headers ?? {}),
          String(statementTimeoutMs),
        ],
      );
      return work(tx);
    },
    { statementTimeoutMs, signal: meta.readOnly ? meta.signal : undefined, connectionWaitMs: CONNECTION_WAIT_MS },
  );
}
