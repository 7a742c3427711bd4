import { accessBadge } from '../products/products';
import { contentFormat, ebookFacts, pageCountLabel } from './ebookFacts';

test('a premium or priced ebook is Premium; one that costs nothing is Free', () => {
  expect(accessBadge({ premium: true, price: 23 })).toBe('Premium');
  expect(accessBadge({ premium: false, price: 5 })).toBe('Premium');
  expect(accessBadge({ premium: false, price: 0 })).toBe('Free');
});

test('page counts read as words', () => {
  expect(pageCountLabel(120)).toBe('120 pages');
  expect(pageCountLabel(1)).toBe('1 page');
  expect(pageCountLabel(null)).toBeNull();
  expect(pageCountLabel(0)).toBeNull();
});

test("the format comes from the content file's name", () => {
  expect(contentFormat('0007-deep-work.pdf')).toBe('PDF');
  expect(contentFormat('book.EPUB')).toBe('EPUB');
  expect(contentFormat('no-extension')).toBeNull();
  expect(contentFormat(null)).toBeNull();
});

test('the facts list only what the record holds', () => {
  expect(ebookFacts({ type: 'Guide', category: 'Mindset', pageCount: 120, contentPath: 'a.pdf' })).toEqual([
    { term: 'Format', detail: 'PDF' },
    { term: 'Length', detail: '120 pages' },
    { term: 'Type', detail: 'Guide' },
    { term: 'Category', detail: 'Mindset' },
  ]);
  expect(ebookFacts({ type: 'Ebook', category: '', pageCount: null, contentPath: null })).toEqual([
    { term: 'Type', detail: 'Ebook' },
  ]);
});
