import { AFTER_SIGN_IN_TRIP_STORAGE_KEY } from '../../config/constants';
import type { AfterSignIn } from './authSlice';

/**
 * What a visitor asked for before signing in, kept across Google's sign-in: it
 * leaves the page, and the store does not survive that. It is written to this
 * tab's sessionStorage as the browser leaves for Google and taken back (once,
 * whatever the answer) when the app, on its return, learns who is signed in.
 */
export function keepAfterSignInForTrip(wanted: AfterSignIn | null): void {
  try {
    if (wanted) sessionStorage.setItem(AFTER_SIGN_IN_TRIP_STORAGE_KEY, JSON.stringify(wanted));
    else sessionStorage.removeItem(AFTER_SIGN_IN_TRIP_STORAGE_KEY);
  } catch {
    // Storage refused (a private mode): the wish is lost, as it was before it was kept.
  }
}

/** What was kept, if anything; the stored copy is removed either way. */
export function takeAfterSignInFromTrip(): AfterSignIn | null {
  try {
    const text = sessionStorage.getItem(AFTER_SIGN_IN_TRIP_STORAGE_KEY);
    if (text === null) return null;
    sessionStorage.removeItem(AFTER_SIGN_IN_TRIP_STORAGE_KEY);
    return parseAfterSignIn(text);
  } catch {
    return null;
  }
}

const WISHES: readonly string[] = ['favourite', 'getEbook', 'checkout'] satisfies AfterSignIn['type'][];

/** A kept wish read back; anything else (edited by hand, from an older version) is none. */
export function parseAfterSignIn(text: string): AfterSignIn | null {
  try {
    const { type, productId } = (JSON.parse(text) ?? {}) as Record<string, unknown>;
    if (typeof type !== 'string' || !WISHES.includes(type)) return null;
    if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId < 1) return null;
    return { type, productId } as AfterSignIn;
  } catch {
    return null;
  }
}
