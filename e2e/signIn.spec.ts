/**
 * Signing in: a wrong password,
 * Create account then sign in again, and Google sign-in through the local
 * backend's stand-in page. The demo account's sign-in is in demoAccount.spec.ts.
 */
import { BOX_COLOUR_PROPERTIES, isReddish } from './colours';
import { createAccount, expect, REVIEWER, test, uniqueEmail } from './fixtures';
import { HomePage } from './pages/HomePage';
import { LocalGooglePage } from './pages/LocalGooglePage';

test("the login modal offers the spec's controls, closes on Escape and gives focus back", async ({
  page,
  shell,
  loginModal,
}) => {
  await shell.goto('/');
  await shell.loginButton.click();
  await expect(loginModal.dialog).toBeVisible();
  for (const control of [
    loginModal.email,
    loginModal.password,
    loginModal.loginButton,
    loginModal.googleButton,
    loginModal.forgotPassword,
    loginModal.createAccountSwitch,
  ]) {
    await expect(control).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(loginModal.dialog).toBeHidden();
  await expect(shell.loginButton).toBeFocused();
});

test('a wrong password shows the failure in a red box and keeps the typed email', async ({ shell, loginModal }) => {
  await shell.goto('/');
  await shell.loginButton.click();
  await loginModal.signIn(REVIEWER.email, 'not-the-password');

  // The server's message, or "Login failed" when it gives none (docs/product.md#messages).
  await expect(loginModal.error).toHaveText(/invalid login credentials|login failed/i);
  const colours = await loginModal.error.evaluate(
    (box, properties) => properties.map((property) => getComputedStyle(box).getPropertyValue(property)),
    [...BOX_COLOUR_PROPERTIES],
  );
  expect(colours.some(isReddish), `the failure box's colours: ${colours.join(', ')}`).toBe(true);
  await expect(loginModal.email).toHaveValue(REVIEWER.email);
  await expect(loginModal.dialog).toBeVisible();
  await expect(shell.loginButton).toBeVisible();
});

test('after too many wrong passwords the box says sign-in is paused and when to try again', async ({
  shell,
  loginModal,
}) => {
  const account = await createAccount('ratelimited');
  await shell.goto('/');
  await shell.loginButton.click();
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await loginModal.signIn(account.email, `wrong-${attempt}`);
    await expect(loginModal.error).toHaveText(/invalid login credentials/i);
  }
  await loginModal.signIn(account.email, account.password);
  await expect(loginModal.error).toHaveText(/Too many attempts.*paused for up to 5 minutes/);
  await expect(loginModal.error).not.toHaveText(/rate limit/i);
  await expect(loginModal.email).toHaveValue(account.email);
});

test('a new account is created from the login modal, signed in, and can sign in again after signing out', async ({
  page,
  shell,
  loginModal,
  settingsMenu,
}) => {
  const account = { firstName: 'Ada', lastName: 'Newreader', email: uniqueEmail('new'), password: 'a-long-password-1' };
  await shell.goto('/');
  await shell.loginButton.click();
  await loginModal.createAccount(account);

  await expect(loginModal.dialog).toBeHidden();
  await expect(shell.accountLink('Ada Newreader')).toBeVisible();
  await expect(shell.toast('Welcome to Mentoria, Ada Newreader')).toBeVisible();

  await settingsMenu.goto();
  await settingsMenu.logoutRow.click();
  await expect(page, 'Logout goes to /').toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(shell.loginButton).toBeVisible();

  await shell.loginButton.click();
  await loginModal.signIn(account.email, account.password);
  await expect(loginModal.dialog).toBeHidden();
  await expect(shell.accountLink('Ada Newreader')).toBeVisible();
  await expect(shell.toast('Signed in as Ada Newreader')).toBeVisible();
});

test('Sign In with Google goes to the Google page and comes back signed in with the chosen name', async ({
  page,
  baseURL,
  shell,
  loginModal,
  googlePage,
}) => {
  await shell.goto('/ebooks');
  await shell.loginButton.click();
  await loginModal.googleButton.click();

  await page.waitForURL(LocalGooglePage.URL_PATTERN);
  await expect(googlePage.heading).toBeVisible();
  await googlePage.continueAs('Grace Googler', uniqueEmail('google'));

  // Back in the app (where the sign-in started), signed in.
  await page.waitForURL((url) => url.origin === new URL(baseURL ?? '').origin);
  await expect(shell.accountLink('Grace Googler')).toBeVisible();
  await expect(shell.loginButton).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/ebooks');
  // The session arrived in the address's fragment; the app takes it out of the address bar.
  await expect.poll(() => new URL(page.url()).hash).not.toContain('access_token');
});

test('signing in on Home keeps the ebooks on screen: the catalogue is not fetched again nor blanked', async ({
  page,
  shell,
  loginModal,
}) => {
  const home = new HomePage(page);
  await shell.goto('/');
  await expect(home.recentlyAdded.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // From here on: every catalogue read, and every placeholder put where content was.
  const catalogueReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/rest\/v1\/(MentoriaDatabase|Videos|categories|rpc\/home_)/.test(pathname)) catalogueReads.push(pathname);
  });
  await page.evaluate(() => {
    const counted = window as unknown as { skeletonsAdded: number };
    counted.skeletonsAdded = 0;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof Element && (node.matches('.skeleton') || node.querySelector('.skeleton')))
          counted.skeletonsAdded += 1;
    }).observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
  });

  await shell.loginButton.click();
  await loginModal.signIn(REVIEWER.email, REVIEWER.password);
  await expect(loginModal.dialog).toBeHidden();
  await expect(shell.loginButton).toBeHidden();
  await page.waitForLoadState('networkidle');

  const skeletonsAdded = await page.evaluate(() => (window as unknown as { skeletonsAdded: number }).skeletonsAdded);
  expect(skeletonsAdded, 'placeholders shown after signing in').toBe(0);
  expect(catalogueReads, 'catalogue reads after signing in').toEqual([]);
  await expect(home.recentlyAdded.getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('after signing in the page stays where it was, with the keyboard focus on the page', async ({
  page,
  shell,
  loginModal,
}) => {
  await shell.goto('/ebook?id=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => scrollY)).toBe(0);

  await shell.loginButton.click();
  await loginModal.signIn(REVIEWER.email, REVIEWER.password);
  await expect(loginModal.dialog).toBeHidden();

  // The Login button that opened the dialog is gone (it became the avatar): focus goes to the page's main part.
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => scrollY), 'the page scrolled when focus went to it').toBe(0);
});
