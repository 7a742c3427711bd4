/**
 * The backend as its own process (`server/src/main.ts`, as `npm run backend`
 * starts it), for tests of what only a process shows: signals, exit codes,
 * two processes on one data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { TEST_JWT_SECRET } from './backendHarness';

export interface BackendProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

export interface ProcessOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
}

export function spawnBackend({ port, dataDir, databaseUrl }: ProcessOptions): BackendProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MENTORIA_DATA_DIR: dataDir,
      MENTORIA_SEED: 'off',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

/** Waits until the process says it listens; rejects if it exits first or takes longer than `ms`. */
export async function listening(backend: BackendProcess, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!backend.output().includes('listening on')) {
    if (backend.child.exitCode !== null || backend.child.signalCode !== null) {
      throw new Error(`backend exited before listening:\n${backend.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`backend did not start within ${ms} ms:\n${backend.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The exit code, or 'still running' when the process has not ended within `ms`. */
export async function exitWithin(backend: BackendProcess, ms: number): Promise<number | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still running'), ms)));
  try {
    return await Promise.race([backend.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ends the process for good (test cleanup). */
export async function kill(backend: BackendProcess): Promise<void> {
  if (backend.child.exitCode === null && backend.child.signalCode === null) backend.child.kill('SIGKILL');
  await backend.exited;
}
