import { createHash, timingSafeEqual } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import sharp from 'sharp';
import { type WebSocket, WebSocketServer } from 'ws';
import { authorizationOf, type NewTaskMessage, newTaskMessage } from './provider-protocol.js';

const SIZE = 256;

/** A prompt with this marker is never answered: tests see the per-result timeout with it. */
export const STALL_MARKER = '[stall]';
/** A prompt with this marker has every result refused as adult content: tests see the retries with it. */
export const ADULT_MARKER = '[adult]';

const hex = (bytes: Buffer, at: number): string => bytes.subarray(at, at + 3).toString('hex');

/**
 * One deterministic picture for a prompt and position: a gradient whose colours come from their SHA-256, the position,
 * and the words "reference renderer", drawn by sharp from SVG. The same prompt and position give the same bytes.
 */
export const renderReferenceImage = async (prompt: string, position: number): Promise<Buffer> => {
  const digest = createHash('sha256').update(`${position}\n${prompt}`).digest();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#${hex(digest, 0)}"/><stop offset="1" stop-color="#${hex(digest, 3)}"/>
  </linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
  <rect x="0" y="${SIZE - 44}" width="${SIZE}" height="44" fill="#000" fill-opacity="0.6"/>
  <text x="10" y="${SIZE - 26}" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#fff">reference renderer</text>
  <text x="10" y="${SIZE - 9}" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#fff">#${position}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

export type ReferenceProvider = {
  /** `ws://127.0.0.1:<port>`: what `ATELIER_GENERATION_URL` would hold. */
  url: string;
  /** Every task received, in order. */
  tasks: NewTaskMessage[];
  /** Emits `connect` and `disconnect` as clients come and go. */
  events: EventEmitter;
  /** Sockets open now. */
  connectionCount(): number;
  close(): Promise<void>;
};

const keyMatches = (req: IncomingMessage, key: string): boolean => {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(authorizationOf(key));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * The reference image-generation provider (docs/generation.md): a websocket server speaking the provider protocol,
 * rendering with `renderReferenceImage`. `pnpm start` runs it in process when no provider is configured; tests start
 * it on an ephemeral port. A connection without the key is refused with 401 before the upgrade.
 */
export const startReferenceProvider = async (options: {
  key: string;
  host?: string;
  port?: number;
}): Promise<ReferenceProvider> => {
  const host = options.host ?? '127.0.0.1';
  const tasks: NewTaskMessage[] = [];
  const events = new EventEmitter();
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const http = createServer((_req, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' }).end('a websocket provider');
  });

  const answer = async (socket: WebSocket, task: NewTaskMessage) => {
    if (task.prompt.includes(STALL_MARKER)) return;
    for (let index = 0; index < task.numberOfResults; index += 1) {
      if (socket.readyState !== socket.OPEN) return;
      if (task.prompt.includes(ADULT_MARKER)) {
        socket.send(JSON.stringify({ type: 'result', taskId: task.taskId, index, adult: true }));
        continue;
      }
      const image = await renderReferenceImage(task.prompt, task.offset + index);
      if (socket.readyState !== socket.OPEN) return;
      socket.send(
        JSON.stringify({ type: 'result', taskId: task.taskId, index, image: image.toString('base64') }),
      );
    }
  };

  wss.on('connection', (socket) => {
    sockets.add(socket);
    events.emit('connect');
    socket.on('close', () => {
      sockets.delete(socket);
      events.emit('disconnect');
    });
    socket.on('message', (data) => {
      let parsed: ReturnType<typeof newTaskMessage.safeParse>;
      try {
        parsed = newTaskMessage.safeParse(JSON.parse(data.toString()));
      } catch {
        return void socket.close(1003, 'not JSON');
      }
      if (!parsed.success) return void socket.close(1008, 'not a newTask message');
      tasks.push(parsed.data);
      void answer(socket, parsed.data).catch(() => socket.close(1011, 'render failed'));
    });
  });

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!keyMatches(req, options.key)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  await new Promise<void>((done, failed) => {
    http.once('error', failed);
    http.listen(options.port ?? 0, host, () => done());
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://${host}:${port}`,
    tasks,
    events,
    connectionCount: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
};
