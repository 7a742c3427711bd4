import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { isApiError } from '../../lib/apiError';

export const OFFLINE_MESSAGES = {
  indicator: 'You are offline — showing what was saved on this device',
} as const;

/** What each write is called when it cannot be sent; any other write is "This action". */
const ACTION_NAMES: Record<string, string> = {
  addFavourite: 'Saving a favourite',
  removeFavourite: 'Removing a favourite',
  addReview: 'Posting a review',
  checkout: 'Checkout',
  claimFreeEbook: 'Getting an ebook',
  subscribeToNewsletter: 'Subscribing to the newsletter',
};

/** Writes that wait for the network by themselves (reading positions queue and are sent later). */
const QUEUED_OFFLINE = new Set(['saveReadingPosition']);

/** The toast for a write the user cannot make offline. */
export const offlineActionMessage = (what: string) => `You are offline. ${what} needs a connection.`;

/**
 * The message to show when an action is an RTK Query write that failed for
 * want of a network while the browser is offline, else null. Reads are not
 * announced: offline they are answered from what was saved, or the screen
 * shows its own empty or error state.
 */
export function offlineFailureMessage(action: UnknownAction, online: boolean): string | null {
  if (online || !isRejectedWithValue(action)) return null;
  const meta = action.meta as { arg?: { type?: unknown; endpointName?: unknown } };
  if (meta.arg?.type !== 'mutation') return null;
  const error = action.payload;
  if (isApiError(error) && error.status !== 0) return null;
  const endpoint = typeof meta.arg.endpointName === 'string' ? meta.arg.endpointName : '';
  if (QUEUED_OFFLINE.has(endpoint)) return null;
  return offlineActionMessage(ACTION_NAMES[endpoint] ?? 'This action');
}
