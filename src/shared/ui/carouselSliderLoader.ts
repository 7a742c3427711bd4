import type { CarouselSlider } from './CarouselSlider';

export type CarouselSliderComponent = typeof CarouselSlider;

let loading: Promise<CarouselSliderComponent> | undefined;

/**
 * react-slick's chunk (CarouselSlider.tsx), loaded once: a failed load (a lost
 * connection) is tried again by the next carousel that asks.
 */
export function loadCarouselSlider(): Promise<CarouselSliderComponent> {
  loading ??= import('./CarouselSlider').then(
    (module) => module.CarouselSlider,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
