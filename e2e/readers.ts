/** What the reader's specs share: a free ebook to read, and a second browser signed in as the same reader. */
import type { Browser } from '@playwright/test';
import { backendClient, e2eEnv, signedInStorage, type Account } from './fixtures';
import { ReaderPage } from './pages/ReaderPage';

/** The shortest free ebook of `minPages` pages or more (free books open for anyone signed in, and it opens fast). */
export async function freeEbookOfPages(minPages: number): Promise<{ id: number; name: string; pages: number }> {
  const { data, error } = await (
    await backendClient()
  )
    .from('MentoriaDatabase')
    .select('ID, Name, ContentLength')
    .eq('Price', 0)
    .gte('ContentLength', minPages)
    .order('ContentLength')
    .order('ID')
    .limit(1);
  const row = data?.[0] as { ID: number; Name: string; ContentLength: number } | undefined;
  if (error || !row) throw new Error(`no free ebook of ${minPages} pages or more: ${error?.message}`);
  return { id: Number(row.ID), name: row.Name, pages: Number(row.ContentLength) };
}

/** Another browser (a context of its own, no service worker) signed in as `account`, on the reader. */
export async function secondBrowser(browser: Browser, account: Account) {
  const context = await browser.newContext({
    storageState: await signedInStorage(account),
    baseURL: e2eEnv('MENTORIA_E2E_APP_URL'),
    serviceWorkers: 'block',
  });
  return { context, reader: new ReaderPage(await context.newPage()) };
}
