import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  canRequestExploration,
  type GenerationRequest,
  type GenerationResult,
  ok,
  type Result,
} from '@atelier/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { imageKeyOf } from '../files/public-urls.js';
import {
  ADULT_MARKER,
  type ReferenceProvider,
  renderReferenceImage,
  STALL_MARKER,
  startReferenceProvider,
} from './reference-provider.js';
import { WebSocketGeneration, type WebSocketGenerationSettings } from './websocket-generation.js';

const KEY = 'test-provider-key-5f1c';
let dir: string;
let provider: ReferenceProvider;
let storage: DiskFileStorage;
const made: WebSocketGeneration[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atelier-ws-generation-'));
  storage = new DiskFileStorage(dir);
  provider = await startReferenceProvider({ key: KEY });
});
afterAll(async () => {
  for (const generation of made) generation.close();
  await provider.close();
  await rm(dir, { recursive: true, force: true });
});

const generationWith = (settings: Partial<WebSocketGenerationSettings> = {}) => {
  const generation = new WebSocketGeneration(
    { url: provider.url, key: KEY, resultTimeoutMs: 5_000, idleCloseMs: 60_000, ...settings },
    storage,
  );
  made.push(generation);
  return generation;
};

const always = (): Result<null> => ok(null);

const collect = async (
  generation: WebSocketGeneration,
  userId: number,
  request: GenerationRequest,
): Promise<GenerationResult[]> => {
  const started = generation.generate(userId, request, always);
  if (!started.ok) throw new Error(started.error.message);
  const results: GenerationResult[] = [];
  for await (const result of started.value) results.push(result);
  return results;
};

describe('WebSocketGeneration against the reference provider', () => {
  it('sends newTask and stores each result as a 256×256 PNG under images/generated', async () => {
    const generation = generationWith();
    const results = await collect(generation, 1, { prompt: 'a red fox', offset: 3, count: 9 });

    expect(results.map((r) => r.kind)).toEqual(Array(9).fill('image'));
    expect(results.map((r) => r.index).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(provider.tasks.at(-1)).toMatchObject({
      type: 'newTask',
      prompt: 'a red fox',
      offset: 3,
      numberOfResults: 9,
    });
    const first = results.find((r) => r.index === 0);
    if (first?.kind !== 'image') throw new Error('no first image');
    expect(first.url).toMatch(/^\/images\/generated\/[0-9a-f]{32}\.png$/);
    const bytes = await storage.read(imageKeyOf(first.url) ?? '');
    expect(bytes).toEqual(new Uint8Array(await renderReferenceImage('a red fox', 3)));
    expect(await sharp(bytes ?? Buffer.alloc(0)).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('is deterministic per prompt and position', async () => {
    const generation = generationWith();
    const [a] = await collect(generation, 1, { prompt: 'a red fox', offset: 4, count: 1 });
    const [b] = await collect(generation, 2, { prompt: 'a red fox', offset: 4, count: 1 });
    const [c] = await collect(generation, 1, { prompt: 'a blue fox', offset: 4, count: 1 });
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('passes adult-content refusals on as such', async () => {
    const results = await collect(generationWith(), 1, {
      prompt: `cat ${ADULT_MARKER}`,
      offset: 0,
      count: 2,
    });
    expect(results).toEqual([
      { kind: 'adult', index: 0 },
      { kind: 'adult', index: 1 },
    ]);
  });

  it('times out every result a stalled provider never sends, after the per-result timeout', async () => {
    const started = Date.now();
    const results = await collect(generationWith({ resultTimeoutMs: 150 }), 1, {
      prompt: `cat ${STALL_MARKER}`,
      offset: 0,
      count: 3,
    });
    expect(results).toEqual([0, 1, 2].map((index) => ({ kind: 'timeout', index })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('counts pending tasks per viewer atomically with sending, so the sixth of six is refused', async () => {
    const generation = generationWith({ resultTimeoutMs: 300 });
    const seen: number[] = [];
    const admit = (pending: number) => {
      seen.push(pending);
      return canRequestExploration({ pending, adultRetries: 0 });
    };
    const request = { prompt: `cat ${STALL_MARKER}`, offset: 0, count: 1 };
    const outcomes = Array.from({ length: 6 }, () => generation.generate(9, request, admit));

    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    expect(outcomes.map((o) => (o.ok ? 'sent' : o.error.message))).toEqual([
      ...Array(5).fill('sent'),
      'Too many requests',
    ]);
    expect(generation.generate(10, request, admit).ok).toBe(true);
    for (const outcome of outcomes) if (outcome.ok) for await (const _ of outcome.value);
    generation.generate(9, request, admit);
    expect(seen.at(-1)).toBe(0);
  });

  it('refuses a wrong key: every result is unavailable, and the key is in no message', async () => {
    const generation = new WebSocketGeneration(
      { url: provider.url, key: 'wrong-key-91ab', resultTimeoutMs: 5_000, idleCloseMs: 60_000 },
      storage,
      { warn: (entry: unknown) => expect(JSON.stringify(entry)).not.toContain('wrong-key-91ab') } as never,
    );
    made.push(generation);
    expect(await collect(generation, 1, { prompt: 'cat', offset: 0, count: 2 })).toEqual([
      { kind: 'unavailable', index: 0 },
      { kind: 'unavailable', index: 1 },
    ]);
  });

  it('answers unavailable with no provider configured', async () => {
    const generation = new WebSocketGeneration(
      { url: null, key: null, resultTimeoutMs: 5_000, idleCloseMs: 60_000 },
      storage,
    );
    expect(await collect(generation, 1, { prompt: 'cat', offset: 0, count: 1 })).toEqual([
      { kind: 'unavailable', index: 0 },
    ]);
  });

  it('keeps one socket per viewer and closes it once idle for idleCloseMs', async () => {
    const generation = generationWith({ idleCloseMs: 100 });
    const before = provider.connectionCount();
    const disconnected = once(provider.events, 'disconnect');
    await Promise.all([
      collect(generation, 21, { prompt: 'a', offset: 0, count: 1 }),
      collect(generation, 21, { prompt: 'b', offset: 0, count: 1 }),
    ]);
    expect(provider.connectionCount()).toBe(before + 1);
    await disconnected;
    expect(provider.connectionCount()).toBe(before);
  });
});
