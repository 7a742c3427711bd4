import {
  blankCheckoutFields,
  checkoutButtonLabel,
  checkoutFailureMessage,
  checkoutStep,
  initialCheckoutValues,
  type CheckoutSituation,
} from './checkout';

describe('the submit button (docs/product.md#prices-come-from-the-data)', () => {
  test('a premium ebook reads "Pay" and its price the observed product\'s way', () => {
    expect(checkoutButtonLabel(23)).toBe('Pay 23$');
    expect(checkoutButtonLabel(9.5)).toBe('Pay 9.50$');
  });

  test('a free ebook reads "Get it Free"', () => {
    expect(checkoutButtonLabel(0)).toBe('Get it Free');
  });
});

describe('every field is required; card data is checked for presence only (docs/product.md#how-the-screens-behave)', () => {
  const filled = {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    address: '12 St James’s Square, London',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  };

  test('a filled form has nothing blank, whatever the card fields look like', () => {
    expect(blankCheckoutFields(filled)).toEqual([]);
    expect(blankCheckoutFields({ ...filled, cardNumber: 'x', expiry: 'soon', cvc: '1' })).toEqual([]);
  });

  test('empty fields and fields of spaces only are blank, in form order', () => {
    expect(blankCheckoutFields({ ...filled, cvc: '', address: '   ', email: '' })).toEqual(['email', 'address', 'cvc']);
  });

  test("the form starts with the buyer's email and name, and every card field empty", () => {
    expect(initialCheckoutValues({ email: 'ada@example.com', fullName: ' Ada Lovelace ' })).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      address: '',
      cardNumber: '',
      expiry: '',
      cvc: '',
    });
    expect(initialCheckoutValues(null).email).toBe('');
  });
});

describe('what the panel beside the summary shows', () => {
  const signedIn: CheckoutSituation = { orders: 'ready', owned: false, completed: false };

  test('a signed-in reader who does not own the ebook gets the form', () => {
    expect(checkoutStep(signedIn)).toBe('form');
  });

  test('an ebook already owned is not sold again', () => {
    expect(checkoutStep({ ...signedIn, owned: true })).toBe('owned');
  });

  test('the form waits for the orders, and a failure to load them is shown, not guessed past', () => {
    expect(checkoutStep({ ...signedIn, orders: 'loading' })).toBe('checkingOrders');
    expect(checkoutStep({ ...signedIn, orders: 'failed' })).toBe('ordersFailed');
  });

  test('a checkout that has just succeeded shows its confirmation, though the ebook is now owned', () => {
    expect(checkoutStep({ ...signedIn, owned: true, completed: true })).toBe('complete');
  });
});

describe('failures', () => {
  test('a failed checkout says what happened and that nothing was recorded', () => {
    expect(checkoutFailureMessage({ status: 0, code: 'network', message: 'Failed to fetch' })).toMatch(
      /connection.*nothing was recorded/,
    );
    expect(checkoutFailureMessage({ status: 401, code: 'PT401', message: 'Sign in to check out' })).toMatch(
      /Sign in again/,
    );
    expect(checkoutFailureMessage({ status: 500, code: 'XX000', message: 'boom' })).toMatch(/nothing was recorded/);
    expect(checkoutFailureMessage(new Error('odd'))).toMatch(/could not be completed/);
  });
});
