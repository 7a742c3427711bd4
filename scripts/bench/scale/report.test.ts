import type { CapturedRequest } from './captureScreen';
import {
  downloadFigures,
  requestLabel,
  requestsToReplay,
  screenTotals,
  timeFigures,
  type MeasuredRequest,
  type ScreenMeasure,
} from './report';

const BACKEND = 'http://127.0.0.1:5000';

const api = (path: string, bytes: number, rows: number, overrides: Partial<CapturedRequest> = {}): MeasuredRequest => ({
  kind: path.startsWith('/rest/v1/rpc/') ? 'rpc' : 'rest',
  method: 'GET',
  url: `${BACKEND}${path}`,
  headers: { apikey: 'anon' },
  body: null,
  status: 200,
  bytes,
  decodedBytes: bytes * 4,
  rows,
  ...overrides,
});

const cover = (file: string, bytes: number): MeasuredRequest =>
  api(`/storage/v1/object/public/covers/${file}`, bytes, 0, { kind: 'storage', rows: null });

const times = (p50: number, p95: number) => ({ p50, p95, runs: 200 });

describe('the scale bench report', () => {
  it('counts the covers apart from the JSON answers of a screen', () => {
    const totals = screenTotals([
      api('/rest/v1/categories', 300, 12),
      api('/rest/v1/MentoriaDatabase', 2000, 10),
      cover('a.webp', 9000),
    ]);

    expect(totals).toEqual({ apiRequests: 2, apiBytes: 2300, apiRows: 22, covers: 1, coverBytes: 9000 });
  });

  it('times each distinct API request once and, of the covers, only the largest', () => {
    const home = api('/rest/v1/MentoriaDatabase?limit=10', 2000, 10);
    const replayed = requestsToReplay([home, { ...home }, cover('small.webp', 100), cover('large.webp', 900)]);

    expect(replayed.map((request) => requestLabel(request))).toEqual([
      'GET MentoriaDatabase ?limit=10',
      'cover large.webp',
    ]);
  });

  it('tells apart two calls of one function by what they were sent', () => {
    const search = (text: string) =>
      api('/rest/v1/rpc/search_products', 1, 1, { method: 'POST', body: `{"search":"${text}"}` });

    expect(requestsToReplay([search('seo'), search('ads')])).toHaveLength(2);
    expect(requestLabel(search('seo'))).toBe('rpc search_products {"search":"seo"}');
  });

  it('names a function read by GET by its arguments, and never shows the API key a visitor’s read carries', () => {
    const search = api('/rest/v1/rpc/search_products?search=seo&max_results=20&apikey=the.anon.key', 1, 1);
    expect(requestLabel(search)).toBe('rpc search_products ?search=seo&max_results=20');
    const list = api('/rest/v1/MentoriaDatabase?select=*&limit=10&apikey=the.anon.key', 1, 1);
    expect(requestLabel(list)).toBe('GET MentoriaDatabase ?limit=10');
  });

  const screen = (requests: MeasuredRequest[]): ScreenMeasure[] => [{ screen: '/ebooks', requests }];
  const bytesGoal = (seed: ScreenMeasure[], scale: ScreenMeasure[]) =>
    downloadFigures(seed, scale).find((figure) => figure.name.startsWith('/ebooks: API bytes'))!;

  it('meets "no more bytes at scale" when a screen downloads as much or less with 100,000 ebooks', () => {
    const figure = bytesGoal(
      screen([api('/rest/v1/MentoriaDatabase', 5000, 25)]),
      screen([api('/rest/v1/MentoriaDatabase', 5000, 25)]),
    );

    expect(figure.reference?.value).toBe(5000);
    expect(figure.goal?.met).toBe(true);
  });

  it('misses it by a single byte more, and says how many rows each side returned', () => {
    const figure = bytesGoal(
      screen([api('/rest/v1/MentoriaDatabase', 5000, 7)]),
      screen([api('/rest/v1/MentoriaDatabase', 5001, 20)]),
    );

    expect(figure.goal?.met).toBe(false);
    expect(figure.note).toContain('20 rows at scale');
    expect(figure.note).toContain('7 rows with the seed');
    expect(figure.note).toContain('GET MentoriaDatabase: 20 rows (seed 7)');
  });

  it('misses it when the screen was not measured with the seed (nothing to compare with)', () => {
    expect(bytesGoal([], screen([api('/rest/v1/MentoriaDatabase', 1, 1)])).goal?.met).toBe(false);
  });

  it('sets each request beside the same request with the seed, and holds its p95 to under 10 ms', () => {
    const first = api('/rest/v1/MentoriaDatabase?limit=25', 5000, 25);
    const seed = screen([{ ...first, times: times(1, 2) }]);
    const scale = screen([{ ...first, times: times(4, 10) }]);

    const [p50, p95] = timeFigures(seed, scale);

    expect(p50).toMatchObject({ value: 4, reference: { value: 1 } });
    expect(p95).toMatchObject({ value: 10, reference: { value: 2 }, goal: { met: false } });
    expect(timeFigures(seed, screen([{ ...first, times: times(4, 9.9) }]))[1]!.goal?.met).toBe(true);
  });
});
