import { loadOnce } from '../../lib/loadOnce';

/**
 * react-slick's chunk (CarouselSlider.tsx, with slick-carousel's stylesheet), loaded once and shared: Home's
 * route starts it beside the screen's code (docs/startup.md#reads-start-with-the-screens-code), and every
 * carousel asks for it as it nears the screen. A failed load (a lost connection) is tried again by the next
 * carousel that asks, or when the browser is back online.
 */
export const loadCarouselSlider = loadOnce(() => import('./CarouselSlider'));
