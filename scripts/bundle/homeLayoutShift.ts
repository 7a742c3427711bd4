/**
 * `tsx scripts/bundle/homeLayoutShift.ts [--runs N] [--slow-carousel MS]`:
 * the cumulative layout shift of a first visit to "/" at 375 and 1280 px, read
 * in Chromium with a PerformanceObserver (entries of type layout-shift that no
 * input caused, as Lighthouse counts them), on the app as `npm start` serves
 * it (e2e/stack.ts). Each run is a fresh context, so nothing is cached.
 * --slow-carousel holds back the carousels' react-slick chunk that long, to
 * show that the carousels' placeholders and react-slick take the same place
 * however late react-slick arrives. Prints each run's CLS and what moved.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';
import { startStack, stopStack } from '../../e2e/stack';

/** The lazy chunk that holds react-slick (src/shared/ui/CarouselSlider.tsx). */
const CAROUSEL_SLIDER_CHUNK = /\/assets\/CarouselSlider-[^/]+\.js$/;
/** After the network settles: lazy covers and react-slick's re-measuring happen within this. */
const SETTLE_MS = 1500;

/**
 * Runs in the page before the app: collects the layout shifts no input caused,
 * each with the elements that moved. A string, not a function: tsx names
 * functions with a helper of its own, which the page would not have.
 */
const RECORD_SHIFTS = `
  window.__shifts = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : 'gone';
    const classes = [...node.classList].slice(0, 3).join('.');
    return node.tagName.toLowerCase() + (classes ? '.' + classes : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) {
        window.__shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  sources: string[];
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value)) throw new Error(`${name} takes a number`);
  return value;
}

/** One first visit: the layout shifts no input caused, each with the elements that moved. */
async function visit(browser: Browser, appUrl: string, width: number, sliderDelayMs: number): Promise<Shift[]> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  const page = await context.newPage();
  let heldBack = 0;
  if (sliderDelayMs > 0) {
    await page.route(CAROUSEL_SLIDER_CHUNK, async (route) => {
      heldBack += 1;
      await new Promise((resolve) => setTimeout(resolve, sliderDelayMs));
      await route.continue();
    });
  }
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto(appUrl);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await context.close();
  if (sliderDelayMs > 0 && heldBack === 0) {
    throw new Error(`No request matched ${CAROUSEL_SLIDER_CHUNK}: nothing was held back`);
  }
  return shifts;
}

const runs = option('--runs', 3);
const sliderDelayMs = option('--slow-carousel', 0);
const { child, stack } = await startStack();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const note = sliderDelayMs > 0 ? `, react-slick's chunk held back ${sliderDelayMs} ms` : '';
  console.log(`CLS of a first visit to "/"${note}:`);
  for (const width of [375, 1280]) {
    const totals: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const shifts = await visit(browser, stack.appUrl, width, sliderDelayMs);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      totals.push(total);
      const moved = shifts.map((shift) => `${shift.value.toFixed(4)} [${shift.sources.join(', ')}]`).join('; ');
      console.log(`  ${width} px, run ${run + 1}: CLS ${total.toFixed(4)}${moved ? `  ${moved}` : ''}`);
    }
    console.log(`  ${width} px: worst ${Math.max(...totals).toFixed(4)}`);
  }
} finally {
  await browser.close();
  await stopStack(child);
}
