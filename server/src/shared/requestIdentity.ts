// Who a request acts as: the role and verified JWT claims that runAsRequest hands to SQL.

/** The Postgres roles an API request may run as (Supabase's three API roles). */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestIdentity {
  role: ApiRole;
  /** The verified JWT claims, with `role` present; `{role:'anon'}` for the anon key. */
  claims: Record<string, unknown>;
}
