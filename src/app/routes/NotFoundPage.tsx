import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <section className="page page--centered">
      <h1 className="page__title">Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link className="button button--primary" to={paths.home.href()}>
        Back to Home
      </Link>
    </section>
  );
}
