import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { parseClamdAddress } from './clamd-address.js';
import { ClamdScanner, verdictOfReply } from './clamd-scanner.js';
import { FileScanner } from './file-scanner.js';
import {
  clamdAvailable,
  EICAR_SIGNATURE,
  EICAR_TEXT,
  startTestClamd,
  type TestClamd,
} from './testing/test-clamd.js';

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-clamd-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const file = async (name: string, bytes: string | Uint8Array): Promise<string> => {
  const full = path.join(dir, name);
  await writeFile(full, bytes);
  return full;
};

describe('ClamdScanner without a daemon', () => {
  it('is an Error when ATELIER_CLAMD is not set', async () => {
    const scanner = new ClamdScanner({ address: null });
    expect(await scanner.scan(await file('unset.txt', 'hello'))).toEqual({
      result: 'Error',
      message: 'Virus scanning is off (ATELIER_CLAMD is not set)',
    });
    expect(await scanner.status()).toEqual({ state: 'off', reason: 'ATELIER_CLAMD is not set' });
  });

  it('is an Error when nobody listens on the socket', async () => {
    const socket = path.join(dir, 'nobody.sock');
    const scanner = new ClamdScanner({ address: socket });
    expect(await scanner.scan(await file('nobody.txt', 'hello'))).toEqual({
      result: 'Error',
      message: `Not scanned: clamd at ${socket} is not reachable (ENOENT)`,
    });
    expect(await scanner.status()).toEqual({
      state: 'off',
      reason: `clamd at ${socket} is not reachable (ENOENT)`,
    });
  });

  it('is an Error when clamd takes longer than the timeout', async () => {
    // A listener that accepts and never answers stands in for a hung daemon.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const scanner = new ClamdScanner({ address: `127.0.0.1:${port}`, timeoutMs: 200 });
      expect(await scanner.scan(await file('slow.txt', 'hello'))).toEqual({
        result: 'Error',
        message: `Not scanned: clamd at 127.0.0.1:${port} did not answer within 0.2 s`,
      });
    } finally {
      silent.close();
    }
  });

  it('reads every answer of INSTREAM', () => {
    expect(verdictOfReply('stream: OK').result).toBe('Success');
    expect(verdictOfReply('stream: Win.Test.EICAR_HDB-1 FOUND')).toEqual({
      result: 'Danger',
      message: 'Found Win.Test.EICAR_HDB-1',
    });
    expect(verdictOfReply('INSTREAM size limit exceeded. ERROR').result).toBe('Error');
    expect(verdictOfReply("Can't allocate memory ERROR")).toEqual({
      result: 'Error',
      message: "clamd could not scan the file: Can't allocate memory",
    });
    expect(verdictOfReply('stream: Heuristics.Limits.Exceeded.MaxFileSize FOUND')).toEqual({
      result: 'Error',
      message: 'Not fully scanned: over a clamd limit (Heuristics.Limits.Exceeded.MaxFileSize)',
    });
    expect(verdictOfReply('what?').result).toBe('Error');
  });

  it('takes a socket path or host:port and nothing else', () => {
    expect(parseClamdAddress('/run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(parseClamdAddress('127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parseClamdAddress('clamav:3310')).toEqual({ host: 'clamav', port: 3310 });
    expect(parseClamdAddress('[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    for (const bad of ['clamd.ctl', 'localhost', 'host:0', 'host:70000', ':3310', '[nope]:1'])
      expect(parseClamdAddress(bad), bad).toBeNull();
  });
});

const available = clamdAvailable();
const SKIPPED = available
  ? ''
  : ' (skipped: no /usr/sbin/clamd; set ATELIER_TEST_CLAMD=required to fail instead)';

describe.skipIf(!available)(`ClamdScanner over a unix socket${SKIPPED}`, () => {
  let clamd: TestClamd;
  let scanner: ClamdScanner;
  beforeAll(async () => {
    clamd = await startTestClamd();
    scanner = new ClamdScanner({ address: clamd.socket });
  });
  afterAll(() => clamd?.stop());

  it('passes a clean file', async () => {
    expect(await scanner.scan(await file('clean.txt', 'just some text\n'))).toEqual({
      result: 'Success',
      message: 'No virus found (ClamAV)',
    });
  });

  it('finds the EICAR file and names the signature', async () => {
    expect(await scanner.scan(await file('eicar.com', EICAR_TEXT))).toEqual({
      result: 'Danger',
      message: `Found ${EICAR_SIGNATURE}`,
    });
  });

  it('finds EICAR deep inside a file streamed in many chunks', async () => {
    const bytes = Buffer.alloc(700 * 1024, 0x61);
    bytes.write(EICAR_TEXT, 500 * 1024 - 20);
    expect((await scanner.scan(await file('deep.bin', bytes))).result).toBe('Danger');
  });

  it('is an Error, never a Success, for a file over StreamMaxLength', async () => {
    const verdict = await scanner.scan(await file('big.bin', Buffer.alloc(3 * 1024 * 1024, 0x61)));
    expect(verdict.result).toBe('Error');
    expect(verdict.message).toMatch(/^Not scanned: /);
  });

  it('answers PING and VERSION for the status check', async () => {
    expect(await scanner.ping()).toBe(true);
    expect(await scanner.version()).toMatch(/^ClamAV \d/);
    expect(await scanner.status()).toMatchObject({ state: 'on' });
  });

  it('is the virus side of FileScanner', async () => {
    const storage = new DiskFileStorage(dir);
    await storage.write('models/1/eicar.ckpt', new TextEncoder().encode(EICAR_TEXT));
    expect(await new FileScanner(storage, scanner).scan('models/1/eicar.ckpt')).toMatchObject({
      virusScanResult: 'Danger',
      virusScanMessage: `Found ${EICAR_SIGNATURE}`,
    });
  });

  it('is an Error once clamd has stopped', async () => {
    const stopped = await startTestClamd();
    const scanner = new ClamdScanner({ address: stopped.socket });
    await stopped.stop();
    const verdict = await scanner.scan(await file('after-stop.txt', 'hello'));
    expect(verdict.result).toBe('Error');
    expect(verdict.message).toContain(`clamd at ${stopped.socket} is not reachable`);
    expect((await scanner.status()).state).toBe('off');
  });
});

describe.skipIf(!available)(`ClamdScanner over TCP${SKIPPED}`, () => {
  let clamd: TestClamd;
  beforeAll(async () => {
    clamd = await startTestClamd({ tcp: true });
  });
  afterAll(() => clamd?.stop());

  it('scans through host:port', async () => {
    expect(clamd.socket).toMatch(/^127\.0\.0\.1:\d+$/);
    const scanner = new ClamdScanner({ address: clamd.socket });
    expect((await scanner.scan(await file('tcp-clean.txt', 'clean'))).result).toBe('Success');
    expect(await scanner.scan(await file('tcp-eicar.com', EICAR_TEXT))).toEqual({
      result: 'Danger',
      message: `Found ${EICAR_SIGNATURE}`,
    });
    const big = await scanner.scan(await file('tcp-big.bin', Buffer.alloc(3 * 1024 * 1024, 0x61)));
    expect(big.result).toBe('Error');
  });
});
