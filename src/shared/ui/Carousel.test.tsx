import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadOnce, type LoadOnce } from '../../lib/loadOnce';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '../../testing/fakeIntersectionObserver';
import { Carousel } from './Carousel';
import * as carouselSlider from './CarouselSlider';

/**
 * react-slick's chunk arrives, or fails to, when a test says (a fresh loader
 * for each test, standing in for carouselSliderLoader.ts's).
 */
let mockLoader: LoadOnce<typeof carouselSlider>;
jest.mock('./carouselSliderLoader', () => ({
  loadCarouselSlider: Object.assign(() => mockLoader(), { loaded: () => mockLoader.loaded() }),
}));

let arrive: () => void;
let fail: () => void;
beforeEach(() => {
  mockLoader = loadOnce(
    () =>
      new Promise<typeof carouselSlider>((resolve, reject) => {
        arrive = () => resolve(carouselSlider);
        fail = () => reject(new Error('Failed to fetch dynamically imported module'));
      }),
  );
});

async function sliderArrives() {
  await act(async () => {
    arrive();
    await mockLoader();
  });
}

/** Books as slides, each a link: what Home's rows hold. */
const books = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <a key={i} href={`/ebook?id=${i + 1}`}>
      Book {i + 1}
    </a>
  ));

const PLACEHOLDER = <p data-testid="placeholder">Skeleton cards</p>;

const shownBooks = () =>
  [...document.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="false"]')].map((slide) => slide.textContent);

test('until react-slick has arrived the placeholder holds the place, with nothing to press; then the carousel', async () => {
  render(
    <Carousel label="Recently Added Books" slidesToShow={2} placeholder={PLACEHOLDER}>
      {books(5)}
    </Carousel>,
  );
  expect(screen.getByTestId('placeholder')).toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();

  await sliderArrives();
  expect(screen.queryByTestId('placeholder')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Recently Added Books' })).toHaveAttribute(
    'aria-roledescription',
    'carousel',
  );
});

test('its arrows are named buttons, Previous disabled at the start; off-screen slides are inert', async () => {
  render(
    <Carousel label="Recently Added Books" slidesToShow={2} placeholder={PLACEHOLDER}>
      {books(5)}
    </Carousel>,
  );
  await sliderArrives();
  expect(screen.getByRole('button', { name: 'Previous: Recently Added Books' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next: Recently Added Books' })).toBeEnabled();
  expect(shownBooks()).toEqual(['Book 1', 'Book 2']);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Book 1', 'Book 2']);
  const hidden = [...document.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="true"]')];
  expect(hidden).toHaveLength(3);
  expect(hidden.every((slide) => slide.inert)).toBe(true);
});

test('Next shows the next slides and says which is first; pressed to the end, focus moves to Previous', async () => {
  const user = userEvent.setup();
  const shown: number[] = [];
  render(
    <Carousel label="Books" slidesToShow={2} placeholder={PLACEHOLDER} onSlideChange={(index) => shown.push(index)}>
      {books(4)}
    </Carousel>,
  );
  await sliderArrives();
  screen.getByRole('button', { name: 'Next: Books' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(shownBooks()).toEqual(['Book 3', 'Book 4']));
  await waitFor(() => expect(shown).toEqual([2]));
  expect(screen.getByRole('button', { name: 'Next: Books' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous: Books' })).toHaveFocus();
});

test('it opens on the slide asked for, and moves when another is asked for', async () => {
  const { rerender } = render(
    <Carousel label="Pages" slidesToShow={1} placeholder={PLACEHOLDER} slideIndex={3}>
      {books(5)}
    </Carousel>,
  );
  await sliderArrives();
  expect(shownBooks()).toEqual(['Book 4']);
  rerender(
    <Carousel label="Pages" slidesToShow={1} placeholder={PLACEHOLDER} slideIndex={1}>
      {books(5)}
    </Carousel>,
  );
  await waitFor(() => expect(shownBooks()).toEqual(['Book 2']));
});

test('a carousel far from the screen keeps its placeholder and does not ask for react-slick until it nears', async () => {
  installFakeIntersectionObserver();
  try {
    const asked = jest.fn();
    const loader = mockLoader;
    mockLoader = Object.assign(() => (asked(), loader()), { loaded: () => loader.loaded() });
    render(
      <Carousel label="Books" slidesToShow={2} placeholder={PLACEHOLDER}>
        {books(5)}
      </Carousel>,
    );
    expect(asked).not.toHaveBeenCalled();
    act(() => FakeIntersectionObserver.reportNear(() => true));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    await sliderArrives();
    expect(screen.getByRole('region', { name: 'Books' })).toBeInTheDocument();
  } finally {
    removeFakeIntersectionObserver();
  }
});

test('if react-slick cannot be loaded the placeholder stays, and the carousel comes once the browser is online', async () => {
  render(
    <Carousel label="Books" slidesToShow={2} placeholder={PLACEHOLDER}>
      {books(5)}
    </Carousel>,
  );
  await act(async () => {
    fail();
    await mockLoader().catch(() => undefined);
  });
  expect(screen.getByTestId('placeholder')).toBeInTheDocument();

  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await sliderArrives();
  expect(screen.getByRole('region', { name: 'Books' })).toBeInTheDocument();
});
