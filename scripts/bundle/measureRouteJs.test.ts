/**
 * What measureRouteJs counts for a route's first visit, on a small hand-made
 * build (a manifest and its files): every file once, JavaScript and CSS, the
 * page's inline script, and nothing that is only loaded later with import().
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliBytes, gzipBytes, measureRouteJs } from './measureRouteJs';

const dist = mkdtempSync(join(tmpdir(), 'mentoria-measure-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Text that compresses a little, of about the given length. */
const text = (seed: string, length: number) =>
  Array.from({ length: Math.ceil(length / 12) }, (_, i) => `${seed}${(i * 7919) % 1000};`).join('\n');

const files: Record<string, string> = {
  'assets/index.js': text('entry', 300),
  'assets/app.js': text('app', 4000),
  'assets/app.css': text('.app', 2000),
  'assets/HomePage.js': text('home', 1500),
  'assets/HomePage.css': text('.home', 800),
  'assets/Carousel.js': text('carousel', 600),
  'assets/Carousel.css': text('.carousel', 400),
  'assets/CarouselSlider.js': text('slick', 5000),
  'assets/CarouselSlider.css': text('.slick', 500),
};

beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dist, file), content);
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><script>document.documentElement.dataset.theme = "dark";</script>' +
      '<script type="application/ld+json">{"@type": "WebSite"}</script>' +
      '<script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js', css: ['assets/app.css'], dynamicImports: ['src/app/routes/HomePage.tsx'] },
    'src/app/routes/HomePage.tsx': {
      file: 'assets/HomePage.js',
      isDynamicEntry: true,
      imports: ['_app.js', '_Carousel.js'],
      css: ['assets/HomePage.css'],
    },
    '_Carousel.js': {
      file: 'assets/Carousel.js',
      imports: ['_app.js'],
      css: ['assets/Carousel.css'],
      dynamicImports: ['src/shared/ui/CarouselSlider.tsx'],
    },
    'src/shared/ui/CarouselSlider.tsx': {
      file: 'assets/CarouselSlider.js',
      isDynamicEntry: true,
      imports: ['_app.js'],
      css: ['assets/CarouselSlider.css'],
    },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});

test('a first visit counts the JavaScript and CSS of the shell and the route, each once, and not what loads later', () => {
  const home = measureRouteJs(dist, { root: dist });
  expect(home.files.map(({ file, kind, loadedFor }) => `${kind} ${loadedFor} ${file}`)).toEqual([
    'js shell index.html <script>',
    'js shell assets/index.js',
    'js shell assets/app.js',
    'js route assets/HomePage.js',
    'js route assets/Carousel.js',
    'css shell assets/app.css',
    'css route assets/HomePage.css',
    'css route assets/Carousel.css',
  ]);
});

test('each file’s sizes are what a server sends it as, and the totals add them up', () => {
  const home = measureRouteJs(dist, { root: dist });
  const app = home.files.find((file) => file.file === 'assets/app.js')!;
  const content = Buffer.from(files['assets/app.js']!);
  expect(app).toMatchObject({
    bytes: content.length,
    gzipBytes: gzipBytes(content),
    brotliBytes: brotliBytes(content),
  });
  expect(app.brotliBytes).toBeLessThan(app.gzipBytes);

  const sum = (kind: 'js' | 'css', size: 'gzipBytes' | 'brotliBytes' = 'gzipBytes') =>
    home.files.filter((file) => file.kind === kind).reduce((total, file) => total + file[size], 0);
  expect(home.totalGzipBytes).toBe(sum('js'));
  expect(home.shellGzipBytes + home.routeGzipBytes).toBe(home.totalGzipBytes);
  expect(home.cssGzipBytes).toBe(sum('css'));
  expect(home.firstLoadGzipBytes).toBe(sum('js') + sum('css'));
  expect(home.firstLoadBrotliBytes).toBe(sum('js', 'brotliBytes') + sum('css', 'brotliBytes'));
});
