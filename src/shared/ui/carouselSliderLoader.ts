import { loadOnce } from '../../lib/loadOnce';
import type { CarouselSlider } from './CarouselSlider';

export type CarouselSliderComponent = typeof CarouselSlider;

/**
 * react-slick's chunk (CarouselSlider.tsx), loaded once: a failed load (a lost
 * connection) is tried again by the next carousel that asks.
 */
export const loadCarouselSlider = loadOnce(() => import('./CarouselSlider').then((module) => module.CarouselSlider));
