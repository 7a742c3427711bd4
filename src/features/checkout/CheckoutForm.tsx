import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { BusyButton } from '../../shared/ui/BusyButton';
import { TextField } from '../../shared/ui/TextField';
import {
  BLANK_FIELD_MESSAGES,
  blankCheckoutFields,
  checkoutButtonLabel,
  initialCheckoutValues,
  type CheckoutField,
  type CheckoutValues,
} from './checkout';
import { DemoNotice } from './DemoNotice';

interface CheckoutFormProps {
  /** What the item costs (docs/product.md#prices-come-from-the-data); 0 makes the button "Get it Free". */
  price: number;
  /** What is being bought, in the demo notice's words: "ebook" or "course". */
  noun?: string;
  /** Who is buying: their email and name start filled in. */
  buyer: { email: string; fullName: string } | null;
  busy: boolean;
  /** Called once every field is filled in. It is given nothing: the card fields never leave this form. */
  onSubmit: () => void;
}

/**
 * The checkout form of docs/product.md#how-the-screens-behave: email, full name, address, card
 * number, expiry (MM/YY) and CVC, all required; the email gets the browser's
 * own check. Card data is only checked for presence, and it is kept in this
 * component's state alone (never the store, storage or a request), so what
 * was typed survives a failed checkout and is gone once the page is left.
 */
export function CheckoutForm({ price, noun = 'ebook', buyer, busy, onSubmit }: CheckoutFormProps) {
  const [values, setValues] = useState<CheckoutValues>(() => initialCheckoutValues(buyer));
  const [blank, setBlank] = useState<readonly CheckoutField[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: CheckoutField) => ({
    name,
    value: values[name],
    required: true,
    error: blank.includes(name) ? BLANK_FIELD_MESSAGES[name] : null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setBlank((current) => current.filter((other) => other !== name));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The browser has already refused empty fields and a malformed email; this catches text of spaces only.
    const missing = blankCheckoutFields(values);
    setBlank(missing);
    if (missing.length > 0) {
      formRef.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    onSubmit();
  }

  return (
    <section className="checkout__card" aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title" className="checkout__card-title">
        Payment details
      </h2>
      <DemoNotice noun={noun} />
      <form ref={formRef} className="checkout-form" onSubmit={submit} aria-busy={busy}>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Full name" autoComplete="name" {...field('name')} />
        <TextField label="Address" autoComplete="street-address" {...field('address')} />
        <TextField
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          spellCheck={false}
          {...field('cardNumber')}
        />
        <div className="checkout-form__row">
          <TextField
            label="Expiry"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            {...field('expiry')}
          />
          <TextField label="CVC" autoComplete="cc-csc" inputMode="numeric" {...field('cvc')} />
        </div>
        {/* It keeps the focus while busy, so after a failure the reader is where they were. */}
        <BusyButton type="submit" className="checkout-form__submit" busy={busy} busyLabel="Processing…">
          {checkoutButtonLabel(price)}
        </BusyButton>
      </form>
    </section>
  );
}
