import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Carousel } from './Carousel';
import { CarouselFirstView } from './CarouselFirstView';
import { CarouselSlider, type CarouselSliderProps } from './CarouselSlider';

/** react-slick arrives when a test lets it (carouselSliderLoader.ts stands in for the chunk's loading). */
let mockLetSliderArrive: () => void = () => undefined;
let mockSliderArrival = Promise.resolve();
jest.mock('./carouselSliderLoader', () => ({
  loadCarouselSlider: () =>
    mockSliderArrival.then(
      () => jest.requireActual<{ CarouselSlider: typeof CarouselSlider }>('./CarouselSlider').CarouselSlider,
    ),
}));

// jsdom has no PointerEvent: a mouse event with a pointer's id is all Carousel reads of one.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});

beforeEach(() => {
  mockSliderArrival = new Promise((resolve) => (mockLetSliderArrive = resolve));
});

/** Books as slides, each a link: what Home's rows hold. */
const books = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <a key={i} href={`/ebook?id=${i + 1}`} className="book">
      Book {i + 1}
    </a>
  ));

async function letSliderArrive() {
  await act(async () => {
    mockLetSliderArrive();
    await mockSliderArrival;
  });
}

/** react-slick measures its track once mounted and moves it with a transform; the first view has neither. */
const sliderHasArrived = () =>
  document.querySelector<HTMLElement>('.slick-track')?.style.transform.startsWith('translate3d') ?? false;

const shownBooks = () =>
  [...document.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="false"]')].map((slide) => slide.textContent);

describe('before react-slick has arrived, a carousel shows what react-slick shows first', () => {
  const cases: [string, number, ReactNode][] = [
    ['one slide at a time (the hero)', 1, books(4)],
    ['two and a bit (a row on a phone)', 2.3, books(7)],
    ['five (a row on a wide screen)', 5, books(7)],
    ['fewer slides than room for them (no arrows)', 5, books(3)],
    ['a single slide', 1, books(1)],
  ];

  /** The track's opening tag: its width is the one thing the first view takes elsewhere (Carousel.css). */
  const TRACK = /<div class="slick-track[^>]*>/;

  test.each(cases)('%s: the same elements, classes and styles', (_name, slidesToShow, slides) => {
    const props: CarouselSliderProps = { label: 'Books', slidesToShow, children: slides };
    const firstView = renderToStaticMarkup(<CarouselFirstView {...props} onArrow={() => undefined} />);
    const slider = renderToStaticMarkup(<CarouselSlider {...props} />);
    expect(firstView.replace(TRACK, '<track>')).toBe(slider.replace(TRACK, '<track>'));
  });

  test.each(cases)(
    '%s: a track as wide as react-slick’s, from the slides shown and their count',
    (_name, slidesToShow, slides) => {
      const count = Array.isArray(slides) ? slides.length : 1;
      const props: CarouselSliderProps = { label: 'Books', slidesToShow, children: slides };
      const firstView = renderToStaticMarkup(<CarouselFirstView {...props} onArrow={() => undefined} />);
      expect(TRACK.exec(firstView)?.[0]).toBe(
        `<div class="slick-track carousel__first-track" style="left:0%;--slides-shown:${slidesToShow};--slide-count:${count}">`,
      );
      expect(TRACK.exec(renderToStaticMarkup(<CarouselSlider {...props} />))?.[0]).toBe(
        `<div class="slick-track" style="width:${(100 / slidesToShow) * count}%;left:0%">`,
      );
    },
  );
});

test('its region, arrows and off-screen slides are as react-slick’s: named, Previous disabled, hidden ones inert', () => {
  render(
    <Carousel label="Recently Added Books" slidesToShow={2}>
      {books(5)}
    </Carousel>,
  );
  expect(sliderHasArrived()).toBe(false);
  expect(screen.getByRole('region', { name: 'Recently Added Books' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous: Recently Added Books' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next: Recently Added Books' })).toBeEnabled();
  expect(shownBooks()).toEqual(['Book 1', 'Book 2']);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Book 1', 'Book 2']);
  const hidden = [...document.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="true"]')];
  expect(hidden).toHaveLength(3);
  expect(hidden.every((slide) => slide.inert)).toBe(true);
});

test('a press of Next before react-slick has arrived moves the carousel once it has, and focus stays on Next', async () => {
  const user = userEvent.setup();
  const shown: number[] = [];
  render(
    <Carousel label="Books" slidesToShow={2} onSlideChange={(index) => shown.push(index)}>
      {books(5)}
    </Carousel>,
  );
  const next = screen.getByRole('button', { name: 'Next: Books' });
  await user.click(next);
  expect(shownBooks()).toEqual(['Book 1', 'Book 2']);

  await letSliderArrive();
  expect(sliderHasArrived()).toBe(true);
  expect(screen.getByRole('button', { name: 'Next: Books' })).toHaveFocus();
  await waitFor(() => expect(shownBooks()).toEqual(['Book 3', 'Book 4']));
  await waitFor(() => expect(shown).toEqual([2]));
  expect(screen.getByRole('button', { name: 'Previous: Books' })).toBeEnabled();
});

test('a link focused in the first view is still focused once react-slick has taken over', async () => {
  render(
    <Carousel label="Books" slidesToShow={2}>
      {books(5)}
    </Carousel>,
  );
  screen.getByRole('link', { name: 'Book 2' }).focus();
  await letSliderArrive();
  expect(sliderHasArrived()).toBe(true);
  expect(screen.getByRole('link', { name: 'Book 2' })).toHaveFocus();
});

test('the slide asked for is shown once react-slick has arrived', async () => {
  render(
    <Carousel label="Pages" slidesToShow={1} slideIndex={3}>
      {books(5)}
    </Carousel>,
  );
  expect(shownBooks()).toEqual(['Book 1']);
  await letSliderArrive();
  await waitFor(() => expect(shownBooks()).toEqual(['Book 4']));
});

test('react-slick takes over only once someone reaches for the carousel: nothing is measured before', async () => {
  const user = userEvent.setup();
  render(
    <Carousel label="Books" slidesToShow={2}>
      {books(5)}
    </Carousel>,
  );
  await letSliderArrive();
  expect(sliderHasArrived()).toBe(false);

  await user.hover(screen.getByRole('region', { name: 'Books' }));
  expect(sliderHasArrived()).toBe(false);

  await user.tab();
  await waitFor(() => expect(sliderHasArrived()).toBe(true));
  expect(shownBooks()).toEqual(['Book 1', 'Book 2']);
});

test('a click on a link in the first view opens it: react-slick takes over only after the click', async () => {
  const user = userEvent.setup();
  const opened: string[] = [];
  render(
    <Carousel label="Books" slidesToShow={2}>
      {books(5)}
    </Carousel>,
  );
  document.addEventListener('click', (event) => {
    event.preventDefault();
    if (event.target instanceof HTMLAnchorElement) opened.push(event.target.textContent ?? '');
  });
  await letSliderArrive();
  await user.click(screen.getByRole('link', { name: 'Book 2' }));
  expect(opened).toEqual(['Book 2']);
  await waitFor(() => expect(sliderHasArrived()).toBe(true));
});

test('a swipe to the left on the first view shows the next slides once react-slick is there', async () => {
  const shown: number[] = [];
  render(
    <Carousel label="Books" slidesToShow={2} onSlideChange={(index) => shown.push(index)}>
      {books(5)}
    </Carousel>,
  );
  const track = document.querySelector<HTMLElement>('.slick-track')!;
  fireEvent.pointerDown(track, { pointerId: 1, clientX: 300, clientY: 100 });
  fireEvent.pointerUp(track, { pointerId: 1, clientX: 100, clientY: 110 });
  await letSliderArrive();
  await waitFor(() => expect(shownBooks()).toEqual(['Book 3', 'Book 4']));
  await waitFor(() => expect(shown).toEqual([2]));
});

test('a vertical scroll over the first view does not move the carousel', async () => {
  render(
    <Carousel label="Books" slidesToShow={2}>
      {books(5)}
    </Carousel>,
  );
  const track = document.querySelector<HTMLElement>('.slick-track')!;
  fireEvent.pointerDown(track, { pointerId: 1, clientX: 200, clientY: 400 });
  fireEvent.pointerUp(track, { pointerId: 1, clientX: 180, clientY: 100 });
  await letSliderArrive();
  await waitFor(() => expect(sliderHasArrived()).toBe(true));
  expect(shownBooks()).toEqual(['Book 1', 'Book 2']);
});

test('a carousel made interactive at once (the reader’s thumbnails) is react-slick as soon as it has arrived', async () => {
  render(
    <Carousel label="Pages" slidesToShow={1} interactiveAtOnce>
      {books(5)}
    </Carousel>,
  );
  await letSliderArrive();
  await waitFor(() => expect(sliderHasArrived()).toBe(true));
});

test('Next pressed to the end is disabled, and the keyboard’s focus moves to Previous instead of dropping to the page', async () => {
  const user = userEvent.setup();
  render(
    <Carousel label="Books" slidesToShow={2} interactiveAtOnce>
      {books(3)}
    </Carousel>,
  );
  await letSliderArrive();
  await waitFor(() => expect(sliderHasArrived()).toBe(true));
  screen.getByRole('button', { name: 'Next: Books' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next: Books' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Previous: Books' })).toHaveFocus();
});

test('a press that began on the first view and ended outside the carousel still lets react-slick take over', async () => {
  render(
    <Carousel label="Books" slidesToShow={2}>
      {books(5)}
    </Carousel>,
  );
  fireEvent.pointerDown(document.querySelector('.slick-track')!, { pointerId: 1, clientX: 200, clientY: 100 });
  await letSliderArrive();
  expect(sliderHasArrived()).toBe(false);
  fireEvent.pointerUp(document.body, { pointerId: 1, clientX: 200, clientY: 600 });
  await waitFor(() => expect(sliderHasArrived()).toBe(true));
});
