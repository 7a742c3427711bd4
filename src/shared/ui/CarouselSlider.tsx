import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import SlickSlider from 'react-slick';
import { arrowLabel, CarouselArrow, slidesToScrollFor } from './CarouselArrow';

/**
 * react-slick's component. react-slick is CommonJS; in a "type": "module"
 * package, Vite 8's production build follows Node's rule and hands a default
 * import the whole `module.exports`, so the component is under `.default`
 * there, while the dev server and jest hand over the component itself.
 */
const Slider = ((SlickSlider as unknown as { default?: typeof SlickSlider }).default ??
  SlickSlider) as typeof SlickSlider;

/** What Carousel asks of react-slick once it is there. */
export interface CarouselSliderHandle {
  slickNext(): void;
  slickPrev(): void;
  /** `dontAnimate`: jump there at once (react-slick's own option). */
  slickGoTo(slide: number, dontAnimate?: boolean): void;
}

export interface CarouselSliderProps {
  ref?: Ref<CarouselSliderHandle>;
  label: string;
  slidesToShow: number;
  onSlideChange?: (index: number) => void;
  children: ReactNode;
}

/**
 * The app's only react-slick import, in a chunk of its own that Carousel loads
 * with `import()` (carouselSliderLoader.ts), so react-slick is not on the
 * first screen's critical path: a row of slides with Previous and Next
 * buttons, touch swipe and keyboard arrows. CarouselFirstView draws what this
 * draws first until it arrives.
 */
export function CarouselSlider({ ref, label, slidesToShow, onSlideChange, children }: CarouselSliderProps) {
  const slider = useRef<SlickSlider>(null);
  useImperativeHandle(
    ref,
    () => ({
      slickNext: () => slider.current?.slickNext(),
      slickPrev: () => slider.current?.slickPrev(),
      slickGoTo: (slide, dontAnimate) => slider.current?.slickGoTo(slide, dontAnimate),
    }),
    [],
  );
  return (
    <Slider
      ref={slider}
      infinite={false}
      speed={300}
      slidesToShow={slidesToShow}
      slidesToScroll={slidesToScrollFor(slidesToShow)}
      arrows
      swipeToSlide
      accessibility
      prevArrow={<CarouselArrow direction="prev" label={arrowLabel('prev', label)} />}
      nextArrow={<CarouselArrow direction="next" label={arrowLabel('next', label)} />}
      afterChange={onSlideChange}
    >
      {children}
    </Slider>
  );
}
