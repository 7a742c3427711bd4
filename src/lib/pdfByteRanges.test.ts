import type { PDFDataRangeTransport } from 'pdfjs-dist';
import { fetchOpeningBytes, rangeStart, serveRanges, sliceOf, tailStart, totalLength } from './pdfByteRanges';

/** A stand-in storage holding `file`: answers byte ranges (and suffix ranges) as the local backend does. */
function storageWith(file: Uint8Array, { ranges = true, status }: { ranges?: boolean; status?: number } = {}) {
  const asked: string[] = [];
  const fetchFake = jest.fn(async (_url: string, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('Range') ?? '';
    asked.push(range);
    if (status) return new Response('{"error":"ExpiredToken"}', { status });
    if (!ranges) return new Response(file.slice().buffer, { status: 200 });
    const suffix = /^bytes=-(\d+)$/.exec(range);
    const span = /^bytes=(\d+)-(\d+)$/.exec(range);
    const start = suffix ? Math.max(0, file.length - Number(suffix[1])) : Number(span![1]);
    const end = suffix ? file.length - 1 : Math.min(Number(span![2]), file.length - 1);
    return new Response(file.slice(start, end + 1).buffer, {
      status: 206,
      headers: { 'Content-Range': `bytes ${start}-${end}/${file.length}` },
    });
  });
  return { fetchFake, asked };
}

const fileOf = (length: number) => Uint8Array.from({ length }, (_, at) => at % 251);

describe('opening a book by byte ranges', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  test('asks for the first chunk, then for the end of the file from a chunk boundary, and knows the length', async () => {
    const file = fileOf(1000);
    const { fetchFake, asked } = storageWith(file);
    global.fetch = fetchFake as unknown as typeof fetch;

    const opening = await fetchOpeningBytes(
      'https://storage/book.pdf',
      { chunkBytes: 100, tailBytes: 300 },
      new AbortController().signal,
    );

    // Both plain ranges: a suffix range (bytes=-300) would cost a CORS preflight.
    expect(asked).toEqual(['bytes=0-99', 'bytes=700-999']);
    if (opening.kind !== 'ranges') throw new Error(`opened as ${opening.kind}`);
    expect(opening.length).toBe(1000);
    expect(opening.head).toEqual(file.slice(0, 100));
    const tail = await opening.tail;
    expect(tail?.start).toBe(700);
    expect(tail?.bytes).toEqual(file.slice(700));
  });

  test('a file shorter than a chunk, or a storage without ranges, is read whole', async () => {
    const small = fileOf(50);
    global.fetch = storageWith(small).fetchFake as unknown as typeof fetch;
    const whole = await fetchOpeningBytes('u', { chunkBytes: 100, tailBytes: 300 }, new AbortController().signal);
    expect(whole).toEqual({ kind: 'whole', data: small });

    const file = fileOf(1000);
    global.fetch = storageWith(file, { ranges: false }).fetchFake as unknown as typeof fetch;
    const noRanges = await fetchOpeningBytes('u', { chunkBytes: 100, tailBytes: 300 }, new AbortController().signal);
    expect(noRanges).toEqual({ kind: 'whole', data: file });
  });

  test('a refused link, or no network, leaves the opening to pdf.js (which reports it)', async () => {
    global.fetch = storageWith(fileOf(10), { status: 400 }).fetchFake as unknown as typeof fetch;
    expect(await fetchOpeningBytes('u', { chunkBytes: 100, tailBytes: 300 }, new AbortController().signal)).toEqual({
      kind: 'unavailable',
    });

    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await fetchOpeningBytes('u', { chunkBytes: 100, tailBytes: 300 }, new AbortController().signal)).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('the byte ranges pdf.js asks for', () => {
  test('come from the prefetched end of the file only when it holds all of them', () => {
    const tail = { start: 700, bytes: fileOf(1000).slice(700) };
    expect(sliceOf(tail, 768, 896)).toEqual(fileOf(1000).slice(768, 896));
    expect(sliceOf(tail, 700, 1000)).toHaveLength(300);
    expect(sliceOf(tail, 640, 768)).toBeNull();
    expect(sliceOf(tail, 900, 1001)).toBeNull();
    expect(sliceOf(null, 0, 1)).toBeNull();
  });

  test('the end fetched at once is at most the tail size, starting on a chunk boundary', () => {
    expect(tailStart(1_112_025, { chunkBytes: 131_072, tailBytes: 262_144 })).toBe(917_504);
    expect(tailStart(1000, { chunkBytes: 100, tailBytes: 300 })).toBe(700);
    expect(tailStart(1050, { chunkBytes: 100, tailBytes: 300 })).toBe(800);
    expect(tailStart(150, { chunkBytes: 100, tailBytes: 300 })).toBe(0);
  });

  test("a Content-Range answer gives the part's start and the file's length", () => {
    expect(totalLength('bytes 0-131071/1112025')).toBe(1112025);
    expect(rangeStart('bytes 917504-1048575/1112025')).toBe(917504);
    expect(totalLength('bytes */1112025')).toBeNull();
    expect(totalLength(null)).toBeNull();
    expect(rangeStart('items 0-9/100')).toBeNull();
  });
});

describe('a later range pdf.js asks for, when the storage answers oddly', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  /** Asks for bytes 200–299 through serveRanges; says what pdf.js was handed and how many requests it took. */
  async function askForRange(answer: () => Response) {
    jest.useFakeTimers();
    const fetchFake = jest.fn(async () => answer());
    global.fetch = fetchFake as unknown as typeof fetch;
    const handed = jest.fn();
    const transport = { onDataRange: handed } as unknown as PDFDataRangeTransport;
    const closed = new AbortController();
    serveRanges(transport, 'u', Promise.resolve(null), closed.signal).requestDataRange(200, 300);
    // A minute of retries, had there been any.
    for (let second = 0; second < 60; second++) await jest.advanceTimersByTimeAsync(1000);
    closed.abort();
    return { handed, requests: fetchFake.mock.calls.length };
  }

  test('a storage that now ignores Range (the whole file, 200) gives the range from it, in one request', async () => {
    const file = fileOf(1000);
    const { handed, requests } = await askForRange(() => new Response(file.slice().buffer, { status: 200 }));

    expect(handed).toHaveBeenCalledWith(200, file.slice(200, 300));
    expect(requests).toBe(1);
  });

  test('a refused range (416) is not asked for again and again', async () => {
    const { handed, requests } = await askForRange(() => new Response('', { status: 416 }));

    expect(handed).not.toHaveBeenCalled();
    expect(requests).toBe(1);
  });

  test('no network: the range is asked for again, less and less often', async () => {
    const { requests } = await askForRange(() => {
      throw new TypeError('Failed to fetch');
    });

    // 0.5 s, 1, 2, 4, 8, 8, … : about ten tries in a minute, not one per tick.
    expect(requests).toBeGreaterThan(5);
    expect(requests).toBeLessThan(15);
  });
});
