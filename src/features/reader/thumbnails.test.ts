import { carouselLayoutAt } from '../../shared/hooks/useCarouselLayout';
import {
  slideOfPage,
  THUMBNAIL_BREAKPOINTS,
  THUMBNAIL_SLIDE_BREAKPOINTS,
  THUMBNAIL_SLIDES_WIDE,
  thumbnailGroupSize,
  thumbnailPagesToRender,
  thumbnailsPerSlide,
} from './thumbnails';

describe('thumbnails per slide', () => {
  test('six on a wide screen, four under 768 px, two and a half under 480 px', () => {
    expect(thumbnailsPerSlide(1280)).toBe(6);
    expect(thumbnailsPerSlide(768)).toBe(6);
    expect(thumbnailsPerSlide(767)).toBe(4);
    expect(thumbnailsPerSlide(480)).toBe(4);
    expect(thumbnailsPerSlide(479)).toBe(2.5);
    expect(thumbnailsPerSlide(320)).toBe(2.5);
  });

  test('arrows show except on the smallest screens, which swipe', () => {
    expect(carouselLayoutAt(1280, 6, THUMBNAIL_BREAKPOINTS).arrows).toBe(true);
    expect(carouselLayoutAt(600, 6, THUMBNAIL_BREAKPOINTS).arrows).toBe(true);
    expect(carouselLayoutAt(400, 6, THUMBNAIL_BREAKPOINTS).arrows).toBe(false);
  });
});

describe('the slides of the thumbnail carousel', () => {
  test('hold six thumbnails on a wide screen, four under 768 px, two under 480 px (two and a half in view)', () => {
    expect(thumbnailGroupSize(thumbnailsPerSlide(1280))).toBe(6);
    expect(thumbnailGroupSize(thumbnailsPerSlide(600))).toBe(4);
    expect(thumbnailGroupSize(thumbnailsPerSlide(400))).toBe(2);
    expect(carouselLayoutAt(1280, THUMBNAIL_SLIDES_WIDE, THUMBNAIL_SLIDE_BREAKPOINTS).slidesToShow).toBe(1);
    expect(carouselLayoutAt(600, THUMBNAIL_SLIDES_WIDE, THUMBNAIL_SLIDE_BREAKPOINTS).slidesToShow).toBe(1);
    expect(carouselLayoutAt(400, THUMBNAIL_SLIDES_WIDE, THUMBNAIL_SLIDE_BREAKPOINTS).slidesToShow).toBe(1.25);
  });

  test('the slide that shows a page is the group of six that holds it', () => {
    expect(slideOfPage(1, 6)).toBe(0);
    expect(slideOfPage(6, 6)).toBe(0);
    expect(slideOfPage(7, 6)).toBe(1);
    expect(slideOfPage(600, 6)).toBe(99);
  });

  test('in twos on a phone', () => {
    expect(slideOfPage(2, 2)).toBe(0);
    expect(slideOfPage(3, 2)).toBe(1);
    expect(slideOfPage(5, 2)).toBe(2);
  });
});

describe('the thumbnails that are drawn', () => {
  test('are the visible slide first, then the next slide, then the previous one', () => {
    expect(thumbnailPagesToRender(6, 6, 600)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 6, 5, 4, 3, 2, 1]);
  });

  test('at the start of the book there is no slide before', () => {
    expect(thumbnailPagesToRender(0, 6, 600)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  test('at the end there is no slide after', () => {
    expect(thumbnailPagesToRender(594, 6, 600)).toEqual([595, 596, 597, 598, 599, 600, 594, 593, 592, 591, 590, 589]);
  });

  test('a short book draws what it has', () => {
    expect(thumbnailPagesToRender(0, 6, 3)).toEqual([1, 2, 3]);
  });

  test('however long the book, only three slides are drawn', () => {
    expect(thumbnailPagesToRender(300, 6, 600)).toHaveLength(18);
    expect(thumbnailPagesToRender(300, 2.5, 600)).toHaveLength(9);
  });
});
