/**
 * Starts backendChild.ts as a child process and hands back its address, how
 * much CPU it has used, and whether it died while it should have been serving
 * (a crash under load is one of the things the section reports).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The line backendChild.ts prints once it listens; the JSON after it holds its address. */
export const BACKEND_READY_MARKER = 'MENTORIA_LOAD_BACKEND_READY';

/** Migrating and seeding a fresh database takes ~10 s on an idle machine; a busy one gets room. */
const READY_TIMEOUT_MS = 120_000;
/** backend.stop() gives requests up to ~2.5 s, and the data is thrown away after: no need to wait longer. */
const STOP_DEADLINE_MS = 3_000;
/** Lines of the child's output kept for a report when something goes wrong. */
const KEPT_LINES = 20;

const childEntry = join(fileURLToPath(new URL('.', import.meta.url)), 'backendChild.ts');

export interface ChildBackend {
  url: string;
  pid: number;
  /** CPU seconds (user + system) the process has used so far, all its threads (PGlite runs in one). */
  cpuSeconds(): number;
  /** Why the process ended on its own, while it should have been serving; null while it runs. */
  crash(): string | null;
  /** The last lines it wrote, for a report. */
  output(): string[];
  stop(): Promise<void>;
}

export interface ChildBackendOptions {
  /** MENTORIA_DATA_DIR, DATABASE_URL, JWT_SECRET…, on top of the parent's environment. */
  env: Record<string, string>;
  projectRoot: string;
}

export function startChildBackend({ env, projectRoot }: ChildBackendOptions): Promise<ChildBackend> {
  const child = spawn(process.execPath, ['--import', 'tsx', childEntry], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let crash: string | null = null;
  let stopping = false;
  const keep = (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
    }
  };
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) crash = `backend exited (${signal ?? `code ${code}`}): ${lines.slice(-5).join(' | ')}`;
      resolve();
    }),
  );
  child.stderr.setEncoding('utf8').on('data', keep);

  return new Promise<ChildBackend>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`backend not ready within ${READY_TIMEOUT_MS / 1000} s: ${lines.join(' | ')}`));
    }, READY_TIMEOUT_MS);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(crash ?? 'backend exited before it was ready'));
    });
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      keep(chunk);
      pending += chunk;
      const line = pending.split('\n').find((candidate) => candidate.startsWith(BACKEND_READY_MARKER));
      if (!line) return;
      pending = '';
      clearTimeout(timer);
      const { url } = JSON.parse(line.slice(BACKEND_READY_MARKER.length)) as { url: string };
      resolve({
        url,
        pid: child.pid!,
        cpuSeconds: () => processCpuSeconds(child.pid!),
        crash: () => crash,
        output: () => [...lines],
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          stopping = true;
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
          await exited;
          clearTimeout(killer);
        },
      });
    });
  });
}

/** utime + stime of a process from /proc (Linux; NaN elsewhere), in seconds at the usual 100 ticks a second. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
