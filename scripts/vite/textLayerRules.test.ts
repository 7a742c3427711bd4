import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { textLayerRules } from './textLayerRules';

const installed = readFileSync(createRequire(__filename).resolve('pdfjs-dist/web/pdf_viewer.css'), 'utf8');

test('the text layer gets pdf.js’s own rules for its spans, and none of the viewer’s other styles', () => {
  const rules = textLayerRules(installed);
  expect(rules).toContain('.textLayer :is(span,br)');
  expect(rules).toContain('color:transparent');
  expect(rules).toContain('.textLayer ::selection');
  expect(rules).toContain('.textLayer .endOfContent');
  expect(rules).not.toMatch(/\.pdfViewer|\.toolbar|editToolbar|\.highlight\b|@media/);
  expect(rules.length).toBeLessThan(installed.length / 20);
});

test('rules are kept whole, comments and other selectors dropped', () => {
  const css = '/* c */ .page{color:red}\n.textLayer{a:b}\n@media x{.textLayer .highlight{c:d}}\n.textLayer span{e:f}';
  expect(textLayerRules(css)).toBe('.textLayer{a:b}\n.textLayer span{e:f}');
});
