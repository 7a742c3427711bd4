import { bookOutline, currentEntry, type OutlineDocument } from './bookOutline';

/** Page objects as pdf.js refers to them: page n is object 10 + n. */
const pageRef = (page: number) => ({ num: 10 + page, gen: 0 });

/** A document with this outline (pdf.js's shape) and these named destinations. */
function fakeDocument(outline: unknown[] | null, named: Record<string, unknown[]> = {}): OutlineDocument {
  return {
    getOutline: () => Promise.resolve(outline),
    getDestination: (name: string) => Promise.resolve(named[name] ?? null),
    getPageIndex: ({ num }: { num: number }) =>
      num > 10 && num <= 20 ? Promise.resolve(num - 11) : Promise.reject(new Error('Invalid page reference')),
  } as unknown as OutlineDocument;
}

const node = (title: string, dest: unknown, items: unknown[] = []) => ({ title, dest, items });
const xyz = (ref: unknown) => [ref, { name: 'XYZ' }, null, null, null];

test("each entry opens the page its destination names: a page's object, a named destination, a page number", async () => {
  const pdf = fakeDocument(
    [
      node('Contents', xyz(pageRef(2))),
      node('1. Pricing', 'chapter-1', [node('1.1 Anchors', xyz(pageRef(4)))]),
      node('2. Numbered', xyz(6)),
    ],
    { 'chapter-1': xyz(pageRef(3)) },
  );
  expect(await bookOutline(pdf)).toEqual([
    { title: 'Contents', page: 2, items: [] },
    { title: '1. Pricing', page: 3, items: [{ title: '1.1 Anchors', page: 4, items: [] }] },
    { title: '2. Numbered', page: 7, items: [] },
  ]);
});

test('an entry whose destination names no page is listed without one', async () => {
  const pdf = fakeDocument([
    node('Gone', xyz({ num: 99, gen: 0 })),
    node('Unknown name', 'nowhere'),
    node('None', null),
  ]);
  expect((await bookOutline(pdf)).map(({ page }) => page)).toEqual([null, null, null]);
});

test('a book without an outline has no entries', async () => {
  expect(await bookOutline(fakeDocument(null))).toEqual([]);
});

describe('the chapter being read', () => {
  const entries = [
    { title: 'Contents', page: 2, items: [] },
    { title: '1. Pricing', page: 3, items: [{ title: '1.1 Anchors', page: 5, items: [] }] },
    { title: 'Nowhere', page: null, items: [] },
    { title: '2. Promises', page: 8, items: [] },
  ];
  const titleAt = (page: number) => currentEntry(entries, page)?.title ?? null;

  test('is the last entry starting at or before the page shown', () => {
    expect(titleAt(3)).toBe('1. Pricing');
    expect(titleAt(4)).toBe('1. Pricing');
    expect(titleAt(5)).toBe('1.1 Anchors');
    expect(titleAt(7)).toBe('1.1 Anchors');
    expect(titleAt(8)).toBe('2. Promises');
    expect(titleAt(600)).toBe('2. Promises');
  });

  test('is none before the first entry', () => {
    expect(titleAt(1)).toBeNull();
  });
});
