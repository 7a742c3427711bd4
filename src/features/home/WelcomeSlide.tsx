import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';

/** The hero's first slide: what Mentoria offers, and the way into the catalogue. */
export function WelcomeSlide() {
  return (
    <div className="hero-slide hero-slide--welcome">
      <div className="hero-slide__text">
        <h2 className="hero-slide__title">Welcome to Mentoria</h2>
        <p className="hero-slide__lead">
          Free and premium ebooks and videos on marketing, business, mindset and more, ready to read wherever you are.
        </p>
        <Link className={buttonClassName('secondary', 'md', 'hero-slide__action')} to={paths.ebooks.href()}>
          Explore Now
        </Link>
      </div>
    </div>
  );
}
