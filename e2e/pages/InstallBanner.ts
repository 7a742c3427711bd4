import type { Locator, Page } from '@playwright/test';

/**
 * The "Install Our App" offer: a banner on Home and Settings at 768 px or less,
 * a top-bar button on wide screens. Headless Chromium never offers to install a
 * site on its own, so `offerInstall` plays the browser's part.
 */
export class InstallBanner {
  constructor(readonly page: Page) {}

  get banner(): Locator {
    return this.page.getByRole('complementary', { name: 'Install the app' });
  }

  get installButton(): Locator {
    return this.page.getByRole('button', { name: 'Install Our App' });
  }

  get notNowButton(): Locator {
    return this.banner.getByRole('button', { name: 'Not now' });
  }

  /**
   * Fires `beforeinstallprompt` as Chromium does when a site can be installed;
   * the event's prompt() records that it was called and the visitor answers
   * `outcome`. `window.__installPrompted` tells the spec whether it was shown.
   */
  async offerInstall(outcome: 'accepted' | 'dismissed'): Promise<void> {
    await this.page.evaluate((answer) => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: async () => {
          (window as unknown as { __installPrompted: boolean }).__installPrompted = true;
        },
        userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
      });
      window.dispatchEvent(event);
    }, outcome);
  }

  async wasPrompted(): Promise<boolean> {
    return this.page.evaluate(() => Boolean((window as unknown as { __installPrompted?: boolean }).__installPrompted));
  }
}
