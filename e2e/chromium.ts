import { existsSync } from 'node:fs';

/** Debian's Chromium; the suite never downloads a browser of its own. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The one line a run without a browser ends with (scripts/test.ts prints it too). */
export const CHROMIUM_MISSING = 'Chromium is not installed: apt-get install chromium (Debian), or set CHROMIUM_PATH';

/** The browser the suite drives: CHROMIUM_PATH when set, else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

export function chromiumIsInstalled(env: NodeJS.ProcessEnv = process.env): boolean {
  return existsSync(chromiumPath(env));
}

/** How the suite starts Chromium here: headless in a sandboxed container, with nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
