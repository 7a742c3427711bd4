/**
 * A bench run stopped with Ctrl-C or SIGTERM removes what it had made and
 * exits with the signal's usual code (interrupted.ts): checked on a child
 * process that registers a scratch folder, then is interrupted.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MODULE = join(__dirname, 'interrupted.ts');

/** Starts a process holding a registered folder (and one it forgot), interrupts it, and says what is left. */
async function interruptRunHolding(signal: 'SIGINT' | 'SIGTERM') {
  const held = mkdtempSync(join(tmpdir(), 'mentoria-interrupt-held-'));
  const released = mkdtempSync(join(tmpdir(), 'mentoria-interrupt-released-'));
  const script = `
    import { rmSync } from 'node:fs';
    import { cleanUpWhenInterrupted, onInterrupt } from ${JSON.stringify(MODULE)};
    cleanUpWhenInterrupted();
    onInterrupt(() => rmSync(${JSON.stringify(held)}, { recursive: true }));
    onInterrupt(() => { throw new Error('a cleanup that fails does not stop the others'); });
    const forget = onInterrupt(() => rmSync(${JSON.stringify(released)}, { recursive: true }));
    forget();
    console.log('ready');
    setInterval(() => undefined, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  const code = await exited;
  const left = { held: existsSync(held), released: existsSync(released) };
  rmSync(held, { recursive: true, force: true });
  rmSync(released, { recursive: true, force: true });
  return { code, left };
}

test.each([
  ['Ctrl-C', 'SIGINT', 130],
  ['SIGTERM', 'SIGTERM', 143],
] as const)(
  'a run stopped by %s (%s) removes its scratch folders and exits with code %s',
  async (_name, signal, code) => {
    const outcome = await interruptRunHolding(signal);

    expect(outcome.code).toBe(code);
    expect(outcome.left.held).toBe(false);
    // What the run had already removed and forgotten is not touched again.
    expect(outcome.left.released).toBe(true);
  },
  30_000,
);
