import { emailProblem } from '../../shared/forms/emailProblem';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '' };

export const CONTACT_THANKS_MESSAGE = 'Thank you for contacting us! We’ll get back to you soon.';

/**
 * What is wrong with the contact form, field by field (empty when it can be
 * sent). Every field is required and blank text counts as empty; whether the
 * email is well formed is the browser's email check, passed in as `emailLooksValid`.
 */
export function contactErrors(values: ContactValues, emailLooksValid: boolean): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  const email = emailProblem(values.email, emailLooksValid);
  if (email) errors.email = email;
  if (!values.message.trim()) errors.message = 'Enter your message.';
  return errors;
}
