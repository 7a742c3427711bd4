import { sanitizeDescription } from './sanitizeDescription';

/** Parses the sanitised HTML (inert) to look at what is left. */
function parsed(html: string | null): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = sanitizeDescription(html);
  return template.content;
}

describe('what a description keeps', () => {
  test('basic formatting', () => {
    const html = '<p>Intro with <strong>bold</strong>, <em>italic</em> and<br>a break.</p><ul><li>One</li></ul>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  test('the seeded shape, untouched: paragraphs, an h3 and a list', () => {
    const html = "<p>For marketers.</p><h3>What's Inside</h3><ul><li>SEO: a checklist</li></ul><p>Read it.</p>";
    expect(sanitizeDescription(html)).toBe(html);
  });

  test('web and mail links, which open in the same tab with rel="noopener noreferrer"', () => {
    const links = parsed(
      '<a href="https://example.com/a" target="_blank">web</a><a href="mailto:me@example.com">mail</a><a href="/ebooks">site</a>',
    ).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'mailto:me@example.com',
      '/ebooks',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.hasAttribute('target')).toBe(false);
    }
  });

  test('headings move down so the highest is an h3, in the same order', () => {
    expect(sanitizeDescription('<h1>A</h1><h2>B</h2><p>x</p>')).toBe('<h3>A</h3><h4>B</h4><p>x</p>');
  });

  test('blank or missing descriptions give nothing', () => {
    expect(sanitizeDescription(null)).toBe('');
    expect(sanitizeDescription('  \n ')).toBe('');
  });
});

describe('what a description loses (docs/product.md#descriptions-are-sanitised)', () => {
  test.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)" onmouseover="alert(2)">Hi</p>', '<p>Hi</p>'],
    ['an image with onerror', '<img src=x onerror=alert(1)><p>Hi</p>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['a style element', '<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['a style attribute', '<p style="position:fixed;inset:0">Hi</p>', '<p>Hi</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg><p>Hi</p>', '<p>Hi</p>'],
    ['an object', '<object data="evil.swf"></object><p>Hi</p>', '<p>Hi</p>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>Hi</p>', '<p>Hi</p>'],
    ['a class and an id', '<p class="x" id="main">Hi</p>', '<p>Hi</p>'],
  ])('%s', (_case, hostile, safe) => {
    expect(sanitizeDescription(hostile)).toBe(safe);
  });

  test('a form and its fields, keeping their text', () => {
    const html = '<form action="https://evil.example"><input name="card"><button>Pay</button></form>';
    const result = parsed(html);
    expect(result.querySelector('form, input, button')).toBeNull();
    expect(result.textContent).toBe('Pay');
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'tel:123',
  ])('a link to %j keeps its text and loses its address', (href) => {
    const link = parsed(`<a href="${href}">click</a>`).querySelector('a');
    expect(link?.textContent).toBe('click');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  test('markup smuggled through broken nesting never yields a live element', () => {
    const result = parsed('<p><noscript><p title="</noscript><img src=x onerror=alert(1)>">');
    expect(result.querySelector('img, noscript, [onerror]')).toBeNull();
  });
});
