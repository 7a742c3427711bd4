import { Spinner } from '../../shared/ui/Spinner';

/**
 * A screen whose content arrives with a later issue (#4 and on): its heading,
 * so the route exists and can be navigated to, and a spinner.
 */
export function ScreenPending({ title }: { title: string }) {
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <Spinner />
    </section>
  );
}
