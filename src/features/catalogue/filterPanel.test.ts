import { NO_FILTERS, type EbookFilters } from './ebookFilters';
import {
  PRICE_FIELD_MESSAGES,
  appliedFiltersLabel,
  categoryChoices,
  inCatalogueOrder,
  panelFilterCount,
  readPriceFields,
} from './filterPanel';

const filters = (overrides: Partial<EbookFilters>): EbookFilters => ({ ...NO_FILTERS, ...overrides });

describe('what the heading says is applied', () => {
  test('nothing: all ebooks', () => {
    expect(appliedFiltersLabel(NO_FILTERS)).toBe('All ebooks');
  });

  test('category, Free and price range, in that order', () => {
    expect(appliedFiltersLabel(filters({ categories: ['SEO'], free: true, minPrice: 10, maxPrice: 30 }))).toBe(
      'SEO · Free · 10$–30$',
    );
  });

  test('one bound of the range', () => {
    expect(appliedFiltersLabel(filters({ minPrice: 10 }))).toBe('From 10$');
    expect(appliedFiltersLabel(filters({ maxPrice: 9.5 }))).toBe('Up to 9.50$');
    expect(appliedFiltersLabel(filters({ minPrice: 0, maxPrice: 15 }))).toBe('0$–15$');
  });

  test('many categories: the first few, then how many more', () => {
    expect(appliedFiltersLabel(filters({ categories: ['SEO', 'AI'] }))).toBe('SEO, AI');
    expect(appliedFiltersLabel(filters({ categories: ['SEO', 'AI', 'Tools', 'Health', 'Mindset'] }))).toBe(
      'SEO, AI, Tools + 2 more',
    );
  });

  test('the Filter button counts the panel’s filters (categories, and the price range as one)', () => {
    expect(panelFilterCount(NO_FILTERS)).toBe(0);
    expect(panelFilterCount(filters({ free: true }))).toBe(0);
    expect(panelFilterCount(filters({ categories: ['SEO', 'AI'], minPrice: 1 }))).toBe(3);
  });
});

describe('the panel’s price fields', () => {
  test('blank fields set no bound', () => {
    expect(readPriceFields('', '  ')).toEqual({ ok: true, minPrice: null, maxPrice: null });
  });

  test('prices are read as numbers', () => {
    expect(readPriceFields('10', '30.5')).toEqual({ ok: true, minPrice: 10, maxPrice: 30.5 });
    expect(readPriceFields('0', '')).toEqual({ ok: true, minPrice: 0, maxPrice: null });
  });

  test('a value that is not a price is pointed out on its field', () => {
    expect(readPriceFields('-5', '')).toEqual({ ok: false, field: 'min', message: PRICE_FIELD_MESSAGES.notAPrice });
    expect(readPriceFields('', 'ten')).toEqual({ ok: false, field: 'max', message: PRICE_FIELD_MESSAGES.notAPrice });
  });

  test('a min above the max is pointed out rather than quietly swapped', () => {
    expect(readPriceFields('30', '10')).toEqual({ ok: false, field: 'min', message: PRICE_FIELD_MESSAGES.minAboveMax });
  });
});

describe('the panel’s category boxes', () => {
  const catalogue = ['All', 'Digital Marketing', 'Branding', 'Mindset', 'SEO', 'Health'];

  test('every category but "All", in the catalogue’s order', () => {
    expect(categoryChoices(catalogue, [])).toEqual(['Digital Marketing', 'Branding', 'Mindset', 'SEO', 'Health']);
  });

  test('the applied ones first, then the rest; one the catalogue does not have is there to be unchecked', () => {
    expect(categoryChoices(catalogue, ['SEO', 'Branding', 'Gone'])).toEqual([
      'Gone',
      'Branding',
      'SEO',
      'Digital Marketing',
      'Mindset',
      'Health',
    ]);
  });

  test('chosen ones are applied in the catalogue’s order, whatever order they were checked in', () => {
    expect(inCatalogueOrder(['SEO', 'Digital Marketing', 'Mindset'], catalogue)).toEqual([
      'Digital Marketing',
      'Mindset',
      'SEO',
    ]);
  });
});
