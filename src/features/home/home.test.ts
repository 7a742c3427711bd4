import { HERO_PRODUCT_COUNT } from '../../config/constants';
import { carouselLayoutAt } from '../../shared/hooks/useCarouselLayout';
import type { Category } from '../categories/categories';
import {
  HERO_CAROUSEL,
  PRODUCT_CAROUSEL,
  categoryChipCarousel,
  categoryChipHref,
  chipsPerView,
  categoryChips,
  heroSlides,
} from './home';

describe('the hero', () => {
  test('starts with the welcome slide, then the newest ebooks, at most the observed product’s three', () => {
    const slides = heroSlides({ status: 'ready', data: [41, 40, 39, 38, 37] });
    expect(slides).toEqual([
      { kind: 'welcome' },
      { kind: 'product', productId: 41, priority: true },
      { kind: 'product', productId: 40, priority: false },
      { kind: 'product', productId: 39, priority: false },
    ]);
    expect(slides).toHaveLength(1 + HERO_PRODUCT_COUNT);
  });

  test('only the first product’s cover is the priority image', () => {
    const priorities = heroSlides({ status: 'ready', data: [3, 2, 1] }).flatMap((slide) =>
      slide.kind === 'product' ? [slide.priority] : [],
    );
    expect(priorities).toEqual([true, false, false]);
  });

  test('a small catalogue gives as many product slides as it has ebooks, an empty one none', () => {
    expect(heroSlides({ status: 'ready', data: [9] })).toHaveLength(2);
    expect(heroSlides({ status: 'ready', data: [] })).toEqual([{ kind: 'welcome' }]);
  });

  test('while the newest ebooks load, placeholders hold the product slides’ places', () => {
    const slides = heroSlides({ status: 'loading' });
    expect(slides[0]).toEqual({ kind: 'welcome' });
    expect(slides.slice(1).map((slide) => slide.kind)).toEqual(Array(HERO_PRODUCT_COUNT).fill('placeholder'));
  });

  test('if they could not be loaded, the welcome slide stands alone', () => {
    expect(heroSlides({ status: 'failed' })).toEqual([{ kind: 'welcome' }]);
  });

  test('shows one slide at a time, with arrows on wide screens and none at 768 px or less', () => {
    expect(carouselLayoutAt(1280, HERO_CAROUSEL.slidesToShow, HERO_CAROUSEL.breakpoints)).toEqual({
      slidesToShow: 1,
      arrows: true,
    });
    expect(carouselLayoutAt(768, HERO_CAROUSEL.slidesToShow, HERO_CAROUSEL.breakpoints)).toEqual({
      slidesToShow: 1,
      arrows: false,
    });
  });
});

describe('the category chips', () => {
  const category = (name: string, position: number): Category => ({ name, icon: 'tag', position });

  test('each leads to the ebooks list filtered to its category, its name encoded', () => {
    expect(categoryChipHref('SEO')).toBe('/ebooks?category=SEO');
    expect(categoryChipHref('Business & Entrepreneurship')).toBe('/ebooks?category=Business%20%26%20Entrepreneurship');
  });

  test('"All" leads to the whole list', () => {
    expect(categoryChipHref('All')).toBe('/ebooks');
  });

  test('come in the category list’s order, "All" first', () => {
    const chips = categoryChips([category('Mindset', 6), category('All', 0), category('Digital Marketing', 1)]);
    expect(chips.map((chip) => chip.name)).toEqual(['All', 'Digital Marketing', 'Mindset']);
  });

  test.each([
    ['beside arrows, as many whole chips as fit', 920, true, 5],
    ['on a touch screen, the part of the next chip that fits too (it says "swipe")', 343, false, 2.1],
    ['never more than eight, however wide', 4000, true, 8],
    ['at least one, however narrow', 100, false, 1],
  ])('%s', (_case, room, arrows, shown) => {
    expect(chipsPerView(room, 160, arrows)).toBe(shown);
  });

  test('the carousel swipes without arrows from 768 px down, with the same number of chips', () => {
    const chips = categoryChipCarousel(2.1);
    expect(carouselLayoutAt(1280, chips.slidesToShow, chips.breakpoints)).toEqual({ slidesToShow: 2.1, arrows: true });
    expect(carouselLayoutAt(768, chips.slidesToShow, chips.breakpoints)).toEqual({ slidesToShow: 2.1, arrows: false });
  });
});

describe('the product carousels', () => {
  test.each([
    [1280, 5, true],
    [1200, 4, true],
    [900, 4, true],
    [768, 4, false],
    [576, 2.3, false],
    [375, 2.3, false],
  ])('at %i px wide show %d cards (arrows: %s)', (width, slidesToShow, arrows) => {
    expect(carouselLayoutAt(width, PRODUCT_CAROUSEL.slidesToShow, PRODUCT_CAROUSEL.breakpoints)).toEqual({
      slidesToShow,
      arrows,
    });
  });
});
