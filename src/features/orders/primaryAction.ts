import type { SerializedError } from '@reduxjs/toolkit';
import { UNIQUE_VIOLATION, type ApiError } from '../../lib/apiError';
import type { Ownership } from './ordersSelectors';
import { priceLabel } from '../products/products';

/** The detail screen's main button texts (docs/product.md#how-the-screens-behave). */
export const PRIMARY_LABELS = {
  read: 'Read Book',
  get: 'Get Ebook',
  /** The accessible names of the spinner, while the button waits. */
  checking: 'Checking your library…',
  getting: 'Getting your ebook…',
} as const;

/** What the main button does, and what it says. */
export type PrimaryAction =
  | { kind: 'read'; label: string }
  | { kind: 'buy'; label: string }
  | { kind: 'get'; label: string }
  /** A spinner on a disabled button; the label is what is happening, for screen readers. */
  | { kind: 'busy'; label: string };

interface PrimaryActionInput {
  ownership: Ownership;
  /** What the ebook costs (docs/product.md#prices-come-from-the-data); 0 is free. */
  price: number;
  /** Whether Get Ebook's order is being recorded. */
  getting: boolean;
}

/**
 * The detail screen's main button (docs/product.md#how-the-screens-behave): a spinner while busy,
 * "Read Book" if the reader owns the ebook, "Buy Now 23$" (its real price)
 * if it costs something, else "Get Ebook". While ownership is unknown it
 * waits rather than offering something it may take back.
 */
export function primaryAction({ ownership, price, getting }: PrimaryActionInput): PrimaryAction {
  if (getting) return { kind: 'busy', label: PRIMARY_LABELS.getting };
  if (ownership === 'unknown') return { kind: 'busy', label: PRIMARY_LABELS.checking };
  if (ownership === 'owned') return { kind: 'read', label: PRIMARY_LABELS.read };
  if (price > 0) return { kind: 'buy', label: `Buy Now ${priceLabel(price)}` };
  return { kind: 'get', label: PRIMARY_LABELS.get };
}

/** The alerts after Get Ebook. */
export const GET_EBOOK_MESSAGES = {
  got: 'Added to your library. Enjoy reading!',
  failed: 'Could not get this ebook. Please try again.',
} as const;

/**
 * What a Get Ebook answer (its error, if any) means for the reader: the order was recorded; the
 * reader already had it (the database allows one order per ebook, so a
 * second tab or a stale list is not a failure); or it failed.
 */
export function getEbookOutcome(error: ApiError | SerializedError | undefined): 'got' | 'alreadyOwned' | 'failed' {
  if (!error) return 'got';
  return error.code === UNIQUE_VIOLATION ? 'alreadyOwned' : 'failed';
}
