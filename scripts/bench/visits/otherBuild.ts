/**
 * Another commit's app, built and served beside this one's against the same backend, so both are measured in
 * the same run (`npm run bench -- --compare <commit>`): a git worktree of that commit (detached, with this
 * checkout's node_modules linked in), built with its own Vite config for the bench's backend, then served by
 * `vite preview` as this one is. Removed on close.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { freePort } from '../../lib/freePort';
import { onInterrupt } from '../interrupted';

export interface OtherApp {
  /** The commit as given, and its short hash. */
  label: string;
  appUrl: string;
  close(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '..', '..', '..');

export async function serveOtherCommit(
  rev: string,
  backend: { backendUrl: string; anonKey: string },
  log: (line: string) => void,
): Promise<OtherApp> {
  const short = execFileSync('git', ['rev-parse', '--short', rev], { cwd: ROOT, encoding: 'utf8' }).trim();
  const workDir = mkdtempSync(join(tmpdir(), 'mentoria-bench-other-'));
  const tree = join(workDir, 'tree');
  const forget = onInterrupt(() => removeTree(tree, workDir));
  execFileSync('git', ['worktree', 'add', '--detach', tree, rev], { cwd: ROOT, stdio: 'ignore' });
  // Hard links: the same packages, without copying a gigabyte (a symlink would not do: the build resolves real paths).
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(tree, 'node_modules')]);
  const distDir = join(workDir, 'dist');
  log(`  building ${rev} (${short}) for comparison…`);
  await run(process.execPath, [join(tree, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', distDir], {
    cwd: tree,
    env: { ...process.env, VITE_SUPABASE_URL: backend.backendUrl, VITE_SUPABASE_ANON_KEY: backend.anonKey },
  });
  const port = await freePort();
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { port, strictPort: true, host: 'localhost' },
  });
  return {
    label: `${rev} (${short})`,
    appUrl: `http://localhost:${port}`,
    async close() {
      await server.close();
      removeTree(tree, workDir);
      forget();
    },
  };
}

function removeTree(tree: string, workDir: string): void {
  try {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    // Already gone, or never made.
  }
  rmSync(workDir, { recursive: true, force: true });
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${errors}`))));
  });
}
