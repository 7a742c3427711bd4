/**
 * An axe-core scan as the suite runs it: axe's default rules, and only the serious and critical violations
 * block, each reported with the elements it found so it can be fixed from the report.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * The serious and critical violations on the page as it is now (a popup open, an offer showing); within the
 * elements `within` selects (CSS), when given.
 */
export async function blockingViolationsNow(page: Page, within?: string): Promise<Violations> {
  await transitionsSettled(page);
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * Waits for the colours a person sees: a theme just switched fades buttons' colours over a short transition, and a
 * scan in the middle of it measures a colour no one reads. Endless animations (a spinner) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Opens `address`, waits for the screen to settle (a heading, no request in flight), then scans it. */
export async function blockingViolations(page: Page, address: string): Promise<Violations> {
  await page.goto(address);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return blockingViolationsNow(page);
}

/** A readable failure: each violation with the elements it found. */
export function describeViolations(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}
