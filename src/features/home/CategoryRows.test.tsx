import { afterEach, beforeEach, expect, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supabase } from '../../lib/supabase';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '../../testing/fakeIntersectionObserver';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { ProductRow } from '../../types/database';
import { CategoryRows } from './CategoryRows';

/**
 * The category rows against a stand-in for the catalogue table (no backend in
 * jsdom) and an IntersectionObserver the test drives: a row asks for its
 * ebooks only once it is reported near the screen, as the browser does while
 * the page scrolls. The e2e spec (e2e/home.spec.ts) runs the same against the
 * real backend.
 */

// The client needs an address to be built; nothing is sent to it.
process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:9';
process.env.VITE_SUPABASE_ANON_KEY ??= 'test-anon-key';

const noRetry = () => {};

const productRow = (id: number, name: string, category: string): ProductRow => ({
  ID: id,
  Name: name,
  Categories: category,
  Type: 'Ebook',
  Premium: false,
  Regular_Price: 0,
  'Sale Price': null,
  Price: 0,
  Images: null,
  Short_Description: null,
  Description: null,
  ContentURL: null,
  ContentLength: null,
  Rating: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

/** The catalogue the stand-in answers from: each category's newest ebooks. */
const catalogue: Record<string, ProductRow[]> = {
  'Digital Marketing': [
    productRow(1, 'Funnels', 'Digital Marketing'),
    productRow(2, 'Ads That Work', 'Digital Marketing'),
  ],
  'Business & Entrepreneurship': [productRow(3, 'Cash Flow', 'Business & Entrepreneurship')],
  SEO: [productRow(4, 'Rank Higher', 'SEO')],
};

type Answer = { data: ProductRow[]; error: null } | { data: null; error: { message: string; code: string } };

/**
 * Answers the rows' reads (from → select → eq(category) → order → limit) as
 * `answer` says, and returns the categories asked for, in order.
 */
function catalogueAnswering(answer: (category: string) => Answer): string[] {
  const asked: string[] = [];
  jest.spyOn(supabase(), 'from').mockImplementation(() => {
    let category = '';
    const read = {
      select: () => read,
      eq: (_column: string, value: string) => {
        category = value;
        asked.push(value);
        return read;
      },
      order: () => read,
      limit: () => Promise.resolve(answer(category)),
    };
    return read as never;
  });
  return asked;
}

const fromCatalogue = (category: string): Answer => ({ data: catalogue[category] ?? [], error: null });

/** Tells the page that the row under this heading has come near the screen, its carousel too once it is drawn. */
async function scrollNear(heading: string) {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`No row under ${heading}`);
  await act(async () => FakeIntersectionObserver.reportNear((target) => section.contains(target)));
}

beforeEach(installFakeIntersectionObserver);
afterEach(() => {
  removeFakeIntersectionObserver();
  jest.restoreAllMocks();
});

const ready = (...names: string[]) => ({ status: 'ready' as const, data: names });

test('every category with ebooks has its heading at once, with See all to that category', () => {
  catalogueAnswering(fromCatalogue);
  renderWithProviders(
    <CategoryRows categories={ready('Digital Marketing', 'Business & Entrepreneurship', 'SEO')} onRetry={noRetry} />,
  );
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['Digital Marketing', 'Business & Entrepreneurship', 'SEO']);
  expect(screen.getByRole('link', { name: 'See all Business & Entrepreneurship' })).toHaveAttribute(
    'href',
    '/ebooks?category=Business%20%26%20Entrepreneurship',
  );
});

test('a row asks for its ebooks only when it nears the screen, and shows them newest first', async () => {
  const asked = catalogueAnswering(fromCatalogue);
  renderWithProviders(
    <CategoryRows categories={ready('Digital Marketing', 'Business & Entrepreneurship', 'SEO')} onRetry={noRetry} />,
  );
  expect(asked).toEqual([]);
  // Rows not yet near hold their place with one still, unseen card each: nothing is loading there,
  // and dozens of rows of full skeleton strips made the first screen slow to lay out.
  expect(document.querySelectorAll('.product-strip--still')).toHaveLength(3);
  expect(document.querySelectorAll('.product-strip--still .carousel-placeholder__slot')).toHaveLength(3);

  await scrollNear('Digital Marketing');
  const marketing = await screen.findByRole('region', { name: 'Digital Marketing' });
  expect(
    within(marketing)
      .getAllByRole('heading', { level: 3 })
      .map((name) => name.textContent),
  ).toEqual(['Funnels', 'Ads That Work']);
  expect(asked).toEqual(['Digital Marketing']);
  expect(screen.queryByRole('region', { name: 'Business & Entrepreneurship' })).not.toBeInTheDocument();

  await scrollNear('SEO');
  expect(await screen.findByRole('region', { name: 'SEO' })).toBeInTheDocument();
  expect(asked).toEqual(['Digital Marketing', 'SEO']);
});

test('while a near row loads, skeleton cards hold its place and the wait is announced', async () => {
  jest.spyOn(supabase(), 'from').mockImplementation(() => {
    const read = { select: () => read, eq: () => read, order: () => read, limit: () => new Promise(() => undefined) };
    return read as never;
  });
  renderWithProviders(<CategoryRows categories={ready('SEO')} onRetry={noRetry} />);
  await scrollNear('SEO');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the SEO ebooks…');
  expect(document.querySelector('.product-strip:not(.product-strip--still)')).toBeInTheDocument();
});

test('a row that could not be loaded says so under its heading and offers Retry; the other rows are unaffected', async () => {
  let seoFails = true;
  catalogueAnswering((category) =>
    category === 'SEO' && seoFails
      ? { data: null, error: { message: 'The server is down', code: 'XX000' } }
      : fromCatalogue(category),
  );
  renderWithProviders(<CategoryRows categories={ready('Digital Marketing', 'SEO')} onRetry={noRetry} />);
  await scrollNear('Digital Marketing');
  await scrollNear('SEO');
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('The SEO ebooks could not be loaded.');
  expect(screen.getByRole('region', { name: 'Digital Marketing' })).toBeInTheDocument();

  seoFails = false;
  await userEvent.setup().click(within(failure).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'SEO' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('if the categories could not be loaded, the page says so and offers Retry, never an empty page', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<CategoryRows categories={{ status: 'failed' }} onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded/i);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('while the categories load, skeleton rows hold the space and the wait is announced', () => {
  renderWithProviders(<CategoryRows categories={{ status: 'loading' }} onRetry={noRetry} />);
  expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
  expect(screen.queryAllByRole('heading')).toHaveLength(0);
  expect(document.querySelectorAll('.product-strip').length).toBeGreaterThan(0);
});
