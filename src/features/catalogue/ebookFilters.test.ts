import {
  NO_FILTERS,
  MAX_CATEGORIES_IN_ADDRESS,
  ebookFiltersSearch,
  ebooksHref,
  parseEbookFilters,
  parsePrice,
  toProductFilters,
  type EbookFilters,
} from './ebookFilters';

const filters = (overrides: Partial<EbookFilters>): EbookFilters => ({ ...NO_FILTERS, ...overrides });
describe('reading the address', () => {
  test('no parameters: every ebook', () => {
    expect(parseEbookFilters('')).toEqual(NO_FILTERS);
    expect(parseEbookFilters('?')).toEqual(NO_FILTERS);
  });

  test("the observed product's link /ebooks?category={name} picks that one category", () => {
    expect(parseEbookFilters('?category=Digital%20Marketing')).toEqual(filters({ categories: ['Digital Marketing'] }));
    expect(parseEbookFilters('category=Business+%26+Entrepreneurship').categories).toEqual([
      'Business & Entrepreneurship',
    ]);
  });

  test('several categories, each once, in the order given', () => {
    expect(parseEbookFilters('?category=SEO&category=AI&category=SEO').categories).toEqual(['SEO', 'AI']);
  });

  test('"All", alone or with others, means every category; blank names are ignored', () => {
    expect(parseEbookFilters('?category=All').categories).toEqual([]);
    expect(parseEbookFilters('?category=SEO&category=All').categories).toEqual([]);
    expect(parseEbookFilters('?category=&category=%20%20&category=SEO').categories).toEqual(['SEO']);
  });

  test('an absurd number of categories is cut to a sane one', () => {
    const many = Array.from({ length: 500 }, (_, i) => `category=C${i}`).join('&');
    expect(parseEbookFilters(many).categories).toHaveLength(MAX_CATEGORIES_IN_ADDRESS);
  });

  test('free=1 (or true) shows free ebooks only; anything else does not', () => {
    expect(parseEbookFilters('?free=1').free).toBe(true);
    expect(parseEbookFilters('?free=true').free).toBe(true);
    for (const value of ['0', '', 'no', 'yes', '2']) expect(parseEbookFilters(`?free=${value}`).free).toBe(false);
  });

  test('price bounds are read as numbers', () => {
    expect(parseEbookFilters('?min=10&max=30')).toEqual(filters({ minPrice: 10, maxPrice: 30 }));
    expect(parseEbookFilters('?min=9.5')).toEqual(filters({ minPrice: 9.5 }));
    expect(parseEbookFilters('?max=0')).toEqual(filters({ maxPrice: 0 }));
  });

  test('junk, negative or absurd prices are ignored, not an error', () => {
    for (const junk of ['abc', '-5', '1e3', '10$', 'NaN', 'Infinity', '', '0x10', '123456789', '1.234']) {
      expect(parseEbookFilters(`?min=${encodeURIComponent(junk)}&max=${encodeURIComponent(junk)}`)).toEqual(NO_FILTERS);
    }
  });

  test('a min above the max is the same range written the other way round', () => {
    expect(parseEbookFilters('?min=30&max=10')).toEqual(filters({ minPrice: 10, maxPrice: 30 }));
  });

  test('unknown parameters are ignored', () => {
    expect(parseEbookFilters('?page=3&utm_source=mail&category=SEO')).toEqual(filters({ categories: ['SEO'] }));
  });
});

describe('writing the address', () => {
  test('no filters: the bare list address', () => {
    expect(ebookFiltersSearch(NO_FILTERS)).toBe('');
    expect(ebooksHref(NO_FILTERS)).toBe('/ebooks');
  });

  test('one category gives the observed product’s own link', () => {
    expect(ebooksHref(filters({ categories: ['Digital Marketing'] }))).toBe('/ebooks?category=Digital+Marketing');
  });

  test('every filter, in one fixed form', () => {
    expect(ebooksHref(filters({ categories: ['SEO', 'AI'], free: true, minPrice: 10, maxPrice: 30 }))).toBe(
      '/ebooks?category=SEO&category=AI&free=1&min=10&max=30',
    );
  });

  test('round trip: what is written reads back the same', () => {
    const samples: EbookFilters[] = [
      NO_FILTERS,
      filters({ categories: ['Business & Entrepreneurship', 'SEO'] }),
      filters({ free: true }),
      filters({ minPrice: 0, maxPrice: 9.5 }),
      filters({ categories: ['AI'], free: true, minPrice: 15, maxPrice: 23 }),
      filters({ categories: ['Ünïcode & ‘quotes’', 'a=b&c'] }),
    ];
    for (const sample of samples) expect(parseEbookFilters(ebookFiltersSearch(sample))).toEqual(sample);
  });

  test('a category no catalogue could have (a NUL, a double quote, a name of thousands of letters) is left out', () => {
    const read = parseEbookFilters(`category=SEO%00&category=a%22b%2Cc&category=${'x'.repeat(5000)}&category=AI`);
    expect(read.categories).toEqual(['AI']);
  });

  test('round trip the other way: an address in the fixed form is written back unchanged', () => {
    const search = 'category=SEO&category=Mindset&free=1&min=5&max=19.99';
    expect(ebookFiltersSearch(parseEbookFilters(search))).toBe(search);
  });
});

describe('what the list asks the server for', () => {
  test('nothing set: no filter at all', () => {
    expect(toProductFilters(NO_FILTERS)).toEqual({});
  });

  test('each filter that is set, categories sorted so one choice is one query', () => {
    expect(toProductFilters(filters({ categories: ['SEO', 'AI'], free: true, minPrice: 0, maxPrice: 30 }))).toEqual({
      category: ['AI', 'SEO'],
      free: true,
      minPrice: 0,
      maxPrice: 30,
    });
    expect(toProductFilters(filters({ categories: ['AI', 'SEO'] }))).toEqual(
      toProductFilters(filters({ categories: ['SEO', 'AI'] })),
    );
  });
});

test('parsePrice takes digits with up to two decimals and nothing else', () => {
  expect(parsePrice(' 23 ')).toBe(23);
  expect(parsePrice('0.99')).toBe(0.99);
  expect(parsePrice(null)).toBeNull();
  expect(parsePrice('1,5')).toBeNull();
});
