import { Writable } from 'node:stream';
import { aModel, aVersion } from '@atelier/domain/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGenerationSettings } from '../../config/config.js';
import {
  type ReferenceProvider,
  STALL_MARKER,
  startReferenceProvider,
} from '../../generation/reference-provider.js';
import { databases } from '../../storage/knex/testing/databases.js';
import { type TestServer, useTestServer } from '../testing/test-server.js';

const KEY = 'exploration-route-secret-key-7d21e';
let provider: ReferenceProvider;
const logged: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  provider = await startReferenceProvider({ key: KEY });
});
afterAll(() => provider.close());

// One database is enough: nothing here is storage-specific.
const server = useTestServer(databases[0] as (typeof databases)[number], {
  logger: pino({ level: 'debug' }, logStream),
  generation: () => ({ ...defaultGenerationSettings(), url: provider.url, key: KEY, resultTimeoutMs: 400 }),
});

/** Everything any response said, for the key check at the end. */
const seen: string[] = [];

type Line = { kind: string; index?: number; url?: string; code?: string; message?: string };

const post = async (
  s: TestServer,
  body: unknown,
  auth?: { apiKey: string },
): Promise<{ status: number; type: string; lines: Line[]; body: string }> => {
  const response = await fetch(`${s.url}/api/exploration/images`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bearer ${auth.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  seen.push(text, JSON.stringify([...response.headers]));
  const type = response.headers.get('content-type') ?? '';
  const lines = type.startsWith('application/x-ndjson')
    ? text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line)
    : [];
  return { status: response.status, type, lines, body: text };
};

const explorable = async (s: TestServer, prompt = 'a lighthouse at dusk', meta = {}) => {
  const viewer = await s.signedIn();
  const owner = await s.signedIn();
  const model = await s.world.given.model(aModel().ownedBy(owner.user).published().meta(meta));
  const version = await s.world.given.version(aVersion().of(model).published());
  await s.world.repos.explorationPrompts.upsert({
    id: version.id,
    modelId: model.id,
    name: 'Light',
    prompt,
    index: 0,
  });
  return { viewer, version, input: { modelVersionId: version.id, name: 'Light', alreadyShown: 0 } };
};

describe('POST /api/exploration/images against the reference provider', () => {
  it('streams 9 images as they arrive, each served as a PNG from our own image route', async () => {
    const s = server();
    const { viewer, input } = await explorable(s);
    const answer = await post(s, input, viewer.auth);

    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/x-ndjson/);
    expect(answer.lines).toHaveLength(9);
    expect(answer.lines.map((l) => l.kind)).toEqual(Array(9).fill('image'));
    expect(new Set(answer.lines.map((l) => l.index))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    const image = await fetch(`${s.url}${answer.lines[0]?.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(provider.tasks.at(-1)).toMatchObject({ prompt: 'a lighthouse at dusk', numberOfResults: 9 });

    const more = await post(s, { ...input, alreadyShown: 9 }, viewer.auth);
    expect(more.lines).toHaveLength(9);
  });

  it('answers six concurrent requests of one viewer with one "Too many requests"; stalled ones time out', async () => {
    const s = server();
    const { viewer, input } = await explorable(s, `a stalled lighthouse ${STALL_MARKER}`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(s, input, viewer.auth)));

    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(1);
    expect(JSON.parse(refused[0]?.body ?? '{}')).toMatchObject({
      code: 'EXPLORE.TOO_MANY_REQUESTS',
      message: 'Too many requests',
    });
    for (const answer of answers.filter((a) => a.status === 200)) {
      expect(answer.lines).toHaveLength(9);
      expect(new Set(answer.lines.map((l) => l.message))).toEqual(new Set(['The request timed out']));
    }
  });

  it('refuses with the flag off, for a model removed from generation, anonymously and for unknown fields', async () => {
    const s = server();
    const { viewer, input } = await explorable(s);
    s.flags.imageGeneration = false;
    expect(await post(s, input, viewer.auth)).toMatchObject({
      status: 403,
      body: expect.stringContaining('FEATURE.OFF'),
    });
    s.flags.imageGeneration = true;

    const removed = await explorable(s, 'a removed lighthouse', { generationEnabled: false });
    expect(await post(s, removed.input, removed.viewer.auth)).toMatchObject({
      status: 403,
      body: expect.stringContaining('This version is not available for generation.'),
    });
    expect((await post(s, input)).status).toBe(401);
    expect((await post(s, { ...input, extra: 1 }, viewer.auth)).status).toBe(400);
  });

  it('never shows the provider key in a response or the server log', async () => {
    const s = server();
    const { viewer, input } = await explorable(s);
    await post(s, input, viewer.auth);
    expect(seen.length).toBeGreaterThan(0);
    expect(logged.length).toBeGreaterThan(0);
    for (const text of [...seen, ...logged]) expect(text).not.toContain(KEY);
  });
});
