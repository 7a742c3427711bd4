import { expect } from '@jest/globals';
/**
 * The inline script in index.html picks the theme before the app's code loads
 * (no flash of the wrong theme). These tests run that very script.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installFakeMatchMedia } from '../../testing/fakeMatchMedia';
import { SYSTEM_DARK_QUERY, THEME_COLORS } from './theme';

const html = readFileSync(join(__dirname, '..', '..', '..', 'index.html'), 'utf8');
const script = /<script id="theme-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function boot({ stored, systemDark = false }: { stored?: string; systemDark?: boolean }) {
  const media = installFakeMatchMedia(systemDark ? [SYSTEM_DARK_QUERY] : []);
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('persist:mentoria', stored);
  document.head.innerHTML = '<meta name="theme-color" content="" />';
  delete document.documentElement.dataset.theme;
  new Function(script)();
  media.uninstall();
  return document.documentElement.dataset.theme;
}

/** What redux-persist writes: each slice JSON-encoded inside a JSON object. */
const persisted = (theme: unknown) => JSON.stringify({ theme: JSON.stringify(theme) });

test('index.html has the script', () => {
  expect(script).toContain('persist:mentoria');
});

test('a stored choice is applied before the app starts, whatever the system prefers', () => {
  expect(boot({ stored: persisted({ preference: 'dark' }) })).toBe('dark');
  expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLORS.dark);
  expect(boot({ stored: persisted({ preference: 'light' }), systemDark: true })).toBe('light');
  expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLORS.light);
});

test('with nothing stored, or "system", the system preference decides', () => {
  expect(boot({ systemDark: true })).toBe('dark');
  expect(boot({ systemDark: false })).toBe('light');
  expect(boot({ stored: persisted({ preference: 'system' }), systemDark: true })).toBe('dark');
});

test('corrupt storage never stops the page: it falls back to the system', () => {
  expect(boot({ stored: '{not json', systemDark: true })).toBe('dark');
  expect(boot({ stored: 'null' })).toBe('light');
  expect(boot({ stored: JSON.stringify({ theme: '{broken' }), systemDark: true })).toBe('dark');
  expect(boot({ stored: persisted({ preference: 'purple' }) })).toBe('light');
});
