/**
 * What every address says: each screen names what it shows in the document
 * title (tabs, history and bookmarks tell them apart); an id that is not one
 * or names no ebook gets one answer on every route that takes an id ("Ebook
 * not found" and the way home, never Retry nor an alert); the legal pages
 * are anyone's to read, and the Create account form links to them.
 */
import { backendClient, expect, test } from './fixtures';

/** The catalogue's first ebook by id, as a visitor reads it. */
async function firstEbook(): Promise<{ id: number; name: string }> {
  const { data, error } = await (
    await backendClient()
  )
    .from('MentoriaDatabase')
    .select('ID, Name')
    .order('ID')
    .limit(1)
    .single();
  if (error || !data) throw new Error(`no ebook in the catalogue: ${error?.message}`);
  return { id: Number(data.ID), name: String(data.Name) };
}

test.describe('document titles', () => {
  test('each screen names what it shows, then Mentoria', async ({ page }) => {
    const ebook = await firstEbook();
    const expected: [path: string, title: string][] = [
      ['/', 'Home – Mentoria'],
      ['/ebooks', 'Ebooks – Mentoria'],
      ['/ebooks?category=Branding', 'Ebooks: Branding – Mentoria'],
      [`/ebook?id=${ebook.id}`, `${ebook.name} – Mentoria`],
      [`/checkout?id=${ebook.id}`, `Checkout: ${ebook.name} – Mentoria`],
      ['/videos', 'Videos – Mentoria'],
      ['/search', 'Search – Mentoria'],
      ['/search?q=handbook', 'Search: handbook – Mentoria'],
      ['/settings/privacy', 'Privacy Policy – Mentoria'],
      ['/mylibrary', 'Sign in required – Mentoria'],
      ['/no-such-page', 'Page not found – Mentoria'],
    ];
    for (const [path, title] of expected) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('a very long search is cut short in the title', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('word '.repeat(120))}`);
    await expect(page).toHaveTitle(/^Search: (word ){5,}.*… – Mentoria$/);
    expect((await page.title()).length).toBeLessThan(90);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'reader' });

    test('the library and the settings say so', async ({ page }) => {
      await page.goto('/mylibrary');
      await expect(page).toHaveTitle('Library – Mentoria');
      await page.goto('/settings');
      await expect(page).toHaveTitle('Settings – Mentoria');
    });
  });
});

test.describe('an id that names no ebook', () => {
  test.use({ signedInAs: 'reader' });

  const addresses = [
    '/ebook?id=abc',
    '/ebook?id=-1',
    '/ebook?id=999999',
    '/ebookcontent?id=abc',
    '/ebookcontent?id=999999',
    '/checkout?id=abc',
    '/checkout?id=999999',
  ];
  for (const address of addresses) {
    test(`${address} says the ebook is not found, with the way home, no Retry and no alert`, async ({
      page,
      shell,
    }) => {
      await page.goto(address);
      await expect(shell.heading).toHaveText('Ebook not found');
      await expect(page).toHaveTitle('Ebook not found – Mentoria');
      await expect(shell.main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await shell.main.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(shell.toastRegion.getByRole('listitem')).toHaveCount(0);
    });
  }
});

test.describe('legal pages', () => {
  for (const [path, heading] of [
    ['/settings/privacy', 'Privacy Policy'],
    ['/settings/terms', 'Terms & Conditions'],
    ['/settings/refund', 'Refund Policy'],
  ] as const) {
    test(`a visitor reads ${heading} without signing in, and goes back Home from it`, async ({
      page,
      shell,
      loginModal,
    }) => {
      await page.goto(path);
      await expect(shell.heading).toHaveText(heading);
      await expect(loginModal.dialog).toBeHidden();
      await shell.main.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the Create account form links to the terms and the privacy policy, in a new tab, keeping what was typed', async ({
    page,
    shell,
    loginModal,
  }) => {
    await page.goto('/');
    await shell.loginButton.click();
    await loginModal.createAccountSwitch.click();
    await loginModal.dialog.getByLabel('First name').fill('Robin');
    const termsTab = page.context().waitForEvent('page');
    await loginModal.dialog.getByRole('link', { name: /Terms & Conditions/ }).click();
    const terms = await termsTab;
    await expect(terms.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
    await expect(loginModal.dialog.getByLabel('First name')).toHaveValue('Robin');
    await expect(loginModal.dialog.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/settings/privacy',
    );
  });
});
