import { useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { toastRaised } from '../toasts/toastsSlice';
import {
  CONTACT_THANKS_MESSAGE,
  contactErrors,
  EMPTY_CONTACT,
  type ContactErrors,
  type ContactValues,
} from './contactForm';
import { SettingsSubpage } from './SettingsSubpage';

/**
 * Need Help?: the contact form. Like the product it follows, it sends nothing
 * yet (docs/product.md): a valid message is thanked and the form cleared.
 */
export function ContactForm() {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactErrors(values, emailRef.current?.validity.valid ?? true);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as (keyof ContactValues)[])[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    dispatch(toastRaised('success', CONTACT_THANKS_MESSAGE));
    setValues(EMPTY_CONTACT);
  }

  return (
    <SettingsSubpage title="Need Help?">
      <p className="page__lead">Questions about a purchase, a book or your account? Write to us.</p>
      <form ref={formRef} className="settings-card" noValidate onSubmit={onSubmit}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={change('name')}
        />
        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={change('email')}
        />
        <TextField
          multiline
          label="Message"
          name="message"
          required
          rows={6}
          value={values.message}
          error={errors.message}
          onChange={change('message')}
        />
        <Button type="submit">Send Message</Button>
      </form>
    </SettingsSubpage>
  );
}
