import type { User } from '@supabase/supabase-js';
import type { AuthState, SignedInUser } from './authSlice';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The signed-in user as the screens need it, from supabase-js's User. Email
 * sign-ups carry first_name/last_name (docs/product.md#accounts-can-be-created); Google accounts carry
 * full_name and picture instead, so each field falls back to what exists.
 */
export function toSignedInUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): SignedInUser {
  const meta: Record<string, unknown> = user.user_metadata ?? {};
  const email = text(user.email);
  const firstName = text(meta.first_name);
  const lastName = text(meta.last_name);
  const fullName = text(meta.full_name) || text(meta.name) || [firstName, lastName].filter(Boolean).join(' ') || email;
  const avatarUrl = text(meta.avatar_url) || text(meta.picture) || null;
  return { id: user.id, email, firstName, lastName, fullName, avatarUrl };
}

/**
 * Whether a session change means a different person now uses the app (sign-out,
 * or another account signed in). Then everything fetched for the previous one
 * must go. The first answer after start-up (status 'unknown') is not a change:
 * it only tells us who was already there.
 */
export function isUserSwitch(before: Pick<AuthState, 'status' | 'user'>, next: SignedInUser | null): boolean {
  if (before.status === 'unknown') return false;
  return (before.user?.id ?? null) !== (next?.id ?? null);
}

/**
 * Whether a session change is a visitor signing in. What a visitor was given
 * belongs to nobody, so the catalogue fetched meanwhile can stay on screen;
 * only the answers that depend on who asks are read again.
 */
export function isVisitorSigningIn(before: Pick<AuthState, 'status'>, next: SignedInUser | null): boolean {
  return before.status === 'signedOut' && next !== null;
}

/**
 * Whether the persisted favourites cache belongs to someone other than who is
 * signed in now (a visitor included), so its hearts must not be shown. While
 * auth is still 'unknown' the cache is kept: it most likely is the returning user's.
 */
export function favouritesBelongToSomeoneElse(
  auth: Pick<AuthState, 'status' | 'user'>,
  cacheUserId: string | null,
): boolean {
  if (auth.status === 'unknown' || cacheUserId === null) return false;
  return cacheUserId !== (auth.user?.id ?? null);
}
