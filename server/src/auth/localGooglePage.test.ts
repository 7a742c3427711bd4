import fc from 'fast-check';
import { accountChooserHtml, escapeHtml } from './localGooglePage';

test('escapes the five characters that matter in HTML text and attributes', () => {
  expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
    '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  );
});

test('no echoed value can open a tag or close an attribute', () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), fc.string(), (name, email, problem) => {
      const html = accountChooserHtml({ action: '/auth/v1/local-google', state: 's', name, email, problem });
      const withoutValues = html
        .replace(`value="${escapeHtml(name)}"`, '')
        .replace(`value="${escapeHtml(email)}"`, '')
        .replace(`>${escapeHtml(problem)}</p>`, '></p>');
      expect(withoutValues).not.toMatch(/value="[^"]*[<>'][^"]*"/);
      expect(escapeHtml(name + email + problem)).not.toMatch(/[<>"']/);
    }),
  );
});

test('the page labels its fields and loads nothing from elsewhere', () => {
  const html = accountChooserHtml({ action: '/a', state: 's', name: 'N', email: 'e@x.test' });
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<label for="name">Name</label>');
  expect(html).toContain('<label for="email">Email</label>');
  expect(html).not.toMatch(/(src|href)=/);
});
