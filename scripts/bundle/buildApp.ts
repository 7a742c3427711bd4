/**
 * Builds the app as `npm run build` does (vite.config.ts, production mode),
 * into a folder of the caller's choosing, and records which modules each chunk
 * holds and what each module loads lazily (measureRouteJs.ts reads both).
 * Run directly, `tsx scripts/bundle/buildApp.ts <outDir>`, it is what the
 * bundle budget test calls (Vite cannot run inside jest's module sandbox).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption } from 'vite';
import { BUNDLE_MODULES_FILE, projectPath, type BundleModules } from './measureRouteJs';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The settings the bundle inlines, fixed so its size is too (`.env.local`
 * yields to them). The key is as long as a real anon key, a JWT of about 200
 * characters, and as incompressible.
 */
const BUILD_ENV = {
  VITE_SUPABASE_URL: 'https://bundle-budget.supabase.co',
  VITE_SUPABASE_ANON_KEY: ['header', 'payload', 'signature']
    .map((part) => createHash('sha512').update(part).digest('base64url'))
    .join('.')
    .slice(0, 208),
};

/** Writes outDir/.vite/bundle-modules.json: each chunk's modules and each project module's `import()`s. */
function recordModules(outDir: string): Plugin {
  const record: BundleModules = { chunks: {}, lazyImports: {} };
  const name = (id: string) => (isAbsolute(id) ? projectPath(PROJECT_ROOT, id) : id);
  return {
    name: 'mentoria:record-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        record.chunks[output.fileName] = output.moduleIds.map(name);
      }
      for (const id of this.getModuleIds()) {
        const lazy = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
        if (lazy.length > 0 && !id.includes('/node_modules/')) record.lazyImports[name(id)] = lazy.map(name);
      }
    },
    writeBundle() {
      const path = join(outDir, BUNDLE_MODULES_FILE);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, JSON.stringify(record, null, 1));
    },
  };
}

/** `plugins` are added to vite.config.ts's (a bundle visualizer, say). */
export async function buildApp(outDir: string, { plugins = [] }: { plugins?: PluginOption[] } = {}): Promise<void> {
  // NODE_ENV decides which React and Redux builds go in; jest, for one, sets it to 'test'.
  Object.assign(process.env, BUILD_ENV, { NODE_ENV: 'production' });
  const out = resolve(outDir);
  await build({
    root: PROJECT_ROOT,
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true, manifest: true },
    plugins: [recordModules(out), ...plugins],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: tsx scripts/bundle/buildApp.ts <outDir>');
  buildApp(outDir).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
