import { readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/chromium';

const stack = JSON.parse(readFileSync('/tmp/shots/stack.json', 'utf8'));
process.env.MENTORIA_E2E_APP_URL = stack.appUrl;
process.env.MENTORIA_E2E_BACKEND_URL = stack.backendUrl;
process.env.MENTORIA_E2E_ANON_KEY = stack.anonKey;
process.env.MENTORIA_E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
const { backendClient, createAccount, signedInStorage } = await import('./e2e/fixtures');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const only = process.argv[2];
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/${name}.png` });

async function freeBooks() {
  const { data } = await (await backendClient()).from('MentoriaDatabase').select('ID, Name, ContentLength').eq('Price', 0).gte('ContentLength', 4).order('ContentLength').order('ID').limit(2);
  return data as { ID: number; Name: string; ContentLength: number }[];
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    const tag = `${width}-${scheme}`;
    const height = width < 768 ? 812 : 900;
    const account = await createAccount('shots');
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, storageState: await signedInStorage(account) });
    const page = await context.newPage();
    const [a, b] = await freeBooks();
    if (!only || only === 'review') {
      await page.goto(`${stack.appUrl}/ebook?id=${a!.ID}`);
      await page.getByRole('tab', { name: 'Reviews' }).click();
      const box = page.getByRole('textbox', { name: /review/i }).first();
      await box.fill('A clear and practical read. '.repeat(62));
      await shot(page, `review-counter-${tag}`);
      await box.fill('A clear and practical read, with examples I could use the same day.');
      await page.getByRole('button', { name: /^(Post|Submit)/ }).click();
      await page.waitForTimeout(1500);
      await shot(page, `review-own-${tag}`);
      await page.getByRole('button', { name: /^Delete/ }).first().click();
      await page.waitForTimeout(400);
      await shot(page, `review-delete-dialog-${tag}`);
      await page.keyboard.press('Escape');
    }
    if (!only || only === 'settings') {
      await page.goto(`${stack.appUrl}/settings`);
      await page.getByRole('button', { name: 'Sign out on all devices' }).click();
      await page.waitForTimeout(400);
      await shot(page, `signout-everywhere-${tag}`);
      await page.keyboard.press('Escape');
    }
    if (!only || only === 'library') {
      const client = await backendClient(account);
      await client.from('Favorites').insert({ product_id: b!.ID });
      await page.goto(`${stack.appUrl}/mylibrary?tab=favorites`);
      await page.waitForTimeout(1500);
      await shot(page, `library-favorites-get-${tag}`);
    }
    await context.close();

    const visitor = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
    const vpage = await visitor.newPage();
    if (!only || only === 'login') {
      await vpage.goto(stack.appUrl);
      await vpage.getByRole('button', { name: 'Login', exact: true }).click();
      await vpage.getByRole('dialog').getByRole('button', { name: /create account/i }).click();
      await vpage.waitForTimeout(400);
      await shot(vpage, `create-account-${tag}`);
      await vpage.keyboard.press('Escape');
      await vpage.getByRole('button', { name: 'Login', exact: true }).click();
      const fresh = await createAccount('ratelimit');
      const dialog = vpage.getByRole('dialog');
      for (let i = 0; i < 6; i++) {
        await dialog.getByLabel(/^email/i).fill(fresh.email);
        await dialog.getByLabel(/^password/i).fill(i < 5 ? 'wrong' : fresh.password);
        await dialog.getByRole('button', { name: 'Login', exact: true }).click();
        await vpage.waitForTimeout(700);
      }
      await shot(vpage, `rate-limited-${tag}`);
    }
    if (!only || only === 'notfound') {
      await vpage.goto(`${stack.appUrl}/checkout?id=999999`);
      await vpage.waitForTimeout(800);
      await shot(vpage, `checkout-notfound-${tag}`);
    }
    await visitor.close();
  }
}
await browser.close();
