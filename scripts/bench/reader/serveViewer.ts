/**
 * Builds the reference page (viewer.html: pdf.js's viewer component) with
 * Vite into a scratch folder and serves it with `vite preview`, the server the
 * app is measured behind, on a free loopback port. The app's own Vite config is
 * left out (configFile: false): no React, no service worker, only pdf.js.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { freePort } from '../../lib/freePort';
import { onInterrupt } from '../interrupted';

export interface ServedViewer {
  /** The viewer's address; add `?file=<url of a PDF>`. */
  url: string;
  stop: () => Promise<void>;
}

export async function serveViewer(): Promise<ServedViewer> {
  const root = import.meta.dirname;
  const outDir = mkdtempSync(join(tmpdir(), 'mentoria-bench-viewer-'));
  const forgetOutDir = onInterrupt(() => rmSync(outDir, { recursive: true, force: true }));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      base: './',
      // Vite's default browser target, as for the app's build.
      build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(root, 'viewer.html') } },
    });
    const port = await freePort();
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    return {
      url: `http://127.0.0.1:${port}/viewer.html`,
      stop: async () => {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
        forgetOutDir();
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    forgetOutDir();
    throw error;
  }
}
