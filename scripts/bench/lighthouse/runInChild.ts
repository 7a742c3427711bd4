import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseRunLine, type RunnerInput, type RunnerOutput } from './runnerProtocol';

const RUNNER = fileURLToPath(new URL('./runner.ts', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Runs the jobs in a child Node process (runner.ts, through tsx), one after
 * another, and resolves with their results in job order; `onRun` hears of each
 * as it ends. Rejects only when the child itself fails (then stderr says why).
 */
export function runInChild(input: RunnerInput, onRun: (output: RunnerOutput) => void): Promise<RunnerOutput[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', RUNNER, JSON.stringify(input)], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const outputs: RunnerOutput[] = [];
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const output = parseRunLine(line);
        if (!output) continue;
        outputs.push(output);
        onRun(output);
      }
    });
    // Keep the end of stderr only: enough to say why the child failed.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (outputs.length === input.jobs.length) resolve(outputs);
      else
        reject(
          new Error(
            `the Lighthouse runner stopped (${signal ?? `exit ${code}`}) after ${outputs.length} of ${input.jobs.length} runs:\n${stderr}`,
          ),
        );
    });
  });
}
