import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './HomeSection.css';

interface HomeSectionProps {
  title: string;
  /** Where "See all" leads (the ebooks list, filtered to the row's category); no link when absent. */
  seeAllHref?: string;
  /** Keeps the heading visible to screen readers only (a section whose content speaks for itself). */
  hiddenTitle?: boolean;
  children: ReactNode;
}

/**
 * One block of the home screen under its h2: a carousel, its placeholder or
 * its failure. The heading and "See all" are always rendered, even while the
 * content waits to come near, so the page's outline is complete before any row has loaded.
 * The block is not a landmark of its own: the carousel inside is already a
 * region with the same name, and two would be announced twice.
 */
export function HomeSection({ title, seeAllHref, hiddenTitle = false, children }: HomeSectionProps) {
  return (
    <section className="home-section">
      <div className={hiddenTitle ? 'visually-hidden' : 'home-section__header'}>
        <h2 className="home-section__title">{title}</h2>
        {seeAllHref && (
          <Link className="home-section__see-all" to={seeAllHref}>
            See all<span className="visually-hidden"> {title}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
