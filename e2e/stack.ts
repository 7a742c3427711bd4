/**
 * The app exactly as `npm start` serves it, but on free ports over a fresh
 * temporary data folder (scripts/e2e.ts, run as a child process so the backend
 * and Vite live outside the caller). Used by the e2e suite's global setup and by
 * `npm run screenshots`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** Printed by scripts/e2e.ts once both servers listen, followed by their addresses as JSON. */
const READY_MARKER = 'MENTORIA_E2E_READY';
/** Migrating, seeding (about 7 s) and building (about 5 s) take well under this, even on a slow CI machine. */
const START_TIMEOUT_MS = 180_000;

export interface E2eStack {
  appUrl: string;
  backendUrl: string;
  anonKey: string;
  /** The stack's service-role key, for tests that arrange catalogue data (scripts/e2e.ts prints it). */
  serviceRoleKey: string;
}

export function startStack(): Promise<{ child: ChildProcess; stack: E2eStack }> {
  const root = join(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'e2e.ts')], {
    cwd: root,
    // stdin stays open as a lifeline: when this runner dies, the stack sees it end and stops.
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The e2e app did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith(READY_MARKER));
      if (line) {
        clearTimeout(timer);
        resolve({ child, stack: JSON.parse(line.slice(READY_MARKER.length)) as E2eStack });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The e2e app stopped before it was ready (exit code ${code}):\n${output}`));
    });
  });
}

export function stopStack(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
