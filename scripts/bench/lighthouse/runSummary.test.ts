import { summarizeReport, type LighthouseReport } from './runSummary';

const audit = (id: string, score: number | null, extra: Partial<LighthouseReport['audits'][string]> = {}) => ({
  [id]: { id, title: `${id} title`, score, ...extra },
});

const report: LighthouseReport = {
  runWarnings: ['slow CPU'],
  categories: {
    performance: {
      score: 0.871,
      auditRefs: [
        { id: 'largest-contentful-paint', group: 'metrics' },
        { id: 'total-blocking-time', group: 'metrics' },
        { id: 'cumulative-layout-shift', group: 'metrics' },
        { id: 'unused-javascript', group: 'diagnostics' },
        { id: 'uses-text-compression', group: 'diagnostics' },
        { id: 'dom-size', group: 'diagnostics' },
        { id: 'uses-long-cache-ttl', group: 'diagnostics' },
      ],
    },
    accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast' }, { id: 'image-alt' }, { id: 'aria-roles' }] },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console' }] },
    seo: { score: 0.92, auditRefs: [{ id: 'robots-txt' }] },
  },
  audits: {
    ...audit('largest-contentful-paint', 0.2, { numericValue: 4321.5, metricSavings: { LCP: 2000 } }),
    ...audit('total-blocking-time', 0.9, { numericValue: 120 }),
    ...audit('cumulative-layout-shift', 1, { numericValue: 0.004 }),
    ...audit('unused-javascript', 0, { metricSavings: { FCP: 450, LCP: 450 }, displayValue: 'Est savings of 69 KiB' }),
    ...audit('uses-text-compression', 0, { metricSavings: { FCP: 0, LCP: 800 } }),
    ...audit('dom-size', 0.5, { metricSavings: { TBT: 300, CLS: 0.5 } }),
    ...audit('uses-long-cache-ttl', 0.5, { metricSavings: {} }),
    ...audit('largest-contentful-paint-element', 0, {
      details: { type: 'list', items: [{ type: 'table', items: [{ node: { snippet: '<img src="cover.svg">' } }] }] },
    }),
    ...audit('layout-shifts', 0, {
      details: { type: 'table', items: [{ score: 0.15, node: { selector: 'main > section.search-section' } }] },
    }),
    ...audit('color-contrast', 0),
    ...audit('image-alt', 1),
    ...audit('aria-roles', null),
    ...audit('errors-in-console', 1),
    ...audit('robots-txt', 0),
  },
};

describe('what the bench keeps of a Lighthouse report', () => {
  const summary = summarizeReport(report, 'http://localhost/');

  it('keeps the category scores out of 100 and the three metrics', () => {
    expect(summary.scores).toEqual({ performance: 87, accessibility: 96, 'best-practices': 100, seo: 92 });
    expect(summary).toMatchObject({ lcpMs: 4321.5, tbtMs: 120, cls: 0.004, warnings: ['slow CPU'] });
    expect(summary.lcpElement).toBe('<img src="cover.svg">');
    expect(summary.layoutShifts).toEqual([{ score: 0.15, element: 'main > section.search-section' }]);
  });

  it('names every scored audit below 1 in accessibility, best practices and SEO, and no other', () => {
    expect(summary.failedAudits).toEqual([
      { category: 'accessibility', id: 'color-contrast', title: 'color-contrast title', score: 0 },
      { category: 'seo', id: 'robots-txt', title: 'robots-txt title', score: 0 },
    ]);
  });

  it('lists the performance opportunities by the time they would save, leaving out the metrics and savings of none', () => {
    expect(summary.opportunities.map(({ id, savingsMs }) => [id, savingsMs])).toEqual([
      ['uses-text-compression', 800],
      ['unused-javascript', 450],
      ['dom-size', 300],
    ]);
  });

  it('says a category Lighthouse could not score is missing, not zero', () => {
    const broken = summarizeReport(
      { ...report, categories: { ...report.categories, seo: { score: null, auditRefs: [] } } },
      'http://localhost/',
    );
    expect(broken.scores.seo).toBeNull();
  });
});
