/**
 * What the bench keeps of one Lighthouse report (about 1 MB of JSON): the four
 * category scores, the three metrics the issue names, and the reasons behind
 * any score short of 100 — the audits that failed, and the performance
 * opportunities worth the most time — so results.json says what to fix.
 */

/** The categories the bench runs, by their Lighthouse ids. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The part of a Lighthouse report (LH.Result) this file reads. */
export interface LighthouseReport {
  finalDisplayedUrl?: string;
  runWarnings?: string[];
  categories: Partial<Record<CategoryId, { score: number | null; auditRefs: Array<{ id: string; group?: string }> }>>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      displayValue?: string;
      metricSavings?: Record<string, number | undefined>;
      details?: unknown;
    }
  >;
}

/** An audit that kept its category below 100. */
export interface FailedAudit {
  category: Exclude<CategoryId, 'performance'>;
  id: string;
  title: string;
  score: number;
}

/** A performance audit with an estimated saving, by the metric it would save the most on. */
export interface Opportunity {
  id: string;
  title: string;
  /** Lighthouse's own wording of the saving (`Est savings of 157 KiB`, `2.2 s`). */
  displayValue?: string;
  /** The largest of its estimated savings in ms (on LCP, FCP or TBT). */
  savingsMs: number;
  metricSavings: Record<string, number>;
}

export interface RunSummary {
  url: string;
  /** 0–100, null when Lighthouse could not score the category (an error in the run). */
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The element Lighthouse took as the largest contentful paint (its HTML, shortened), when it found one. */
  lcpElement: string | null;
  /** The elements that moved most, by their share of CLS (Lighthouse's layout-shifts audit), largest first. */
  layoutShifts: Array<{ score: number; element: string }>;
  failedAudits: FailedAudit[];
  /** Best first, at most OPPORTUNITY_COUNT. */
  opportunities: Opportunity[];
  /** Lighthouse's warnings about the run (a slow CPU, a redirect, a page that never settled). */
  warnings: string[];
}

/** How many performance opportunities a run keeps. */
export const OPPORTUNITY_COUNT = 6;

const METRICS = { lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift' };

/** Savings on these metrics are in milliseconds (CLS's is a shift score, not comparable). */
const TIME_METRICS = ['LCP', 'FCP', 'TBT', 'INP'];

export function summarizeReport(report: LighthouseReport, url: string): RunSummary {
  const numeric = (id: string) => {
    const value = report.audits[id]?.numericValue;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const score = (category: CategoryId) => {
    const value = report.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    url,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as RunSummary['scores'],
    lcpMs: numeric(METRICS.lcpMs),
    tbtMs: numeric(METRICS.tbtMs),
    cls: numeric(METRICS.cls),
    lcpElement: lcpElement(report),
    layoutShifts: layoutShifts(report),
    failedAudits: failedAudits(report),
    opportunities: opportunities(report),
    warnings: report.runWarnings ?? [],
  };
}

/** The snippet in the first table of the LCP-element audit (its details nest a table of nodes in a list). */
function lcpElement(report: LighthouseReport): string | null {
  const details = report.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

/** How many of the elements that moved a run keeps. */
const SHIFT_COUNT = 3;

function layoutShifts(report: LighthouseReport): RunSummary['layoutShifts'] {
  const details = report.audits['layout-shifts']?.details as
    { items?: Array<{ score?: number; node?: { selector?: string; snippet?: string } }> } | undefined;
  return (details?.items ?? []).slice(0, SHIFT_COUNT).map((item) => ({
    score: item.score ?? 0,
    element: item.node?.selector ?? item.node?.snippet ?? '(unknown)',
  }));
}

/** Every scored audit below 1 in accessibility, best practices and SEO (the ones that cost those scores points). */
function failedAudits(report: LighthouseReport): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const { id } of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[id];
      if (audit && typeof audit.score === 'number' && audit.score < 1) {
        failed.push({ category, id, title: audit.title, score: audit.score });
      }
    }
  }
  return failed;
}

/**
 * The performance audits that did not pass and estimate a saving in time,
 * largest saving first. The metric audits themselves (group "metrics") are
 * the symptoms, not causes, so they are left out.
 */
function opportunities(report: LighthouseReport): Opportunity[] {
  const found: Opportunity[] = [];
  for (const { id, group } of report.categories.performance?.auditRefs ?? []) {
    const audit = report.audits[id];
    if (!audit || group === 'metrics' || audit.score === null || audit.score >= 1) continue;
    const metricSavings = Object.fromEntries(
      Object.entries(audit.metricSavings ?? {}).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
    const savingsMs = Math.max(0, ...TIME_METRICS.map((metric) => metricSavings[metric] ?? 0));
    if (savingsMs <= 0) continue;
    found.push({ id, title: audit.title, displayValue: audit.displayValue, savingsMs, metricSavings });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs).slice(0, OPPORTUNITY_COUNT);
}
