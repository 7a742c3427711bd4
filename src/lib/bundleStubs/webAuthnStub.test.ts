/**
 * The passkey stub must offer every name auth-js's GoTrueClient imports from its
 * WebAuthn module, or the browser build would break (or lose a name silently)
 * when supabase-js is upgraded.
 */
import { readFileSync } from 'node:fs';
import * as stub from './authWebAuthn';

const goTrueClient = readFileSync(require.resolve('@supabase/auth-js/dist/module/GoTrueClient.js'), 'utf8');

function namesImportedFromWebAuthn(source: string): string[] {
  const statement = /import\s*\{([^}]*)\}\s*from\s*'\.\/lib\/webauthn'/.exec(source);
  if (!statement) throw new Error('GoTrueClient no longer imports ./lib/webauthn: update vite.config.ts');
  return (statement[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

test('the passkey stub offers every name GoTrueClient imports from its WebAuthn module', () => {
  const imported = namesImportedFromWebAuthn(goTrueClient);
  expect(imported.length).toBeGreaterThan(0);
  expect(imported.filter((name) => !(name in stub))).toEqual([]);
});

test('passkeys are never offered, and a ceremony says they are not part of Mentoria', () => {
  expect(stub.browserSupportsWebAuthn()).toBe(false);
  expect(() => new stub.WebAuthnApi({}).authenticate()).toThrow(/Passkeys are not part of Mentoria/);
});
