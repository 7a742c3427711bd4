import { buildEbooks, buildVideos } from './catalogue';
import { coverSvg, escapeXml, type CoverArt } from './cover';
import { textWidth } from './coverText';
import { lessonsFootnote } from './plan';

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

test('the title, label and category are XML-escaped', () => {
  expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
});

/** The lines of a cover's text, as drawn: where each starts, how it is anchored, its size and weight. */
function coverLines(svg: string) {
  const width = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
  return {
    width,
    lines: [...svg.matchAll(/<text x="(\d+)" y="\d+" font-size="(\d+)"([^>]*)>([^<]*)<\/text>/g)].map(
      ([, x, size, attributes, text]) => ({
        x: Number(x),
        size: Number(size),
        bold: attributes!.includes('font-weight="700"'),
        end: attributes!.includes('text-anchor="end"'),
        spacing: Number(/letter-spacing="(\d+)"/.exec(attributes!)?.[1] ?? 0),
        text: text!.replace(/&amp;/g, '&').replace(/&apos;/g, "'"),
      }),
    ),
  };
}

test('every seeded cover and thumbnail shows its whole title, word for word, with every line inside the margins', () => {
  const arts: CoverArt[] = [
    ...buildEbooks().map(({ row }) => ({
      title: row.Name,
      category: row.Categories,
      label: row.Type,
      shape: 'portrait' as const,
    })),
    ...buildVideos().map((video) => ({
      title: video.Name,
      category: video.Categories,
      label: 'Video course',
      shape: 'landscape' as const,
      footnote: lessonsFootnote(video.Lessons),
    })),
  ];
  const outside: string[] = [];
  for (const art of arts) {
    const { width, lines } = coverLines(coverSvg(art));
    expect(
      lines
        .filter((line) => line.bold)
        .map((line) => line.text)
        .join(' '),
    ).toBe(art.title);
    for (const line of lines) {
      const drawn = textWidth(line.text, line.size, { bold: line.bold, letterSpacing: line.spacing });
      const [left, right] = line.end ? [line.x - drawn, line.x] : [line.x, line.x + drawn];
      if (left < 0.05 * width || right > 0.95 * width) outside.push(`${art.title}: "${line.text}"`);
    }
  }
  expect(outside).toEqual([]);
});
