import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import '../../shared/ui/Button.css';

/** Any address no route matches: says so, and offers the way home. */
export function NotFoundPage() {
  return (
    <section className="page page--centered">
      <span className="not-found__icon" aria-hidden="true">
        <SearchX size={40} />
      </span>
      <h1 className="page__title">Page not found</h1>
      <p className="page__lead">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link className={buttonClassName('primary')} to={paths.home.href()}>
        Back to Home
      </Link>
    </section>
  );
}
