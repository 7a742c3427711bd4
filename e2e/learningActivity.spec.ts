/**
 * Learning minutes (docs/product.md#learning-minutes-are-counted-once): pages read in the reader count as minutes
 * of learning, and Home's streak card shows them; the weekly goal set in Settings follows the learner to another
 * browser. Each test is an account of its own: minutes and goals are per user.
 */
import { createAccount, e2eEnv, expect, signedInStorage, test as base, type Account } from './fixtures';
import { HomePage } from './pages/HomePage';
import { ReaderPage } from './pages/ReaderPage';
import { freeEbookOfPages } from './readers';
import { SettingsMenu, WeeklyGoal } from './pages/Settings';

const test = base.extend<{ learner: Account }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  learner: async ({}, use) => use(await createAccount('learning')),
  storageState: async ({ learner }, use) => use(await signedInStorage(learner)),
});

test('a few pages read count on Home: a streak of 1 day and minutes this week', async ({ page }) => {
  const ebook = await freeEbookOfPages(3);
  const reader = new ReaderPage(page);
  await reader.goto(ebook.id);
  await expect(reader.position).toHaveText(`Page 1 of ${ebook.pages}`);
  for (const next of [2, 3]) {
    await reader.next.click();
    await expect(reader.position).toHaveText(`Page ${next} of ${ebook.pages}`);
  }

  const home = new HomePage(page);
  await home.goto();
  await expect(home.streakCard.getByText('1 day', { exact: true })).toBeVisible();
  await expect(home.weekAgainstGoal).toHaveText(/^[1-9]\d* of 60 minutes this week$/);
  const week = home.streakCard.getByRole('list', { name: 'Minutes per day, the last 7 days' });
  await expect(week.getByRole('listitem')).toHaveCount(7);
  await expect(week.getByRole('listitem').last()).toHaveText(/: [1-9]\d* minutes?$/);
});

test('a weekly goal set in Settings shows on Home in another browser', async ({ page, browser, learner }) => {
  await new SettingsMenu(page).goto();
  const goal = new WeeklyGoal(page);
  await expect(goal.field).toHaveValue('60');
  await goal.set('abc');
  await expect(goal.field).toHaveAccessibleDescription(/whole number of minutes/);
  await goal.set('150');
  await expect(page.getByText('Weekly goal saved.')).toBeVisible();

  const other = await browser.newContext({
    storageState: await signedInStorage(learner),
    baseURL: e2eEnv('MENTORIA_E2E_APP_URL'),
    serviceWorkers: 'block',
  });
  try {
    const home = new HomePage(await other.newPage());
    await home.goto();
    await expect(home.weekAgainstGoal).toHaveText('0 of 150 minutes this week');
    await expect(home.streakCard.getByText('0 days', { exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
});
