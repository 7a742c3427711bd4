import { parseListOptions, type ListOptions } from './folderListing';
import { StorageError } from './storageErrors';

const options = (overrides: Partial<ListOptions> = {}): ListOptions => ({
  prefix: 'shelf/',
  limit: 100,
  offset: 0,
  sortBy: { column: 'name', order: 'asc' },
  search: '',
  ...overrides,
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
    [{ sortBy: { column: 'name', order: 'sideways' } }],
  ])('refuses %p', (body) => {
    expect(parseListOptions(body)).toBeInstanceOf(StorageError);
  });

  test('sorts by name, as hosted Storage does, when the column is not one it knows', () => {
    expect(parseListOptions({ prefix: 'shelf', sortBy: { column: 'id; drop table x', order: 'desc' } })).toEqual(
      options({ sortBy: { column: 'name', order: 'desc' } }),
    );
    expect(parseListOptions({ prefix: 'shelf', sortBy: { column: 'size' } })).toEqual(options());
  });
});
