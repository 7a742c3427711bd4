/**
 * Brotli for the app's code as `vite preview` serves it (`npm start`, the end-to-end suite, the benchmark).
 * Preview compresses on the fly with gzip only; a static host in production serves brotli, about an eighth
 * smaller for JavaScript ("/" loads 199.9 KB gzip, 174.6 KB brotli: `npm run bench:bundle`), and on a phone's
 * link every kilobyte of the first screen's code is time before it appears (README.md#performance).
 *
 * The build writes `<file>.br` beside each script and stylesheet under assets/, at brotli's best quality (the
 * build pays for it once, not each request); preview then answers a browser that accepts brotli with that file.
 * Only hashed assets: they never change under their name, so no revalidation is needed, and anything else
 * (index.html, sw.js, icons) keeps preview's own handling.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { builtFileFor, servedBuild } from './cacheHeaders.ts';

/** What is worth compressing: text the first screens load. */
const COMPRESSIBLE = /\.(?:js|mjs|css)$/;

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
};

/** Whether an Accept-Encoding header admits brotli (`br`, not refused with q=0). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== 'br') return false;
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** The precompressed file to send for a request path, or null: a `.br` beside a script or stylesheet of assets/. */
export function precompressedFileFor(outDir: string, assetsDir: string, pathname: string): string | null {
  if (!pathname.startsWith(`/${assetsDir}/`) || !COMPRESSIBLE.test(pathname)) return null;
  // Looked up from the assets folder itself, so a path that climbs out of it (`..`, encoded or not) finds nothing.
  return builtFileFor(join(outDir, assetsDir), `${pathname.slice(assetsDir.length + 1)}.br`);
}

function compressAssets(assetsFolder: string): void {
  if (!existsSync(assetsFolder)) return;
  for (const name of readdirSync(assetsFolder)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = join(assetsFolder, name);
    const source = readFileSync(file);
    const compressed = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, compressed);
  }
}

export function precompressedAssets(): Plugin {
  let built = { outDir: '', assetsDir: '' };
  return {
    name: 'mentoria:precompressed-assets',
    // Resolved for `vite build` and `vite preview` alike: the folder the build writes is the one preview serves.
    configResolved(config) {
      built = servedBuild(config);
    },
    writeBundle() {
      compressAssets(join(built.outDir, built.assetsDir));
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const pathname = (request.url ?? '/').split('?', 1)[0]!;
        const compressed = precompressedFileFor(built.outDir, built.assetsDir, pathname);
        if (!compressed) return next();
        // Whether brotli is sent depends on the request's Accept-Encoding: caches must keep both answers apart.
        response.setHeader('Vary', 'Accept-Encoding');
        if (!acceptsBrotli(request.headers['accept-encoding'])) return next();
        response.statusCode = 200;
        response.setHeader('Content-Type', CONTENT_TYPES[pathname.slice(pathname.lastIndexOf('.') + 1)]!);
        response.setHeader('Content-Encoding', 'br');
        response.setHeader('Content-Length', statSync(compressed).size);
        if (request.method === 'HEAD') return void response.end();
        // Streamed, not read whole: the server goes on answering others while a large file (pdf.js) is sent.
        createReadStream(compressed)
          .on('error', (error) => response.destroy(error))
          .pipe(response);
      });
    },
  };
}
