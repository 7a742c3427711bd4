import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from './buttonClassName';
import './Button.css';

/** What an address can name that may not exist. */
export type MissingThing = 'page' | 'ebook' | 'course' | 'lesson';

const MESSAGES: Record<MissingThing, { title: string; lead: string }> = {
  page: {
    title: 'Page not found',
    lead: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  },
  ebook: {
    title: 'Ebook not found',
    lead: 'There is no ebook at this address. It may have been removed, or the link may be mistyped.',
  },
  course: {
    title: 'Course not found',
    lead: 'There is no course at this address. It may have been removed, or the link may be mistyped.',
  },
  lesson: {
    title: 'Lesson not found',
    lead: 'This course has no lesson at this address. It may have been removed, or the link may be mistyped.',
  },
};

/**
 * The one answer to an address that names nothing: an unknown route, or an id (`?id=`) that is not one or
 * names no ebook or course. It says what is missing and offers the way home; never Retry, since asking again cannot
 * make it exist.
 */
export function NotFound({ what }: { what: MissingThing }) {
  const { title, lead } = MESSAGES[what];
  return (
    <section className="page page--centered">
      <span className="not-found__icon" aria-hidden="true">
        <SearchX size={40} />
      </span>
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{lead}</p>
      <Link className={buttonClassName('primary')} to={paths.home.href()}>
        Back to Home
      </Link>
    </section>
  );
}

/** The document title of a screen showing NotFound. */
export const notFoundTitle = (what: MissingThing): string => MESSAGES[what].title;
