/**
 * A book's PDF by byte ranges, fetched by the reader rather than by pdf.js.
 * Left to itself, pdf.js asks for a book one round trip after another once
 * its worker runs: the whole file (only to read the headers), then its first
 * chunk, then its last (the trailer), then the cross-reference table before
 * it. Here the first chunk is asked for the moment the link is known, and the
 * end of the file as soon as its length is, while pdf.js and its worker are
 * still starting,
 * and handed to pdf.js as it opens the book (a PDFDataRangeTransport); page 1
 * of a usual book then needs no further round trip. Later pages are fetched
 * the same way, a range at a time, as pdf.js asks for them.
 */
import type { PDFDataRangeTransport } from 'pdfjs-dist';

/** A run of the file's bytes, from `start`. */
export interface ByteSegment {
  start: number;
  bytes: Uint8Array;
}

/** What the first answers said: the file by ranges, the whole file (no range support), or nothing usable. */
export type OpeningBytes =
  | { kind: 'ranges'; length: number; head: Uint8Array; tail: Promise<ByteSegment | null> }
  | { kind: 'whole'; data: Uint8Array }
  /** A refusal, an error or no answer: pdf.js then opens the link itself and reports what it gets. */
  | { kind: 'unavailable' };

/** The total length in a `Content-Range: bytes 0-131071/1112025` answer, or null when it has none. */
export function totalLength(contentRange: string | null): number | null {
  const match = contentRange ? /^bytes \d+-\d+\/(\d+)$/.exec(contentRange.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** Where a `Content-Range` answer starts, or null. */
export function rangeStart(contentRange: string | null): number | null {
  const match = contentRange ? /^bytes (\d+)-\d+\/\d+$/.exec(contentRange.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** Bytes `begin` (included) to `end` (excluded) if the segment holds all of them, else null. */
export function sliceOf(segment: ByteSegment | null, begin: number, end: number): Uint8Array | null {
  if (!segment || begin < segment.start || end > segment.start + segment.bytes.length) return null;
  return segment.bytes.slice(begin - segment.start, end - segment.start);
}

const asked = (url: string, range: string, signal: AbortSignal) => fetch(url, { headers: { Range: range }, signal });

/** The start of the end of a `length`-byte file worth fetching at once: at most `tailBytes`, from a chunk boundary. */
export function tailStart(
  length: number,
  { chunkBytes, tailBytes }: { chunkBytes: number; tailBytes: number },
): number {
  return Math.max(0, Math.ceil((length - tailBytes) / chunkBytes) * chunkBytes);
}

/**
 * Asks for the first chunk of the file at `url`, and for its end the moment
 * the first answer's headers tell the file's length (a suffix range would
 * cost a CORS preflight: only `bytes=a-b` needs none). Resolves once the
 * first chunk is in (the end follows as `tail`); never rejects.
 */
export async function fetchOpeningBytes(
  url: string,
  { chunkBytes, tailBytes }: { chunkBytes: number; tailBytes: number },
  signal: AbortSignal,
): Promise<OpeningBytes> {
  try {
    const answer = await asked(url, `bytes=0-${chunkBytes - 1}`, signal);
    if (answer.status === 200) return { kind: 'whole', data: new Uint8Array(await answer.arrayBuffer()) };
    const length = answer.status === 206 ? totalLength(answer.headers.get('Content-Range')) : null;
    if (length === null) return { kind: 'unavailable' };
    const start = tailStart(length, { chunkBytes, tailBytes });
    const tail =
      length <= chunkBytes
        ? Promise.resolve(null)
        : asked(url, `bytes=${start}-${length - 1}`, signal).then(
            async (part): Promise<ByteSegment | null> =>
              part.status === 206 && rangeStart(part.headers.get('Content-Range')) === start
                ? { start, bytes: new Uint8Array(await part.arrayBuffer()) }
                : null,
            () => null,
          );
    const head = new Uint8Array(await answer.arrayBuffer());
    if (head.length >= length) return { kind: 'whole', data: head };
    return { kind: 'ranges', length, head, tail: tail.catch(() => null) };
  } catch {
    return { kind: 'unavailable' };
  }
}

/**
 * HTTP answers that will not change by asking again: the link is refused or
 * has expired (400, 401, 403, 404), the range is refused (416), and other
 * client errors. A timeout (408) and too many requests (429) may pass.
 */
const isRefused = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;
/** A range whose request failed (offline, a server error) is asked for again, waiting longer each time up to this. */
const MAX_RETRY_PAUSE_MS = 8000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * The range `begin`–`end` (end excluded): from the prefetched end of the file
 * when it holds it, else from the link. A failed request is retried (the
 * network may come back); a refused link is not, and the page waiting for
 * those bytes is checked by the reader (BookPages' onPageStalled renews the link).
 */
async function fetchRange(
  url: string,
  begin: number,
  end: number,
  tail: Promise<ByteSegment | null>,
  signal: AbortSignal,
): Promise<Uint8Array | null> {
  const cached = sliceOf(await tail, begin, end);
  if (cached) return cached;
  for (let retryPause = 500; !signal.aborted; retryPause = Math.min(retryPause * 2, MAX_RETRY_PAUSE_MS)) {
    try {
      const answer = await asked(url, `bytes=${begin}-${end - 1}`, signal);
      if (answer.status === 206 && rangeStart(answer.headers.get('Content-Range')) === begin)
        return new Uint8Array(await answer.arrayBuffer());
      // A server (or a cache between) that ignores Range sends the whole file: the range is in it.
      // Asking again would only fetch the whole file again, for ever.
      if (answer.status === 200)
        return sliceOf({ start: 0, bytes: new Uint8Array(await answer.arrayBuffer()) }, begin, end);
      if (isRefused(answer.status)) return null;
    } catch {
      // Offline or aborted: the loop stops on abort, waits otherwise.
    }
    await pause(retryPause, signal);
  }
  return null;
}

/**
 * Feeds pdf.js a file opened by `fetchOpeningBytes`: `transport` is created by
 * pdf.js's own class (passed in, since pdf.js is loaded lazily) with the
 * file's length and first chunk; every further range pdf.js asks for is
 * answered here. Stops its requests when `signal` aborts (the book closed).
 */
export function serveRanges(
  transport: PDFDataRangeTransport,
  url: string,
  tail: Promise<ByteSegment | null>,
  signal: AbortSignal,
): PDFDataRangeTransport {
  transport.requestDataRange = (begin: number, end: number) => {
    void fetchRange(url, begin, end, tail, signal).then((bytes) => {
      if (!bytes || signal.aborted) return;
      try {
        transport.onDataRange(begin, bytes);
      } catch {
        // pdf.js stopped waiting for this range (the document is closing): nothing to hand over.
      }
    });
  };
  return transport;
}

/** A book's opening bytes asked for before the reader opened it: what was fetched, and how to stop it. */
export interface PreloadedOpening {
  bytes: Promise<OpeningBytes>;
  stop: () => void;
}

/** Opening bytes nobody took are let go after this long (the reader was left before it opened the book). */
const UNCLAIMED_OPENING_MS = 30_000;

const preloadedOpenings = new Map<string, { opening: PreloadedOpening; unclaimed: ReturnType<typeof setTimeout> }>();

/**
 * Starts fetching the opening bytes of the file at `url` (fetchOpeningBytes)
 * before the reader has mounted, as soon as its link is signed: when the app
 * starts on the reader's address, the screen's code and pdf.js are still
 * loading then. openPdf takes them (`takePreloadedOpening`) rather than ask
 * a second time. Asking again for the same link is a no-op.
 */
export function preloadOpeningBytes(url: string, sizes: { chunkBytes: number; tailBytes: number }): void {
  if (preloadedOpenings.has(url)) return;
  const requests = new AbortController();
  const opening: PreloadedOpening = {
    bytes: fetchOpeningBytes(url, sizes, requests.signal),
    stop: () => requests.abort(),
  };
  const unclaimed = setTimeout(() => {
    preloadedOpenings.delete(url);
    opening.stop();
  }, UNCLAIMED_OPENING_MS);
  preloadedOpenings.set(url, { opening, unclaimed });
}

/**
 * The opening bytes preloaded for `url`, handed over once (the caller then
 * owns them: `stop` aborts what is still coming), or null if none were.
 */
export function takePreloadedOpening(url: string): PreloadedOpening | null {
  const preloaded = preloadedOpenings.get(url);
  if (!preloaded) return null;
  clearTimeout(preloaded.unclaimed);
  preloadedOpenings.delete(url);
  return preloaded.opening;
}
