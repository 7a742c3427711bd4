import { ifNoneMatchHolds, representationETag } from './entityTag';

const rows = '[{"id":1,"name":"Dune"}]';
const headers = { 'Content-Range': '0-0/*', 'Content-Type': 'application/json; charset=utf-8' };

describe('representationETag', () => {
  test('the same answer always gets the same weak tag', () => {
    const tag = representationETag(200, headers, rows);
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(representationETag(200, { ...headers }, rows)).toBe(tag);
  });

  test('a different body, status or describing header gets a different tag', () => {
    const tag = representationETag(200, headers, rows);
    expect(representationETag(200, headers, '[{"id":1,"name":"Emma"}]')).not.toBe(tag);
    expect(representationETag(206, headers, rows)).not.toBe(tag);
    // The same rows with a different total: a browser must not keep the old count.
    expect(representationETag(200, { ...headers, 'Content-Range': '0-0/2' }, rows)).not.toBe(tag);
    expect(representationETag(200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' }, rows)).not.toBe(tag);
  });
});

describe('ifNoneMatchHolds', () => {
  const tag = 'W/"abc"';
  test('holds for the tag itself, weak or strong, alone or in a list, and for *', () => {
    expect(ifNoneMatchHolds('W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHolds('"abc"', tag)).toBe(true);
    expect(ifNoneMatchHolds('"x", W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHolds('*', tag)).toBe(true);
    expect(ifNoneMatchHolds(['"x"', 'W/"abc"'], tag)).toBe(true);
  });

  test('does not hold without the header or for another tag', () => {
    expect(ifNoneMatchHolds(undefined, tag)).toBe(false);
    expect(ifNoneMatchHolds('', tag)).toBe(false);
    expect(ifNoneMatchHolds('W/"abd"', tag)).toBe(false);
    expect(ifNoneMatchHolds('"abc', tag)).toBe(false);
  });
});
