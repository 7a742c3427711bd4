/**
 * The machine a benchmark ran on, recorded beside its figures: these machines
 * are shared, so the load average before and after says how far to trust them.
 */
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  chromium: string;
  /** 1, 5 and 15 minute load averages when the run started and when it ended. */
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

export function describeMachine(loadAverageBefore: number[], chromium: string): Machine {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
    loadAverageBefore,
    loadAverageAfter: loadavg(),
  };
}

export function formatMachine(machine: Machine): string {
  const loads = (values: number[]) => values.map((load) => load.toFixed(2)).join(', ');
  return (
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}, ` +
    `Chromium ${machine.chromium}; load average (1, 5, 15 min) ${loads(machine.loadAverageBefore)} before, ` +
    `${loads(machine.loadAverageAfter)} after.`
  );
}
