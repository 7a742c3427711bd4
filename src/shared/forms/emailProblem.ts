/**
 * What is wrong with an email field, in the words every form uses, or null when
 * nothing is. Whether the address is well formed is the browser's own email
 * check (`input.validity`), passed in as `looksValid`.
 */
export function emailProblem(email: string, looksValid: boolean): string | null {
  if (!email.trim()) return 'Enter your email address.';
  if (!looksValid) return 'Enter a valid email address, like name@example.com.';
  return null;
}
