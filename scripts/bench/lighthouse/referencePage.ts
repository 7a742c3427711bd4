/**
 * The machine's own best case for Lighthouse: a small static page (a heading,
 * a paragraph and one image, sized and described), served gzip'd over
 * loopback by a tiny server, with everything a perfect score asks for (a
 * language, a title, a description, a valid robots.txt). Run through the same
 * settings as the app, it shows what this machine scores when the page costs
 * nothing, so each of the app's figures reads as a ratio to it.
 */
import { readFileSync } from 'node:fs';
import { servePages, type Resource, type ServedPages } from '../staticServer';

/** A PNG of the app's own (512 × 512, about 5 KB), shown at 256 CSS px: no bigger than the slot on any phone. */
const IMAGE = readFileSync(new URL('../../../public/icons/icon-512.png', import.meta.url));

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page with text and one image: the benchmark's reference." />
    <link rel="icon" href="data:," />
    <title>Reference page</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1b1b1b; }
      img { display: block; height: auto; max-width: 100%; }
    </style>
  </head>
  <body>
    <main>
      <h1>Reference page</h1>
      <img src="/image.png" width="256" height="256" alt="The Mentoria logo" />
      <p>
        A page with nothing to load but this text and the image above, served compressed from the same machine as the
        app, so a busy machine slows it exactly as it slows the app.
      </p>
    </main>
  </body>
</html>
`;

const ROBOTS = 'User-agent: *\nAllow: /\n';

const RESOURCES: Record<string, Resource> = {
  '/': { type: 'text/html; charset=utf-8', body: Buffer.from(HTML), compress: true },
  '/image.png': { type: 'image/png', body: IMAGE, compress: false },
  '/robots.txt': { type: 'text/plain; charset=utf-8', body: Buffer.from(ROBOTS), compress: true },
};

export type ReferencePage = ServedPages;

/** Serves the reference page on a free loopback port until close(). */
export function serveReferencePage(): Promise<ReferencePage> {
  return servePages((url) => RESOURCES[url.pathname]);
}
