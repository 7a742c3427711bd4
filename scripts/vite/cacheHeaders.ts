/**
 * Cache-Control for the build as `vite preview` serves it (`npm start`, the
 * end-to-end suite, the benchmark). Files under assets/ carry a hash of their
 * content in their name, so a browser may keep them for a year without asking
 * again: a new release links new names. Everything else (index.html, sw.js,
 * the web manifest, icons) keeps its name across releases and is revalidated
 * on every use (`no-cache`, answered 304 through the ETag preview already sends).
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const UNHASHED_FILE_CACHE_CONTROL = 'no-cache';

/**
 * The Cache-Control for a request path: immutable only for a file that exists
 * under the assets folder, so a mistyped or stale asset URL (answered with the
 * app's index.html or a 404) is never kept for a year.
 */
export function cacheControlForPath(pathname: string, assetsDir: string, isBuiltFile: boolean): string {
  const hashed = pathname.startsWith(`/${assetsDir}/`) && isBuiltFile;
  return hashed ? HASHED_ASSET_CACHE_CONTROL : UNHASHED_FILE_CACHE_CONTROL;
}

/**
 * The file of the build a request path names, or null: never outside the build folder (a path with `..` or an
 * encoded separator finds nothing), never a folder.
 */
export function builtFileFor(outDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = resolve(join(outDir, decoded));
  if (!file.startsWith(outDir + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Where preview serves the build from, and the assets folder's name without slashes (`assets`). */
export function servedBuild({ root, build }: ResolvedConfig): { outDir: string; assetsDir: string } {
  return { outDir: resolve(root, build.outDir), assetsDir: build.assetsDir.replace(/^\/+|\/+$/g, '') };
}

/** Sets Cache-Control before preview's static middleware runs (it keeps a header already set). */
export function previewCacheHeaders(): Plugin {
  return {
    name: 'mentoria:preview-cache-headers',
    configurePreviewServer(server) {
      const { outDir, assetsDir } = servedBuild(server.config);
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '/').split('?', 1)[0]!;
        const inAssets = pathname.startsWith(`/${assetsDir}/`);
        response.setHeader(
          'Cache-Control',
          cacheControlForPath(pathname, assetsDir, inAssets && builtFileFor(outDir, pathname) !== null),
        );
        next();
      });
    },
  };
}
