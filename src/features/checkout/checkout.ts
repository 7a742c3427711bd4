import { isApiError, type ApiError } from '../../lib/apiError';
import type { LoadStatus } from '../../lib/loadable';
import { priceLabel } from '../products/products';

/**
 * What the checkout form holds (docs/product.md#screens). It lives only in the form's
 * own state: no card field ever goes into the store, storage or a request
 * (docs/product.md#checkout-is-a-demo-that-completes).
 */
export interface CheckoutValues {
  email: string;
  name: string;
  address: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CheckoutField = keyof CheckoutValues;

/** The fields in the order the form shows them (the first one left blank gets focus). */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ['email', 'name', 'address', 'cardNumber', 'expiry', 'cvc'];

/** An empty form, with what is already known about the buyer filled in. */
export function initialCheckoutValues(buyer: { email?: string; fullName?: string } | null): CheckoutValues {
  return {
    email: buyer?.email ?? '',
    name: buyer?.fullName?.trim() ?? '',
    address: '',
    cardNumber: '',
    expiry: '',
    cvc: '',
  };
}

/** What each field says when it is left blank. */
export const BLANK_FIELD_MESSAGES: Readonly<Record<CheckoutField, string>> = {
  email: 'Enter your email address.',
  name: 'Enter your full name.',
  address: 'Enter your address.',
  cardNumber: 'Enter a card number.',
  expiry: 'Enter the expiry date.',
  cvc: 'Enter the CVC.',
};

/**
 * The fields left blank, in form order. Spec section 5: every field is
 * required and card data is checked for presence only, so text made only of
 * spaces counts as blank and nothing else is judged here (the email's form is
 * the browser's own check).
 */
export function blankCheckoutFields(values: CheckoutValues): CheckoutField[] {
  return CHECKOUT_FIELDS.filter((field) => values[field].trim() === '');
}

/** The submit button: "Pay 23$" (the real price, docs/product.md#prices-come-from-the-data) or "Get it Free". */
export function checkoutButtonLabel(price: number): string {
  return price <= 0 ? 'Get it Free' : `Pay ${priceLabel(price)}`;
}

/** The success alert and the confirmation's heading (docs/product.md#screens). */
export const CHECKOUT_COMPLETE_MESSAGE = 'Checkout complete (demo).';

/** The danger alert for a checkout that failed, saying what happened and that nothing was recorded. */
export function checkoutFailureMessage(error: unknown, noun = 'ebook'): string {
  const apiError: ApiError | null = isApiError(error) ? error : null;
  if (apiError?.status === 401 || apiError?.code === 'PT401') {
    return 'Your session has ended. Sign in again to complete the checkout.';
  }
  if (apiError?.status === 404 || apiError?.code === 'PT404') {
    return `This ${noun} is no longer available, so the checkout could not be completed.`;
  }
  if (apiError?.status === 0) {
    return 'The checkout could not reach Mentoria. Check your connection and try again; nothing was recorded.';
  }
  return 'The checkout could not be completed. Please try again; nothing was recorded.';
}

/** Which part of the checkout the panel beside the summary shows a signed-in reader. */
export type CheckoutStep = 'checkingOrders' | 'ordersFailed' | 'owned' | 'form' | 'complete';

export interface CheckoutSituation {
  /** Whether the signed-in reader's orders have arrived, are still coming, or failed to load. */
  orders: LoadStatus;
  /** Whether those orders include the product. */
  owned: boolean;
  /** Whether this visit's checkout has just succeeded. */
  completed: boolean;
}

/**
 * The order is the buyer's own, so the panel is for a signed-in reader (a
 * visitor is asked to sign in in its place: Checkout.tsx); an ebook already
 * owned is not sold twice, so the form shows only once the orders are known.
 * A checkout that has just succeeded shows its confirmation (the new order
 * also makes the ebook owned, which must not hide that).
 */
export function checkoutStep({ orders, owned, completed }: CheckoutSituation): CheckoutStep {
  if (completed) return 'complete';
  if (orders === 'loading') return 'checkingOrders';
  if (orders === 'failed') return 'ordersFailed';
  return owned ? 'owned' : 'form';
}
