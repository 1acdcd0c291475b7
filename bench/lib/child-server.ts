import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export type ChildServer = {
  url: string;
  logFile: string;
  /** User plus system CPU time of the process so far (every thread), or null where /proc cannot tell. */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
};

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, counted after the parenthesised command name). */
const cpuSecondsOf = (pid: number | undefined): number | null => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
};

export type ChildServerSpec = {
  /** Arguments to this Node binary. */
  args: string[];
  cwd: string;
  /** Added to this process's environment; an undefined value removes the variable. */
  env: Record<string, string | undefined>;
  port: number;
  /** Output goes to a file: a child holding a pipe open can stall the parent. */
  logFile: string;
  /** A path that answers 200 once the server is ready. */
  readyPath?: string;
};

const stopped = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once('exit', () => done()));

/** Starts `node <args>` and waits until it answers on its port (up to two minutes: the hub may seed first). */
export async function startChildServer(spec: ChildServerSpec): Promise<ChildServer> {
  const log = openSync(spec.logFile, 'w');
  const child = spawn(process.execPath, spec.args, {
    cwd: spec.cwd,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...spec.env }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${spec.port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await stopped(child);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${spec.logFile}`);
    const ready = await fetch(url + (spec.readyPath ?? '/')).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, logFile: spec.logFile, cpuSeconds: () => cpuSecondsOf(child.pid), stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`server on port ${spec.port} not ready after two minutes; see ${spec.logFile}`);
}
