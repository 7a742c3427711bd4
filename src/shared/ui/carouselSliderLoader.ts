import type { CarouselSlider } from './CarouselSlider';

export type CarouselSliderComponent = typeof CarouselSlider;

let loaded: CarouselSliderComponent | undefined;
let loading: Promise<CarouselSliderComponent> | undefined;

/**
 * react-slick's chunk (CarouselSlider.tsx), loaded once: a failed load (a lost
 * connection) is tried again by the next carousel that asks.
 */
export function loadCarouselSlider(): Promise<CarouselSliderComponent> {
  loading ??= import('./CarouselSlider').then(
    (module) => (loaded = module.CarouselSlider),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** react-slick's component if it has arrived, so carousels shown after that use it from their first render. */
export const loadedCarouselSlider = (): CarouselSliderComponent | undefined => loaded;

// At once, not on idle: this module is evaluated with the screen that shows carousels (Home's chunk),
// and react-slick should arrive while that screen renders its first view and fetches its data.
// A failure here is not the screen's: carousels keep their first view and ask again.
loadCarouselSlider().catch(() => undefined);
