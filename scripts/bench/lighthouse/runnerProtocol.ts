/** What section.ts and its child process (runner.ts) say to each other. */
import type { RunSummary } from './runSummary';

/** The start of each result line the child prints. */
export const RUN_MARKER = 'LIGHTHOUSE_RUN';

export interface RunnerJob {
  /** The caller's name for the job, echoed in its output. */
  key: string;
  url: string;
}

export interface RunnerInput {
  chromePath: string;
  chromeFlags: string[];
  jobs: RunnerJob[];
  /** A folder for each run's whole Lighthouse report (JSON), to see why a figure is what it is; none when absent. */
  reportDir?: string;
}

export type RunnerOutput = { key: string; durationMs: number } & (
  { summary: RunSummary; error?: undefined } | { summary?: undefined; error: string }
);

/** The result a line of the child's output carries, or null for any other line. */
export function parseRunLine(line: string): RunnerOutput | null {
  if (!line.startsWith(`${RUN_MARKER} `)) return null;
  return JSON.parse(line.slice(RUN_MARKER.length + 1)) as RunnerOutput;
}
