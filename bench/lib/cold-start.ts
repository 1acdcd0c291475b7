import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildServerSpec } from './child-server.js';
import { median } from './throughput.js';

export type ColdStart = {
  label: string;
  /** Milliseconds from spawning the process to the first 200 of the page, each start. */
  startsMs: number[];
  medianMs: number;
};

/** Polls `url` every 10 ms until it answers 200; the answer is read to its end. */
async function firstAnswer(url: string): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

/**
 * Issue 15, P6: from `node` being spawned to the first page served, over a data directory already seeded (so no
 * seeding is timed), `starts` times in a row, each process stopped before the next starts.
 */
export async function coldStarts(
  label: string,
  spec: ChildServerSpec,
  pagePath: string,
  starts: number,
): Promise<ColdStart> {
  const startsMs: number[] = [];
  for (let i = 0; i < starts; i += 1) {
    const started = performance.now();
    const child = spawn(process.execPath, spec.args, {
      cwd: spec.cwd,
      env: Object.fromEntries(
        Object.entries({ ...process.env, ...spec.env }).filter(([, value]) => value !== undefined),
      ),
      stdio: ['ignore', openSync(spec.logFile, 'a'), openSync(spec.logFile, 'a')],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    await firstAnswer(`http://127.0.0.1:${spec.port}${pagePath}`);
    startsMs.push(performance.now() - started);
    child.kill('SIGTERM');
    await exited;
  }
  return { label, startsMs, medianMs: median(startsMs) };
}
