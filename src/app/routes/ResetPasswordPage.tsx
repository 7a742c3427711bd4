/** The spec's placeholder route: it shows the text ResetPass and nothing else. */
export function ResetPasswordPage() {
  return (
    <section className="page page--centered">
      <h1 className="page__title">ResetPass</h1>
    </section>
  );
}
