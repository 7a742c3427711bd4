import { expect } from '@jest/globals';
import { inlineScriptBodies, withInlineScriptsMinified, type Minifier } from './inlineScripts';

// Vite's minifier is an ES module jest cannot load; the build's end-to-end suite runs index.html's scripts
// minified by it. Here a stand-in that marks what it was given shows which scripts are minified and how.
const marking: Minifier = (source) => `/*min*/${source.trim()}`;
const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

test('each inline script is replaced by its minified self, its attributes kept', () => {
  const html = page(`<script id="theme-boot">
      var theme = 'dark';
    </script><script>start();</script>`);
  expect(withInlineScriptsMinified(html, marking)).toBe(
    page(`<script id="theme-boot">/*min*/var theme = 'dark';</script><script>/*min*/start();</script>`),
  );
});

test("Vite's own module scripts and JSON data blocks are left as they are", () => {
  const html = page(
    `<script type="module" crossorigin src="/assets/index-abc.js"></script>` +
      `<script type="application/ld+json">{ "name": "Mentoria" }</script>`,
  );
  expect(withInlineScriptsMinified(html, marking)).toBe(html);
});

test('a script that does not parse fails the build rather than shipping broken', () => {
  const failing: Minifier = () => {
    throw new Error('Unexpected token');
  };
  expect(() => withInlineScriptsMinified(page('<script>if (</script>'), failing)).toThrow(
    'index.html: an inline script does not parse: Unexpected token',
  );
});

test('the inline scripts are found as the budget counts them: not a src script, not JSON, not an empty one', () => {
  const html = page(
    `<script id="theme-boot">\n  var theme = 'dark';\n</script>` +
      `<script type="module" crossorigin src="/assets/index-abc.js"></script>` +
      `<script type="application/json">{}</script><script> </script><script>start();</script>`,
  );
  expect(inlineScriptBodies(html)).toEqual(["var theme = 'dark';", 'start();']);
});
