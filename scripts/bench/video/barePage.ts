/**
 * The video section's reference: a page with nothing but a <video> element whose src is the lesson's signed
 * link, parsed from the HTML itself (no script sets it), with the browser's defaults for everything else
 * (preload, no controls, no crossorigin). Served by the bench's own static server (staticServer.ts), on
 * loopback like the app.
 */
import { servePages, type ServedPages } from '../staticServer';

export interface BarePage {
  /** The page's address for a video at `src`. */
  urlFor(src: string): string;
  close: ServedPages['close'];
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page for `src`: a document as small as a valid one can be, around the one element. */
export const barePageHtml = (src: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>A bare video element</title>
  </head>
  <body>
    <video src="${attribute(src)}"></video>
  </body>
</html>
`;

/** Serves the bare page at /video?src=<the video's address> until close(). */
export async function serveBarePage(): Promise<BarePage> {
  const served = await servePages((url) => {
    const src = url.searchParams.get('src');
    if (url.pathname !== '/video' || !src) return undefined;
    return { type: 'text/html; charset=utf-8', body: Buffer.from(barePageHtml(src)), compress: true };
  });
  return { urlFor: (src) => `${served.url}video?src=${encodeURIComponent(src)}`, close: served.close };
}
