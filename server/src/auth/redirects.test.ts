import fc from 'fast-check';
import { allowedRedirect, type RedirectPolicy } from './redirects';

const policy: RedirectPolicy = {
  siteUrl: 'http://localhost:5173',
  additionalRedirectUrls: ['https://mentoria.example/auth/callback', 'https://preview.example/*'],
};

test.each([
  ['http://localhost:5173/account', 'http://localhost:5173/account'],
  ['http://127.0.0.1:4173/', 'http://127.0.0.1:4173/'],
  ['http://[::1]:3000/x?y=1', 'http://[::1]:3000/x?y=1'],
  ['https://mentoria.example/auth/callback', 'https://mentoria.example/auth/callback'],
  ['https://preview.example/branch/42', 'https://preview.example/branch/42'],
])('accepts %s', (requested, expected) => {
  expect(allowedRedirect(requested, policy)).toBe(expected);
});

test.each([
  ['a foreign site', 'https://evil.example/steal'],
  ['a path not in the allow-list', 'https://mentoria.example/other'],
  ['a look-alike host', 'http://localhost.evil.example/'],
  ['credentials smuggled before the host', 'http://evil.example@localhost:5173/'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['nothing', undefined],
  ['garbage', '::::not a url'],
])('falls back to the site URL for %s', (_label, requested) => {
  expect(allowedRedirect(requested, policy)).toBe('http://localhost:5173/');
});

test('drops the fragment, where the tokens will go', () => {
  expect(allowedRedirect('http://localhost:5173/a#old', policy)).toBe('http://localhost:5173/a');
});

test('whatever is asked, the answer is an http(s) URL on an allowed host', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.webUrl()), (requested) => {
      const url = new URL(allowedRedirect(requested, policy));
      expect(['http:', 'https:']).toContain(url.protocol);
      expect(['localhost', '127.0.0.1', '[::1]', 'mentoria.example', 'preview.example']).toContain(url.hostname);
      expect(url.hash).toBe('');
    }),
  );
});
