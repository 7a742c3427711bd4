/**
 * An axe-core scan of every route (src/config/paths.ts) and of the not-found
 * page, in the light and the dark theme: no violation may be serious or
 * critical. Signed-in-only routes (their flag in paths.ts) are scanned twice: as
 * a visitor (the sign-in prompt and login modal) and signed in.
 */
import { paths, routeNames } from '../src/config/paths';
import { blockingViolations, describeViolations } from './axe';
import { expect, test } from './fixtures';

/** One address per route; the Record makes a route added to paths.ts without an address here a type error. */
const ROUTE_ADDRESSES: Record<keyof typeof paths, string> = {
  home: paths.home.href(),
  ebooks: paths.ebooks.href(),
  ebook: paths.ebook.href(1),
  reader: paths.reader.href(1),
  videos: paths.videos.href(),
  course: paths.course.href(1),
  watch: paths.watch.href(1, 1),
  library: paths.library.href(),
  search: paths.search.href(),
  checkout: paths.checkout.href(1),
  resetPassword: paths.resetPassword.href(),
  settings: paths.settings.href(),
  profile: paths.profile.href(),
  privacy: paths.privacy.href(),
  terms: paths.terms.href(),
  refund: paths.refund.href(),
  language: paths.language.href(),
  help: paths.help.href(),
};
const NOT_FOUND_ADDRESS = '/no-such-page';

const visitorAddresses = [...Object.values(ROUTE_ADDRESSES), NOT_FOUND_ADDRESS];
const signedInAddresses = routeNames(true).map((name) => ROUTE_ADDRESSES[name]);

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const address of visitorAddresses) {
      test(`a visitor's ${address} has no serious or critical accessibility violation`, async ({ page }) => {
        const violations = await blockingViolations(page, address);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(violations, describeViolations(violations)).toEqual([]);
      });
    }

    test.describe('signed in', () => {
      test.use({ signedInAs: 'reader' });

      for (const address of signedInAddresses) {
        test(`${address} has no serious or critical accessibility violation`, async ({ page }) => {
          const violations = await blockingViolations(page, address);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          expect(violations, describeViolations(violations)).toEqual([]);
        });
      }
    });
  });
}
