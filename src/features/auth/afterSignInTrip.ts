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

/** Each wish, and the field that names what it is about. */
const WISHES: Record<AfterSignIn['type'], 'productId' | 'courseId'> = {
  favourite: 'productId',
  favouriteCourse: 'courseId',
  getEbook: 'productId',
  checkout: 'productId',
};

/** A kept wish read back; anything else (edited by hand, from an older version) is none. */
export function parseAfterSignIn(text: string): AfterSignIn | null {
  try {
    const kept = (JSON.parse(text) ?? {}) as Record<string, unknown>;
    const { type } = kept;
    if (typeof type !== 'string' || !Object.hasOwn(WISHES, type)) return null;
    const idField = WISHES[type as AfterSignIn['type']];
    const id = kept[idField];
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    return { type, [idField]: id } as AfterSignIn;
  } catch {
    return null;
  }
}
