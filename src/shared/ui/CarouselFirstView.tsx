import { Children, cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { arrowLabel, CarouselArrow, type CarouselDirection } from './CarouselArrow';

interface CarouselFirstViewProps {
  label: string;
  slidesToShow: number;
  /** A press of Next before react-slick has arrived: Carousel replays it once react-slick is there. */
  onArrow: (direction: CarouselDirection) => void;
  children: ReactNode;
}

/**
 * What react-slick draws first, drawn without react-slick while its chunk
 * loads: the same elements, classes and inline styles as react-slick's render
 * before it measures anything (the one it gives a server), for the settings
 * CarouselSlider uses (not infinite, the first slide first), but for the
 * track's width: Carousel.css gives it the width react-slick sets once it has
 * measured (whole pixels per slide), so the slides stand exactly where
 * react-slick will put them, at the same size, and nothing moves when it
 * takes over. Carousel.test.tsx compares the two.
 */
export function CarouselFirstView({ label, slidesToShow, onArrow, children }: CarouselFirstViewProps) {
  const slides = Children.toArray(children).filter(isValidElement);
  const count = slides.length;
  // react-slick drops its arrows (and swipe) when every slide already shows: "unslick".
  const unslick = count <= slidesToShow;
  return (
    <div className="slick-slider slick-initialized" dir={unslick ? undefined : 'ltr'}>
      {!unslick && (
        // The first slide is showing: there is nothing before it.
        <CarouselArrow
          direction="prev"
          label={arrowLabel('prev', label)}
          className="slick-arrow slick-prev slick-disabled"
        />
      )}
      <div className="slick-list">
        <div
          className="slick-track carousel__first-track"
          style={{ left: '0%', '--slides-shown': slidesToShow, '--slide-count': count } as CSSProperties}
        >
          {slides.map((slide, index) => (
            <FirstViewSlide
              key={slide.key ?? index}
              index={index}
              shown={index < slidesToShow}
              width={`${100 / count}%`}
            >
              {slide}
            </FirstViewSlide>
          ))}
        </div>
      </div>
      {!unslick && (
        <CarouselArrow
          direction="next"
          label={arrowLabel('next', label)}
          className="slick-arrow slick-next"
          onClick={() => onArrow('next')}
        />
      )}
    </div>
  );
}

interface FirstViewSlideProps {
  index: number;
  shown: boolean;
  width: string;
  children: ReactElement;
}

/**
 * A slide as react-slick wraps it: its track's slide, a row, and the slide's
 * own element given react-slick's tabIndex and inline-block style (which the
 * layout depends on). Hidden from assistive technology when off screen, as
 * react-slick does; Carousel makes those inert.
 */
function FirstViewSlide({ index, shown, width, children }: FirstViewSlideProps) {
  const current = index === 0;
  const className = ['slick-slide', shown && 'slick-active', current && 'slick-current'].filter(Boolean).join(' ');
  return (
    <div data-index={index} className={className} tabIndex={-1} aria-hidden={!shown} style={{ outline: 'none', width }}>
      <div>
        {cloneElement(children as ReactElement<{ tabIndex?: number; style?: object }>, {
          tabIndex: -1,
          style: { width: '100%', display: 'inline-block' },
        })}
      </div>
    </div>
  );
}
