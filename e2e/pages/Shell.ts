import type { Locator, Page } from '@playwright/test';

/**
 * The frame around every screen: side bar (wide screens), bottom bar (768 px
 * or less), top bar with search, theme toggle and account button, and the
 * toast region. Locators only; the specs make the assertions.
 */
export class Shell {
  constructor(readonly page: Page) {}

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
  }

  /** The side bar: the navigation with the observed product's "Dashboard" link (the bottom bar calls it Home). */
  get sideBar(): Locator {
    return this.navigationWith('Dashboard');
  }

  /** The bottom bar: the navigation with the "Home" link. */
  get bottomBar(): Locator {
    return this.navigationWith('Home');
  }

  sideBarLink(name: string): Locator {
    return this.sideBar.getByRole('link', { name, exact: true });
  }

  bottomBarLink(name: string): Locator {
    return this.bottomBar.getByRole('link', { name, exact: true });
  }

  /** The top bar's search box (wide screens). */
  get searchBox(): Locator {
    return this.page.getByPlaceholder('Search resources...');
  }

  /** The theme switch: a toggle button named "Dark theme", pressed while the dark theme is on. */
  get themeToggle(): Locator {
    return this.page.getByRole('button', { name: 'Dark theme', exact: true });
  }

  /** A visitor's account button in the top bar (not the login modal's own Login button). */
  get loginButton(): Locator {
    return this.page.getByRole('button', { name: 'Login', exact: true }).and(this.page.locator(':not(dialog *)'));
  }

  /** A signed-in user's avatar with the full name, which links to the profile. */
  accountLink(fullName: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(escapeRegExp(fullName)) });
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The page's main heading. */
  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** The live region the alert toasts appear in (a status region or a labelled region, both named Notifications). */
  get toastRegion(): Locator {
    return this.page
      .getByRole('status', { name: 'Notifications' })
      .or(this.page.getByRole('region', { name: 'Notifications' }));
  }

  toast(text: string | RegExp): Locator {
    return this.toastRegion.getByRole('listitem').filter({ hasText: text });
  }

  /** The stored choice or system preference as the page applies it: `data-theme` on <html>. */
  async documentTheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  private navigationWith(linkName: string): Locator {
    return this.page
      .getByRole('navigation')
      .filter({ has: this.page.getByRole('link', { name: linkName, exact: true }) });
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
