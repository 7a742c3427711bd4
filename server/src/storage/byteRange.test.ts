import fc from 'fast-check';
import { parseRange } from './byteRange';

describe('parseRange', () => {
  test('no header or an unparsable one means the whole object', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-5', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=-', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=abc', 100)).toEqual({ kind: 'whole' });
  });

  test('several ranges are ignored rather than answered as multipart', () => {
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
  });

  test('a closed range is served as asked, clipped to the end', () => {
    expect(parseRange('bytes=0-99', 5000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange('bytes=4990-6000', 5000)).toEqual({ kind: 'partial', start: 4990, end: 4999 });
  });

  test('an open range runs to the end', () => {
    expect(parseRange('bytes=100-', 5000)).toEqual({ kind: 'partial', start: 100, end: 4999 });
  });

  test('a suffix range is the last n bytes, or all of a shorter object', () => {
    expect(parseRange('bytes=-10', 5000)).toEqual({ kind: 'partial', start: 4990, end: 4999 });
    expect(parseRange('bytes=-9000', 5000)).toEqual({ kind: 'partial', start: 0, end: 4999 });
  });

  test('a range starting past the end, or an empty suffix, cannot be satisfied', () => {
    expect(parseRange('bytes=5000-', 5000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=6000-7000', 5000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 5000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  test('a backwards range is invalid and ignored', () => {
    expect(parseRange('bytes=50-10', 5000)).toEqual({ kind: 'whole' });
  });

  test('every partial answer lies inside the object', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.string(), (size, header) => {
        const range = parseRange(`bytes=${header}`, size);
        if (range.kind === 'partial') {
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.end).toBeLessThan(size);
          expect(range.start).toBeLessThanOrEqual(range.end);
        }
      }),
    );
  });
});
