import { createHash, randomUUID } from 'node:crypto';
import {
  type GenerationRequest,
  type GenerationResult,
  type ImageGeneration,
  ok,
  type Result,
} from '@atelier/domain';
import type { Logger } from 'pino';
import { WebSocket } from 'ws';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import { imageUrlOf } from '../files/public-urls.js';
import { authorizationOf, type ResultMessage, resultMessage } from './provider-protocol.js';

export type WebSocketGenerationSettings = {
  /** The provider's websocket URL; null when none is configured (every result is then `unavailable`). */
  url: string | null;
  key: string | null;
  /** Longest wait for the next result of a task (spec §8: 10 s). */
  resultTimeoutMs: number;
  /** A viewer's provider socket closes after this long without a task in flight (spec §9: 60 s). */
  idleCloseMs: number;
};

/** Results of one task, handed to the reader as they arrive (it may start reading late or stop early). */
class ResultQueue implements AsyncIterable<GenerationResult> {
  readonly #items: GenerationResult[] = [];
  #wake: (() => void) | null = null;
  #ended = false;

  push(result: GenerationResult): void {
    this.#items.push(result);
    this.#wake?.();
  }

  end(): void {
    this.#ended = true;
    this.#wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<GenerationResult> {
    for (;;) {
      const next = this.#items.shift();
      if (next !== undefined) yield next;
      else if (this.#ended) return;
      else await new Promise<void>((wake) => (this.#wake = wake));
      this.#wake = null;
    }
  }
}

type Task = {
  count: number;
  /** Indexes answered (an image may still be on its way to the store). */
  done: Set<number>;
  delivered: number;
  queue: ResultQueue;
  timer: NodeJS.Timeout | null;
  finish: () => void;
};

/** One viewer's socket to the provider, with that viewer's tasks in flight on it. */
type Connection = { socket: WebSocket; tasks: Map<string, Task>; idle: NodeJS.Timeout | null };

/**
 * `ImageGeneration` over the provider's websocket protocol (spec §7, `provider-protocol.ts`). Each viewer gets their
 * own socket, opened on their first request with the server's key (never the browser's business) and closed after
 * `idleCloseMs` with nothing in flight. Every index of a task gets exactly one result: the stored image, the
 * provider's adult-content refusal, `timeout` when no result came within `resultTimeoutMs` of the previous one, or
 * `unavailable` when the socket failed. Images are stored under `images/generated/` by content hash.
 */
export class WebSocketGeneration implements ImageGeneration {
  readonly #pending = new Map<number, number>();
  readonly #connections = new Map<number, Connection>();

  constructor(
    private readonly settings: WebSocketGenerationSettings,
    private readonly storage: DiskFileStorage,
    private readonly logger?: Logger,
  ) {}

  generate(
    userId: number,
    request: GenerationRequest,
    admit: (pending: number) => Result<null>,
  ): Result<AsyncIterable<GenerationResult>> {
    const pending = this.#pending.get(userId) ?? 0;
    const admitted = admit(pending);
    if (!admitted.ok) return admitted;
    this.#pending.set(userId, pending + 1);
    const queue = new ResultQueue();
    let finished = false;
    const task: Task = {
      count: request.count,
      done: new Set(),
      delivered: 0,
      queue,
      timer: null,
      finish: () => {
        if (finished) return;
        finished = true;
        if (task.timer) clearTimeout(task.timer);
        queue.end();
        const left = (this.#pending.get(userId) ?? 1) - 1;
        if (left <= 0) this.#pending.delete(userId);
        else this.#pending.set(userId, left);
      },
    };
    this.#start(userId, request, task);
    return ok(queue);
  }

  /** Closes every provider socket (server shutdown). */
  close(): void {
    for (const [userId, connection] of this.#connections) {
      this.#connections.delete(userId);
      connection.socket.terminate();
    }
  }

  #start(userId: number, request: GenerationRequest, task: Task): void {
    const { url, key } = this.settings;
    if (url === null || key === null) {
      this.#failRest(task, 'unavailable');
      return;
    }
    const connection = this.#connectionOf(userId, url, key);
    if (connection.idle) clearTimeout(connection.idle);
    connection.idle = null;
    const taskId = randomUUID();
    connection.tasks.set(taskId, task);
    const finish = task.finish;
    task.finish = () => {
      finish();
      connection.tasks.delete(taskId);
      this.#idleLater(userId, connection);
    };
    this.#armTimeout(task);
    const send = () =>
      connection.socket.send(
        JSON.stringify({
          type: 'newTask',
          taskId,
          prompt: request.prompt,
          offset: request.offset,
          numberOfResults: request.count,
        }),
      );
    if (connection.socket.readyState === WebSocket.OPEN) send();
    else connection.socket.once('open', send);
  }

  #connectionOf(userId: number, url: string, key: string): Connection {
    const existing = this.#connections.get(userId);
    if (existing && existing.socket.readyState <= WebSocket.OPEN) return existing;
    const socket = new WebSocket(url, {
      headers: { authorization: authorizationOf(key) },
      maxPayload: 8 << 20,
    });
    const connection: Connection = { socket, tasks: new Map(), idle: null };
    this.#connections.set(userId, connection);
    socket.on('message', (data) => {
      let message: ResultMessage;
      try {
        const parsed = resultMessage.safeParse(JSON.parse(data.toString()));
        if (!parsed.success) return;
        message = parsed.data;
      } catch {
        return;
      }
      void this.#receive(connection, message);
    });
    // The error's text never includes the key (it travels in a header); only the reason is logged.
    socket.on('error', (error) => this.logger?.warn({ reason: error.message }, 'generation provider error'));
    socket.on('close', () => {
      if (this.#connections.get(userId) === connection) this.#connections.delete(userId);
      if (connection.idle) clearTimeout(connection.idle);
      for (const task of [...connection.tasks.values()]) this.#failRest(task, 'unavailable');
    });
    return connection;
  }

  async #receive(connection: Connection, message: ResultMessage): Promise<void> {
    const task = connection.tasks.get(message.taskId);
    if (!task || message.index >= task.count || task.done.has(message.index)) return;
    task.done.add(message.index);
    if (task.done.size === task.count) this.#disarm(task);
    else this.#armTimeout(task);
    if ('adult' in message) return this.#deliver(task, { kind: 'adult', index: message.index });
    try {
      const bytes = Buffer.from(message.image, 'base64');
      const name = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const storageKey = `images/generated/${name}.png`;
      if ((await this.storage.size(storageKey)) === null) await this.storage.write(storageKey, bytes);
      this.#deliver(task, { kind: 'image', index: message.index, url: imageUrlOf(storageKey) });
    } catch (error) {
      this.logger?.error({ err: error }, 'could not store a generated image');
      this.#deliver(task, { kind: 'unavailable', index: message.index });
    }
  }

  #deliver(task: Task, result: GenerationResult): void {
    task.queue.push(result);
    task.delivered += 1;
    if (task.delivered === task.count) task.finish();
  }

  #armTimeout(task: Task): void {
    this.#disarm(task);
    task.timer = setTimeout(() => this.#failRest(task, 'timeout'), this.settings.resultTimeoutMs);
  }

  #disarm(task: Task): void {
    if (task.timer) clearTimeout(task.timer);
    task.timer = null;
  }

  #failRest(task: Task, kind: 'timeout' | 'unavailable'): void {
    this.#disarm(task);
    for (let index = 0; index < task.count; index += 1) {
      if (task.done.has(index)) continue;
      task.done.add(index);
      this.#deliver(task, { kind, index });
    }
  }

  #idleLater(userId: number, connection: Connection): void {
    if (connection.tasks.size > 0 || this.#connections.get(userId) !== connection) return;
    connection.idle = setTimeout(() => {
      if (connection.tasks.size === 0) connection.socket.close(1000, 'idle');
    }, this.settings.idleCloseMs);
    connection.idle.unref();
  }
}
