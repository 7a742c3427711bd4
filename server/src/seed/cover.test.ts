import { coverSvg, escapeXml, wrapWords } from './cover';

/**
 * A small well-formedness check (no XML parser is installed): tags nest and
 * close, attributes are quoted, and text holds no raw "<" and only the five
 * predefined entities.
 */
function assertWellFormedXml(xml: string): void {
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const open: string[] = [];
  let end = 0;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    end = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text] = match;
    const content = text ?? attributes ?? '';
    expect(content.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<>]/);
    if (text !== undefined) continue;
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
  }
  expect(end).toBe(xml.length);
  expect(open).toEqual([]);
}

test('an ebook cover is a 2:3 SVG whose title and labels are escaped', () => {
  const svg = coverSvg({
    title: 'Tips & Tricks <for> "Pros" and Ops\'',
    category: 'Business & Entrepreneurship',
    label: 'Guide',
    shape: 'portrait',
  });
  assertWellFormedXml(svg);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="900"/);
  expect(svg).toContain('Tips &amp; Tricks');
  expect(svg).toContain('&lt;for&gt;');
  expect(svg).toContain('Business &amp; Entrepreneurship');
  expect(svg).toContain('GUIDE');
});

test('a video thumbnail is 16:9 and carries its lesson count', () => {
  const svg = coverSvg({
    title: 'SEO Masterclass',
    category: 'SEO',
    label: 'Video course',
    shape: 'landscape',
    footnote: '12 lessons',
  });
  assertWellFormedXml(svg);
  expect(svg).toContain('width="1280" height="720"');
  expect(svg).toContain('12 lessons');
});

test('covers have no scripts, event handlers or external references', () => {
  const svg = coverSvg({ title: 'javascript:alert(1) <script>', category: 'AI', label: 'Ebook', shape: 'portrait' });
  expect(svg).not.toMatch(/<script|\son\w+=|href=|<image|url\(/i);
  expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
});

test('the same cover is drawn the same way every time', () => {
  const art = { title: 'Mastering Link Building', category: 'SEO', label: 'Ebook', shape: 'portrait' as const };
  expect(coverSvg(art)).toBe(coverSvg({ ...art }));
});

test('long titles wrap onto a few lines and end with an ellipsis when cut', () => {
  expect(wrapWords('The Complete Social Media Guide', 18, 6)).toEqual(['The Complete', 'Social Media Guide']);
  expect(wrapWords('one two three four five six seven', 9, 2)).toEqual(['one two', 'three...']);
  expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
});
