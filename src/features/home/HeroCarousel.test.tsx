import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { HeroCarousel } from './HeroCarousel';
import { ebook, withProducts } from '../../testing/fixtures';
import { loadCarouselSlider } from '../../shared/ui/carouselSliderLoader';

// react-slick is here, as Home's route brings it (app/routeReads.ts): its carousels render at once.
beforeAll(() => loadCarouselSlider());

const newest = [
  ebook(30, { name: 'Growth Loops', category: 'Startups', rating: null }),
  ebook(29, { name: 'Calm Mind', category: 'Mindset', rating: 4.3 }),
  ebook(28, { name: 'Brand Basics', category: 'Branding', rating: null }),
  ebook(27, { name: 'A Fourth Book' }),
];

/** The hero's slides, in order (react-slick hides all but the current one from assistive technology). */
const slides = () => [...document.querySelectorAll<HTMLElement>('.slick-slide')];

function slide(index: number): HTMLElement {
  const found = slides()[index];
  if (!found) throw new Error(`The hero has no slide ${index}`);
  return found;
}

test('the first slide welcomes the reader and Explore Now leads to the ebooks', () => {
  renderWithProviders(<HeroCarousel newest={{ status: 'ready', data: newest.map((item) => item.id) }} />, {
    preloadedState: withProducts(...newest),
  });
  const welcome = within(slide(0));
  expect(welcome.getByRole('heading', { name: 'Welcome to Mentoria' })).toBeInTheDocument();
  expect(welcome.getByText(/free and premium ebooks and videos/i)).toBeInTheDocument();
  expect(welcome.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '/ebooks');
});

test('then the three newest ebooks, each with category, name and rating, linking to its detail', () => {
  renderWithProviders(<HeroCarousel newest={{ status: 'ready', data: newest.map((item) => item.id) }} />, {
    preloadedState: withProducts(...newest),
  });
  const productSlides = slides().slice(1);
  expect(productSlides).toHaveLength(3);
  const read = (slide: HTMLElement) => {
    const link = within(slide).getByRole('link', { hidden: true });
    return {
      href: link.getAttribute('href'),
      category: within(slide).getByText(/^(Startups|Mindset|Branding)$/).textContent,
      name: within(slide).getByRole('heading', { hidden: true }).textContent,
      rating: slide.querySelector('.hero-slide__rating')?.textContent,
    };
  };
  expect(productSlides.map(read)).toEqual([
    { href: '/ebook?id=30', category: 'Startups', name: 'Growth Loops', rating: 'Rated 4.8' },
    { href: '/ebook?id=29', category: 'Mindset', name: 'Calm Mind', rating: 'Rated 4.3' },
    { href: '/ebook?id=28', category: 'Branding', name: 'Brand Basics', rating: 'Rated 4.8' },
  ]);
  expect(screen.queryByText('A Fourth Book')).not.toBeInTheDocument();
});

test('the first product’s cover loads at once and first; the others wait', () => {
  renderWithProviders(<HeroCarousel newest={{ status: 'ready', data: newest.map((item) => item.id) }} />, {
    preloadedState: withProducts(...newest),
  });
  const covers = slides()
    .slice(1)
    .map((slide) => slide.querySelector('img'));
  expect(covers[0]).toHaveAttribute('loading', 'eager');
  expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
  expect(covers[1]).toHaveAttribute('loading', 'lazy');
  expect(covers[2]).toHaveAttribute('loading', 'lazy');
});

test('while the newest ebooks load, placeholder slides stand where they will be', () => {
  renderWithProviders(<HeroCarousel newest={{ status: 'loading' }} />);
  expect(slides()).toHaveLength(4);
  expect(slide(1).querySelector('a')).toBeNull();
  expect(slide(1).querySelector('.skeleton')).not.toBeNull();
});

test('if the newest ebooks could not be loaded, only the welcome slide shows', () => {
  renderWithProviders(<HeroCarousel newest={{ status: 'failed' }} />);
  expect(slides()).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Explore Now' })).toBeInTheDocument();
});
