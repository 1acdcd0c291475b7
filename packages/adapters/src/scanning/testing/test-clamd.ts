import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClamdScanner } from '../clamd-scanner.js';

/** `required` (CI) makes a missing clamd binary fail the tests instead of skipping them. */
export const CLAMD_TEST_VARIABLE = 'ATELIER_TEST_CLAMD';
/** Where Debian's `clamav-daemon` puts the daemon. */
export const CLAMD_BINARY = '/usr/sbin/clamd';
/** ClamAV's signature tool (Debian's `clamav` package), which turns the EICAR string into a body signature. */
export const SIGTOOL_BINARY = '/usr/bin/sigtool';

/** The anti-virus industry's harmless test file; every scanner reports it. */
export const EICAR_TEXT = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
/** The name the test database gives it; clamd reports signatures of unsigned databases with `.UNOFFICIAL`. */
export const EICAR_SIGNATURE = 'Atelier-Test-EICAR.UNOFFICIAL';

/** True when the clamd tests can run here (clamd, and sigtool for their database); throws when CI requires them. */
export const clamdAvailable = (): boolean => {
  const found = existsSync(CLAMD_BINARY) && existsSync(SIGTOOL_BINARY);
  if (!found && process.env[CLAMD_TEST_VARIABLE] === 'required')
    throw new Error(
      `${CLAMD_TEST_VARIABLE}=required but ${CLAMD_BINARY} or ${SIGTOOL_BINARY} is missing: apt-get install clamav clamav-daemon`,
    );
  return found;
};

export type TestClamdOptions = {
  /** Listen on 127.0.0.1 and a free port instead of a unix socket. */
  tcp?: boolean;
  /** clamd's StreamMaxLength: INSTREAM refuses a longer file (small, so the limit is cheap to test). */
  streamMaxLength?: string;
};

export type TestClamd = {
  /** The `ATELIER_CLAMD` value that reaches it: a socket path, or `127.0.0.1:<port>`. */
  socket: string;
  /** Stops the daemon and removes its directory. */
  stop(): Promise<void>;
};

const READY_WITHIN_MS = 20_000;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * An ndb signature (`name:target:offset:hex`) matching the EICAR string anywhere in a file, its body made by
 * `sigtool --hex-dump` (the network is closed, so no official database can be fetched); clamd loads plain `.ndb`
 * files from its database directory.
 */
const eicarDatabase = (): string => {
  const hex = execFileSync(SIGTOOL_BINARY, ['--hex-dump'], { input: EICAR_TEXT, encoding: 'utf8' }).trim();
  if (hex !== Buffer.from(EICAR_TEXT).toString('hex')) throw new Error(`sigtool --hex-dump printed ${hex}`);
  return `${EICAR_SIGNATURE.replace(/\.UNOFFICIAL$/, '')}:0:*:${hex}\n`;
};

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * Starts a private clamd for a test: a temp directory with a one-signature database (EICAR), its own clamd.conf
 * and socket, no system paths. Resolves once the daemon answers PING; `stop` ends it. Call `clamdAvailable()`
 * first (or `describe.skipIf(!clamdAvailable())`).
 */
export async function startTestClamd(options: TestClamdOptions = {}): Promise<TestClamd> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-clamd-'));
  const database = join(dir, 'db');
  await mkdir(database);
  await writeFile(join(database, 'atelier-test.ndb'), eicarDatabase());
  const port = options.tcp ? await freePort() : null;
  const socket = port === null ? join(dir, 'clamd.sock') : `127.0.0.1:${port}`;
  const listen = port === null ? [`LocalSocket ${socket}`] : ['TCPAddr 127.0.0.1', `TCPSocket ${port}`];
  const config = join(dir, 'clamd.conf');
  await writeFile(
    config,
    [
      ...listen,
      'Foreground yes',
      `DatabaseDirectory ${database}`,
      `TemporaryDirectory ${dir}`,
      `PidFile ${join(dir, 'clamd.pid')}`,
      `StreamMaxLength ${options.streamMaxLength ?? '1M'}`,
      'LogSyslog no',
      // As docs/scanning.md asks of production: a file over a scan limit is reported, never passed as clean.
      'AlertExceedsMax yes',
      '',
    ].join('\n'),
  );

  const child = spawn(CLAMD_BINARY, ['--config-file', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  // A test run that dies must not leave a daemon behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(forced);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const client = new ClamdScanner({ address: socket, connectTimeoutMs: 500, timeoutMs: 2_000 });
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`clamd exited before answering (${child.exitCode ?? child.signalCode}):\n${stderr}`);
    }
    const ready = await client.ping().then(
      () => true,
      () => false,
    );
    if (ready) return { socket, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`clamd did not answer PING within ${READY_WITHIN_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
