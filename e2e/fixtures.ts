/**
 * The suite's `test`: Playwright's, plus the page objects every spec uses and a
 * way to start a test already signed in.
 *
 * A spec that needs a signed-in user but is not about signing in writes
 * `test.use({ signedInAs: 'reader' })`: the browser then starts with a session
 * in localStorage, exactly where supabase-js keeps it, so the test does not
 * depend on the login modal (the sign-in specs cover that). 'reader' is a user
 * made for this worker, so nobody else signs it out; 'own' is a user made for
 * this test alone (`ownAccount`), for a test whose data (positions, settings)
 * no other test may see; 'demo' is the seeded demo user. Signing out ends
 * *every* session of the user (supabase-js's default scope is global), so only
 * e2e/demoAccount.spec.ts, which runs its tests one after another, uses the
 * demo account, and a test that signs out uses a user of its own.
 */
import { test as base, type BrowserContextOptions } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_ACCOUNT, REVIEWER_ACCOUNTS } from '../server/src/seed/people';
import { InstallBanner } from './pages/InstallBanner';
import { LocalGooglePage } from './pages/LocalGooglePage';
import { LoginModal } from './pages/LoginModal';
import { ContactForm, ProfilePage, SettingsMenu, ThemeDialog } from './pages/Settings';
import { Shell } from './pages/Shell';

/** The seeded demo reader. */
export const DEMO: Account = DEMO_ACCOUNT;
export const DEMO_FULL_NAME = `${DEMO.firstName} ${DEMO.lastName}`;
/** A seeded reviewer: the wrong-password test uses it, so failed attempts never count against the demo account. */
export const REVIEWER: Account = REVIEWER_ACCOUNTS[0]!;

/** An address no other test (nor an earlier run against the same backend) has used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@e2e.mentoria.test`;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function e2eEnv(
  name: 'MENTORIA_E2E_APP_URL' | 'MENTORIA_E2E_BACKEND_URL' | 'MENTORIA_E2E_ANON_KEY' | 'MENTORIA_E2E_SERVICE_ROLE_KEY',
): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite with \`npx playwright test\` (its global setup sets it)`);
  return value;
}

/** The categories that have ebooks, in the order of their home rows (the backend's own answer). */
export async function categoriesWithEbooks(): Promise<string[]> {
  const key = e2eEnv('MENTORIA_E2E_ANON_KEY');
  const response = await fetch(`${e2eEnv('MENTORIA_E2E_BACKEND_URL')}/rest/v1/rpc/home_categories`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  return (await response.json()) as string[];
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A supabase-js client in Node that keeps its session in `written`, the way the app's keeps it in localStorage. */
function nodeClient(written = new Map<string, string>()) {
  return createClient(e2eEnv('MENTORIA_E2E_BACKEND_URL'), e2eEnv('MENTORIA_E2E_ANON_KEY'), {
    auth: {
      autoRefreshToken: false,
      detectSessionInUrl: false,
      persistSession: true,
      storage: {
        getItem: (key) => written.get(key) ?? null,
        setItem: (key, value) => void written.set(key, value),
        removeItem: (key) => void written.delete(key),
      },
    },
    // Node 20 has no WebSocket and supabase-js will not construct without one (realtime is never used).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/**
 * The backend as the account's user sees it, or as a visitor without one
 * (row-level security applies): for a test to arrange data through the API and
 * to check what a screen did.
 */
export async function backendClient(account?: Account): Promise<SupabaseClient> {
  const client = nodeClient();
  if (account) {
    const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
    if (error) throw new Error(`could not sign ${account.email} in: ${error.message}`);
  }
  return client;
}

/**
 * A supabase-js client with the test stack's service-role key, for a test that
 * must arrange data no user may write (a catalogue row). Such a test removes
 * what it added, since other specs share the backend.
 */
export function adminClient() {
  return createClient(e2eEnv('MENTORIA_E2E_BACKEND_URL'), e2eEnv('MENTORIA_E2E_SERVICE_ROLE_KEY'), {
    auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** Creates an account the way the app's Create account form does (the local backend confirms it at once). */
export async function createAccount(prefix: string): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(prefix),
    password: `pw-${Math.random().toString(36).slice(2)}-e2e`,
    firstName: 'Robin',
    lastName: `Tester${Math.floor(Math.random() * 1000)}`,
  };
  const { error } = await nodeClient().auth.signUp({
    email: account.email,
    password: account.password,
    options: { data: { first_name: account.firstName, last_name: account.lastName } },
  });
  if (error) throw new Error(`Could not create ${account.email} for the test: ${error.message}`);
  return account;
}

/**
 * The browser storage of a signed-in user: supabase-js signs in (in Node) and
 * writes its session into a storage we hand it; that key and value are what the
 * app's own client reads from localStorage on load.
 */
export async function signedInStorage({ email, password }: Account): Promise<StorageState> {
  const written = new Map<string, string>();
  const { error } = await nodeClient(written).auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Could not sign ${email} in for the test: ${error.message}`);
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(e2eEnv('MENTORIA_E2E_APP_URL')).origin,
        localStorage: [...written].map(([name, value]) => ({ name, value })),
      },
    ],
  };
}

interface TestFixtures {
  shell: Shell;
  loginModal: LoginModal;
  googlePage: LocalGooglePage;
  settingsMenu: SettingsMenu;
  profilePage: ProfilePage;
  contactForm: ContactForm;
  themeDialog: ThemeDialog;
  installBanner: InstallBanner;
  /** The account made for this test alone, made on first use: the one `signedInAs: 'own'` signs in. */
  ownAccount: () => Promise<Account>;
}

interface Options {
  /** Start the test signed in: as the demo user, this worker's reader or its own user; null (the default) is a visitor. */
  signedInAs: 'demo' | 'reader' | 'own' | null;
}

interface WorkerFixtures {
  /** A user made once per worker on first use, for tests that need someone signed in and never sign out. */
  workerReader: () => Promise<Account>;
}

export const test = base.extend<TestFixtures & Options, WorkerFixtures>({
  signedInAs: [null, { option: true }],
  workerReader: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      let made: Promise<Account> | null = null;
      await use(() => (made ??= createAccount('reader')));
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  ownAccount: async ({}, use) => {
    let made: Promise<Account> | null = null;
    await use(() => (made ??= createAccount('own')));
  },
  // Each test signs in afresh, so no two tests share a session.
  storageState: async ({ signedInAs, workerReader, ownAccount }, use) => {
    if (signedInAs === null) return use(undefined);
    const account = { demo: () => Promise.resolve(DEMO), reader: workerReader, own: ownAccount }[signedInAs];
    await use(await signedInStorage(await account()));
  },
  shell: async ({ page }, use) => use(new Shell(page)),
  loginModal: async ({ page }, use) => use(new LoginModal(page)),
  googlePage: async ({ page }, use) => use(new LocalGooglePage(page)),
  settingsMenu: async ({ page }, use) => use(new SettingsMenu(page)),
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
  contactForm: async ({ page }, use) => use(new ContactForm(page)),
  themeDialog: async ({ page }, use) => use(new ThemeDialog(page)),
  installBanner: async ({ page }, use) => use(new InstallBanner(page)),
});

export { expect } from '@playwright/test';
