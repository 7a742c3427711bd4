import { Carousel } from '../../shared/ui/Carousel';
import type { Loadable } from '../../lib/loadable';
import { CarouselPlaceholder } from '../../shared/ui/CarouselPlaceholder';
import { Skeleton } from '../../shared/ui/Skeleton';
import { HERO_CAROUSEL, heroSlides } from './home';
import { HeroProductSlide, HeroSlideSkeleton } from './HeroProductSlide';
import { WelcomeSlide } from './WelcomeSlide';
import './HeroCarousel.css';

interface HeroCarouselProps {
  /** The newest ebooks' ids, newest first (the hero takes the first few). */
  newest: Loadable<readonly number[]>;
}

/** Where the hero will be, until its carousel is there: a plain block of a slide's size. */
const HERO_PLACEHOLDER = (
  <CarouselPlaceholder
    slidesShown={HERO_CAROUSEL.slidesToShow}
    slot={<Skeleton shape="block" className="hero__placeholder" />}
  />
);

/** The top of Home: the welcome slide, then the newest ebooks, one slide at a time. */
export function HeroCarousel({ newest }: HeroCarouselProps) {
  return (
    <div className="hero">
      <Carousel label="Welcome and newest ebooks" {...HERO_CAROUSEL} placeholder={HERO_PLACEHOLDER}>
        {heroSlides(newest).map((slide) => {
          switch (slide.kind) {
            case 'welcome':
              return <WelcomeSlide key="welcome" />;
            case 'product':
              return <HeroProductSlide key={slide.productId} productId={slide.productId} priority={slide.priority} />;
            case 'placeholder':
              return <HeroSlideSkeleton key={`placeholder-${slide.key}`} />;
          }
        })}
      </Carousel>
    </div>
  );
}
