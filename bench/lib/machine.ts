import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** The machine a figure was measured on, as one Markdown line. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const nproc = (() => {
    try {
      return execFileSync('nproc', { encoding: 'utf8' }).trim();
    } catch {
      return String(os.availableParallelism());
    }
  })();
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `Machine: \`nproc\` ${nproc} (${cpu}), ${memory} memory, Node ${process.version}, ${os.type()} ${os.release()}; load average at the end of the run ${load} (1 / 5 / 15 min; the machine is shared, so other work may have run alongside).`;
}

export const today = (): string => new Date().toISOString().slice(0, 10);
