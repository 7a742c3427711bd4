import { folderListing, parseListOptions, type ListOptions } from './folderListing';
import type { ObjectRow } from './objectRows';
import { StorageError } from './storageErrors';

function row(name: string, updated: string): ObjectRow {
  return {
    id: `id-${name}`,
    bucket_id: 'b',
    name,
    owner: null,
    owner_id: null,
    version: null,
    created_at: updated,
    updated_at: updated,
    last_accessed_at: updated,
    metadata: { size: 1 },
    user_metadata: null,
  };
}

const options = (overrides: Partial<ListOptions> = {}): ListOptions => ({
  prefix: 'shelf/',
  limit: 100,
  offset: 0,
  sortBy: { column: 'name', order: 'asc' },
  search: '',
  ...overrides,
});

const rows = [
  row('shelf/b.pdf', '2026-01-02T00:00:00Z'),
  row('shelf/a.pdf', '2026-01-03T00:00:00Z'),
  row('shelf/deep/x.pdf', '2026-01-01T00:00:00Z'),
  row('shelf/deep/y.pdf', '2026-01-01T00:00:00Z'),
];

describe('folderListing', () => {
  test('shows files directly under the prefix and each sub-folder once', () => {
    const listing = folderListing(rows, options());
    expect(listing.map((entry) => [entry.name, entry.id])).toEqual([
      ['a.pdf', 'id-shelf/a.pdf'],
      ['b.pdf', 'id-shelf/b.pdf'],
      ['deep', null],
    ]);
    expect(listing[2]).toMatchObject({ metadata: null, updated_at: null });
  });

  test('searches by name prefix, sorts by the asked column and pages', () => {
    expect(folderListing(rows, options({ search: 'b' })).map((e) => e.name)).toEqual(['b.pdf']);
    const byDate = folderListing(rows, options({ sortBy: { column: 'updated_at', order: 'desc' } }));
    expect(byDate.map((e) => e.name)).toEqual(['a.pdf', 'b.pdf', 'deep']);
    expect(folderListing(rows, options({ offset: 1, limit: 1 })).map((e) => e.name)).toEqual(['b.pdf']);
  });
});

describe('parseListOptions', () => {
  test("fills storage-js's defaults and normalises the prefix to a folder", () => {
    expect(parseListOptions({ prefix: '/shelf/' })).toEqual(options());
    expect(parseListOptions({})).toMatchObject({ prefix: '' });
  });

  test.each([
    [{ limit: 0 }],
    [{ limit: 'ten' }],
    [{ offset: -1 }],
    [{ prefix: 5 }],
    [{ sortBy: { column: 'id; drop table x' } }],
    [{ sortBy: { column: 'name', order: 'sideways' } }],
  ])('refuses %p', (body) => {
    expect(parseListOptions(body)).toBeInstanceOf(StorageError);
  });
});
