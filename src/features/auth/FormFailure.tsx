import { CircleAlert } from 'lucide-react';

/**
 * The red box under a sign-in form (docs/product.md#messages). It is always in the page, so a
 * screen reader announces a failure the moment its text arrives.
 */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div className="auth-form__failure" role="alert" hidden={!message}>
      {message && (
        <>
          <CircleAlert aria-hidden="true" className="auth-form__failure-icon" />
          <span>{message}</span>
        </>
      )}
    </div>
  );
}
