/**
 * What the visits section injects into every page before its own scripts run: the largest contentful paint
 * (the browser's own, from PerformanceObserver), and the first frame in which the screen's own content is
 * painted (its check, run on each animation frame). Both count from the navigation's start.
 */

export interface VisitMarks {
  /** The latest largest-contentful-paint candidate's time, ms; null if none was reported. */
  lcpMs: number | null;
  /** When the screen's own content was first on show, ms; null if it never was. */
  contentMs: number | null;
}

/** The init script: `check` is the screen's function body (screens.ts). */
export function instrumentScript(check: string): string {
  return `(() => {
    const marks = (window.__visitMarks = { lcpMs: null, contentMs: null });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcpMs = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {}
    const shown = new Function(${JSON.stringify(check)});
    const look = () => {
      let done = false;
      try { done = document.readyState !== 'loading' && shown(); } catch {}
      if (done) marks.contentMs = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })();`;
}

/** Read in the page. */
export const READ_MARKS = '(() => window.__visitMarks ?? { lcpMs: null, contentMs: null })()';
