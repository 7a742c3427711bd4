import type { Ref } from 'react';

/**
 * What the login modal hands each of its two forms. The email lives in the
 * modal, so switching between Login and Create account keeps what was typed.
 */
export interface AuthFormProps {
  firstFieldRef: Ref<HTMLInputElement>;
  email: string;
  onEmailChange: (email: string) => void;
}
