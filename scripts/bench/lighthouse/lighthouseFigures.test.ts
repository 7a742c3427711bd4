import { lighthouseFigures, type PageRuns } from './lighthouseFigures';
import type { RunSummary } from './runSummary';

const run = (performance: number, cls: number, accessibility = 100): RunSummary => ({
  url: 'http://localhost/',
  scores: { performance, accessibility, 'best-practices': 100, seo: 100 },
  lcpMs: 1000 + performance,
  tbtMs: 50,
  cls,
  lcpElement: null,
  layoutShifts: [],
  failedAudits: [],
  opportunities: [],
  warnings: [],
});

const reference: PageRuns = { label: 'reference', summaries: [run(100, 0), run(99, 0), run(100, 0)], errors: [] };
const figure = (figures: ReturnType<typeof lighthouseFigures>, name: string) => figures.find((f) => f.name === name)!;

describe('the Lighthouse figures', () => {
  it('gives each page the median of its runs beside the median of the reference page', () => {
    const home: PageRuns = { label: '/', summaries: [run(80, 0.1), run(96, 0.01), run(97, 0)], errors: [] };
    const figures = lighthouseFigures([home], reference, 3);
    expect(figures.map((f) => f.name)).toEqual([
      '/: performance (simulated)',
      '/: accessibility',
      '/: best practices',
      '/: SEO',
      '/: LCP',
      '/: TBT',
      '/: CLS',
    ]);
    // Reported beside the reference, no longer a goal: the visits section measures what a person waits for.
    expect(figure(figures, '/: performance (simulated)')).toMatchObject({ value: 96, reference: { value: 100 } });
    expect(figure(figures, '/: performance (simulated)').goal).toBeUndefined();
    expect(figure(figures, '/: accessibility')).toMatchObject({ value: 100, goal: { met: true } });
    expect(figure(figures, '/: CLS')).toMatchObject({ value: 0.01, goal: { text: '< 0.02', met: true } });
  });

  it('misses the goals when the median misses them', () => {
    const search: PageRuns = {
      label: '/search',
      summaries: [run(94, 0.02, 92), run(90, 0.3, 100), run(99, 0, 92)],
      errors: [],
    };
    const figures = lighthouseFigures([search], reference, 3);
    expect(figure(figures, '/search: accessibility').goal?.met).toBe(false);
    expect(figure(figures, '/search: CLS').goal?.met).toBe(false);
  });

  it('says when runs failed, and has no value when every run did', () => {
    const failing: PageRuns = { label: '/ebooks', summaries: [], errors: ['NO_FCP', 'NO_FCP', 'NO_FCP'] };
    const figures = lighthouseFigures([failing], reference, 3);
    expect(figure(figures, '/ebooks: accessibility')).toMatchObject({ value: null, goal: { met: false } });
    // The page's note is on its first figure.
    expect(figure(figures, '/ebooks: performance (simulated)').note).toContain('3 of 3 Lighthouse runs failed');
  });
});
