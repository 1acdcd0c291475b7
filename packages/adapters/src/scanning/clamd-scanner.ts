import { createReadStream } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { type ClamdAddress, describeClamdAddress, parseClamdAddress } from './clamd-address.js';
import type { Verdict } from './pickle-scanner.js';

export type ClamdSettings = {
  /** `ATELIER_CLAMD`: a socket path or `host:port`; null turns virus scanning off. */
  address: string | null;
  /** Longest silence from clamd (while it takes the stream, then while it scans it) before the scan is an Error. */
  timeoutMs?: number;
  /** How long reaching clamd may take; a daemon that is down answers at once, so this stays short. */
  connectTimeoutMs?: number;
};

/** Whether uploads get a virus scan now, and if not, why (moderators see the reason). */
export type VirusScanningStatus = { state: 'on'; version: string } | { state: 'off'; reason: string };

export const DEFAULT_CLAMD_TIMEOUT_MS = 60_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;
/** PING and VERSION are answered at once by a live daemon: a status check never waits a scan's timeout. */
const STATUS_TIMEOUT_MS = 5_000;
const CHUNK_BYTES = 64 * 1024;
const NUL = 0;

export const CLAMD_NOT_SET = 'ATELIER_CLAMD is not set';

const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

/** Sends the file as INSTREAM chunks (4-byte big-endian length, then the bytes), waiting whenever the socket is full. */
const streamFile = async (socket: Socket, filePath: string): Promise<void> => {
  for await (const chunk of createReadStream(filePath, { highWaterMark: CHUNK_BYTES })) {
    if (socket.destroyed) return;
    const bytes = chunk as Buffer;
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    socket.write(length);
    if (!socket.write(bytes)) await drained(socket);
    // Let a pending answer be read first: clamd answers a stream over its limit and hangs up, and the next write
    // would fail (EPIPE) and discard that answer.
    else await new Promise((resolve) => setImmediate(resolve));
  }
  // A zero length ends the stream.
  if (!socket.destroyed) socket.write(Buffer.alloc(4));
};

const drained = (socket: Socket): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });

/** clamd's INSTREAM answers: `stream: OK`, `stream: <name> FOUND`, or a line ending in `ERROR`. */
export const verdictOfReply = (reply: string): Verdict => {
  if (reply === 'stream: OK') return { result: 'Success', message: 'No virus found (ClamAV)' };
  const found = /^stream: (.+) FOUND$/.exec(reply)?.[1];
  // With AlertExceedsMax, a file over MaxFileSize/MaxScanSize is "found" as a limit: it was not fully scanned.
  if (found?.startsWith('Heuristics.Limits.Exceeded'))
    return { result: 'Error', message: `Not fully scanned: over a clamd limit (${found})` };
  if (found) return { result: 'Danger', message: `Found ${found}` };
  if (reply === 'INSTREAM size limit exceeded. ERROR')
    return {
      result: 'Error',
      message: 'Not scanned: the file is larger than clamd accepts (its StreamMaxLength)',
    };
  if (reply.endsWith('ERROR'))
    return { result: 'Error', message: `clamd could not scan the file: ${reply.slice(0, -5).trim()}` };
  return { result: 'Error', message: `clamd gave an unexpected answer: ${reply.slice(0, 200)}` };
};

/**
 * The virus side of scanning: a small client of clamd's own protocol (INSTREAM, PING, VERSION; docs/scanning.md says
 * why it is hand-written). A scan that could not be done — clamd unset, down, too slow, or the file over its size
 * limit — is an `Error` verdict, never `Success`.
 */
export class ClamdScanner {
  readonly #address: ClamdAddress | null;
  readonly #timeoutMs: number;
  readonly #connectTimeoutMs: number;

  constructor(settings: ClamdSettings) {
    const address = settings.address === null ? null : parseClamdAddress(settings.address);
    if (settings.address !== null && address === null)
      throw new Error(`Not a clamd address (a socket path or host:port): ${settings.address}`);
    this.#address = address;
    this.#timeoutMs = settings.timeoutMs ?? DEFAULT_CLAMD_TIMEOUT_MS;
    this.#connectTimeoutMs = settings.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  }

  async scan(filePath: string): Promise<Verdict> {
    if (this.#address === null)
      return { result: 'Error', message: `Virus scanning is off (${CLAMD_NOT_SET})` };
    try {
      const reply = await this.#exchange(this.#address, 'zINSTREAM\0', this.#timeoutMs, (socket) =>
        streamFile(socket, filePath),
      );
      return verdictOfReply(reply);
    } catch (error) {
      return { result: 'Error', message: `Not scanned: ${(error as Error).message}` };
    }
  }

  /** True when clamd answers PONG; throws with the reason otherwise. */
  async ping(): Promise<true> {
    const reply = await this.#exchange(this.#required(), 'zPING\0', this.#statusTimeoutMs());
    if (reply !== 'PONG') throw new Error(`clamd answered PING with: ${reply.slice(0, 200)}`);
    return true;
  }

  /** clamd's version and signature database (`ClamAV 1.4.6/27000/…`). */
  async version(): Promise<string> {
    return this.#exchange(this.#required(), 'zVERSION\0', this.#statusTimeoutMs());
  }

  async status(): Promise<VirusScanningStatus> {
    if (this.#address === null) return { state: 'off', reason: CLAMD_NOT_SET };
    try {
      await this.ping();
      return { state: 'on', version: await this.version() };
    } catch (error) {
      return { state: 'off', reason: (error as Error).message };
    }
  }

  #required(): ClamdAddress {
    if (this.#address === null) throw new Error(CLAMD_NOT_SET);
    return this.#address;
  }

  #statusTimeoutMs(): number {
    return Math.min(this.#timeoutMs, STATUS_TIMEOUT_MS);
  }

  /** Sends one command (and its body), then reads the NUL-terminated answer; rejects with a readable reason. */
  async #exchange(
    address: ClamdAddress,
    command: string,
    timeoutMs: number,
    body?: (socket: Socket) => Promise<void>,
  ): Promise<string> {
    const where = describeClamdAddress(address);
    const socket = await this.#connect(address, where);
    return new Promise<string>((resolve, reject) => {
      let reply = Buffer.alloc(0);
      let settled = false;
      const settle = (error: Error | null) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        const end = reply.indexOf(NUL);
        const text = (end === -1 ? reply : reply.subarray(0, end)).toString('utf8').trim();
        // clamd may answer and hang up while the file is still being sent (the size limit): its answer wins.
        if (text !== '' && !(error instanceof TimeoutError)) resolve(text);
        else reject(error ?? new Error(`clamd at ${where} closed the connection without an answer`));
      };
      socket.setTimeout(timeoutMs, () =>
        settle(new TimeoutError(`clamd at ${where} did not answer within ${seconds(timeoutMs)}`)),
      );
      socket.on('data', (chunk: Buffer) => {
        reply = Buffer.concat([reply, chunk]);
        if (reply.includes(NUL)) settle(null);
      });
      socket.on('end', () => settle(null));
      socket.on('close', () => settle(null));
      let sending = body !== undefined;
      socket.on('error', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message;
        settle(
          new Error(
            sending && (code === 'EPIPE' || code === 'ECONNRESET')
              ? `clamd at ${where} hung up while the file was being sent (${code}; is the file over its StreamMaxLength?)`
              : `the connection to clamd at ${where} failed (${code})`,
          ),
        );
      });
      socket.write(command);
      body?.(socket).then(
        () => {
          sending = false;
        },
        (error: Error) => settle(new Error(`reading the file failed (${error.message})`)),
      );
    });
  }

  #connect(address: ClamdAddress, where: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = 'path' in address ? connect({ path: address.path }) : connect(address);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(
          new Error(
            `clamd at ${where} did not accept a connection within ${seconds(this.#connectTimeoutMs)}`,
          ),
        );
      }, this.#connectTimeoutMs);
      const failed = (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(new Error(`clamd at ${where} is not reachable (${error.code ?? error.message})`));
      };
      socket.once('error', failed);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.off('error', failed);
        resolve(socket);
      });
    });
  }
}

class TimeoutError extends Error {}
