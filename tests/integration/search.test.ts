/**
 * Search by name (docs/product.md#search-takes-text-literally) through the search_products
 * function: case-insensitive, anywhere in the name, the user's wildcards taken
 * literally, at most 100 results.
 */
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
  const { error } = await t
    .serviceClient()
    .from('MentoriaDatabase')
    .insert([
      { Name: 'Save 50% on Ads', Categories: 'Google Ads' },
      { Name: 'Save 500 Hours a Year', Categories: 'Productivity' },
      { Name: 'snake_case for Marketers', Categories: 'Programming' },
      { Name: 'snakecase explained', Categories: 'Programming' },
      { Name: 'Back\\slash Stories', Categories: 'Storytelling' },
      { Name: 'R&D + Growth (2024), Café “Notes”', Categories: 'Digital Marketing' },
    ]);
  if (error) throw new Error(error.message);
});
afterAll(() => t.stop());

/** The app reads the search by GET, its arguments in the address; a POST with a JSON body must agree. */
describe.each(['GET', 'POST'] as const)('by %s', (method) => {
  async function search(text: string, max?: number): Promise<string[]> {
    const { data, error } = await t
      .anonClient()
      .rpc(
        'search_products',
        { search: text, ...(max === undefined ? {} : { max_results: max }) },
        { get: method === 'GET' },
      );
    if (error) throw new Error(error.message);
    return (data as { Name: string }[]).map((row) => row.Name);
  }

  test('finds names containing the text, whatever its case', async () => {
    const names = await search('SAVE 50');
    expect(names).toEqual(expect.arrayContaining(['Save 50% on Ads', 'Save 500 Hours a Year']));
  });

  test('a typed % or _ is a literal character, not a wildcard', async () => {
    expect(await search('50%')).toEqual(['Save 50% on Ads']);
    expect(await search('snake_case')).toEqual(['snake_case for Marketers']);
    expect(await search('\\')).toEqual(['Back\\slash Stories']);
  });

  test('characters an address gives a meaning to (& + , ( ) and quotes) and accents are searched as typed', async () => {
    expect(await search('R&D + Growth (2024), Café “Notes”')).toEqual(['R&D + Growth (2024), Café “Notes”']);
    expect(await search('&d +')).toEqual(['R&D + Growth (2024), Café “Notes”']);
  });

  test('a blank search returns nothing, and results are capped', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect((await search('e', 5)).length).toBe(5);
    expect((await search('e', 1000)).length).toBeLessThanOrEqual(100);
  });

  test('short texts (under three characters) search too', async () => {
    expect(await search('50')).toEqual(expect.arrayContaining(['Save 50% on Ads']));
  });
});
