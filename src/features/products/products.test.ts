import type { ProductRow } from '../../types/database';
import { categoryFilter, coverUrl, effectivePrice, heroRating, priceLabel, toProduct } from './products';

// coverUrl builds public addresses through the one Supabase client, which reads these.
process.env.VITE_SUPABASE_URL = 'http://backend.test';
process.env.VITE_SUPABASE_ANON_KEY = 'anon-key';

const row = (overrides: Partial<ProductRow> = {}): ProductRow => ({
  ID: 7,
  Name: 'SEO Basics',
  Categories: 'SEO',
  Type: 'Ebook',
  Premium: true,
  Regular_Price: 30,
  'Sale Price': 23,
  Price: 23,
  Images: 'ebooks/0007.svg',
  Short_Description: 'Rank higher.',
  Description: '<p>All about search.</p>',
  ContentURL: '0007-seo-basics.pdf',
  ContentLength: 42,
  Rating: 4.6,
  created_at: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

describe('toProduct', () => {
  test('maps every column of a products row to the product screens use', () => {
    expect(toProduct(row())).toEqual({
      id: 7,
      name: 'SEO Basics',
      category: 'SEO',
      type: 'Ebook',
      premium: true,
      regularPrice: 30,
      salePrice: 23,
      price: 23,
      image: 'http://backend.test/storage/v1/object/public/covers/ebooks/0007.svg',
      shortDescription: 'Rank higher.',
      descriptionHtml: '<p>All about search.</p>',
      contentPath: '0007-seo-basics.pdf',
      pageCount: 42,
      rating: 4.6,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
  });

  test('prices come from the regular and sale prices, whatever the Price column says', () => {
    expect(toProduct(row({ Regular_Price: 30, 'Sale Price': null, Price: 0 })).price).toBe(30);
    expect(toProduct(row({ Regular_Price: 0, 'Sale Price': null })).price).toBe(0);
  });

  test('numbers sent as strings (a Postgres numeric) are still numbers', () => {
    const product = toProduct(row({ Regular_Price: '19.90', 'Sale Price': '9.50', Rating: '4.5' } as never));
    expect(product).toMatchObject({ regularPrice: 19.9, salePrice: 9.5, price: 9.5, rating: 4.5 });
  });

  test('a product without cover, rating or file keeps those empty', () => {
    expect(toProduct(row({ Images: null, Rating: null, ContentURL: null, ContentLength: null }))).toMatchObject({
      image: null,
      rating: null,
      contentPath: null,
      pageCount: null,
    });
  });
});

describe('coverUrl', () => {
  test('an object path becomes the public address in the covers bucket, encoded', () => {
    expect(coverUrl('ebooks/a b.svg')).toBe('http://backend.test/storage/v1/object/public/covers/ebooks/a%20b.svg');
  });

  test('an absolute address is used as it is', () => {
    expect(coverUrl('https://images.example.com/c.png')).toBe('https://images.example.com/c.png');
    expect(coverUrl('HTTP://images.example.com/c.png')).toBe('HTTP://images.example.com/c.png');
  });

  test('no cover, or a blank one, is null', () => {
    expect(coverUrl(null)).toBeNull();
    expect(coverUrl('  ')).toBeNull();
  });
});

describe('effectivePrice (docs/product.md#prices-come-from-the-data)', () => {
  test('a sale price lower than the regular price is what the buyer pays', () => {
    expect(effectivePrice(30, 23)).toBe(23);
  });

  test('without a sale price, or with one that is not lower, the regular price stands', () => {
    expect(effectivePrice(23, null)).toBe(23);
    expect(effectivePrice(23, undefined)).toBe(23);
    expect(effectivePrice(23, 23)).toBe(23);
    expect(effectivePrice(23, 40)).toBe(23);
  });

  test('a sale price of 0 makes the ebook free', () => {
    expect(effectivePrice(23, 0)).toBe(0);
  });
});

describe('priceLabel', () => {
  test('a price is the number then $, the observed product’s way', () => {
    expect(priceLabel(23)).toBe('23$');
  });

  test('cents show only when the price has them', () => {
    expect(priceLabel(9.5)).toBe('9.50$');
    expect(priceLabel(19.99)).toBe('19.99$');
  });

  test('nothing to pay reads Free', () => {
    expect(priceLabel(0)).toBe('Free');
  });
});

describe('categoryFilter', () => {
  test('no category, a blank one or All means every category', () => {
    expect(categoryFilter(undefined)).toBeNull();
    expect(categoryFilter('')).toBeNull();
    expect(categoryFilter('All')).toBeNull();
    expect(categoryFilter([])).toBeNull();
    expect(categoryFilter(['SEO', 'All'])).toBeNull();
  });

  test('one category or several from the filter panel', () => {
    expect(categoryFilter('SEO')).toEqual(['SEO']);
    expect(categoryFilter(['SEO', 'Tools'])).toEqual(['SEO', 'Tools']);
  });
});

test('the hero shows the product its own rating, else 4.8 (docs/product.md#real-figures-before-fixed-ones)', () => {
  expect(heroRating({ rating: 4.2 })).toBe(4.2);
  expect(heroRating({ rating: null })).toBe(4.8);
});
