import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEATURE_FLAGS, type FeatureFlag } from '@atelier/domain';
import { aFile, aModel, aUser, aVersion } from '@atelier/domain/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Config, defaultUploadSettings } from '../config/config.js';
import { DEFAULT_MEMBERSHIP_TIERS } from '../config/membership-tiers.js';
import { resolve } from '../container/create-container.js';
import { TOKENS } from '../container/tokens.js';
import { databases } from '../storage/knex/testing/databases.js';
import { type RunningServer, serve } from './serve.js';
import { apiClient } from './testing/api-client.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(databases)('serve on $name', (database) => {
  let running: RunningServer;
  let dataDir: string;
  let drop: () => Promise<void>;
  const warnings: { msg: string }[] = [];

  beforeAll(async () => {
    const created = await database.create();
    const { client, connection } = created.knex.client.config as {
      client: string;
      connection: { filename?: string; connectionString?: string };
    };
    // serve() opens its own pool on the same database; the helper's is only kept to drop it afterwards.
    drop = created.drop;
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-serve-'));
    const config: Config = {
      port: 0,
      database:
        client === 'pg'
          ? { client: 'pg', connectionString: connection.connectionString ?? '' }
          : { client: 'sqlite', filename: connection.filename ?? '' },
      dataDir,
      filesDir: path.join(dataDir, 'files'),
      flags: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<FeatureFlag, boolean>,
      productName: 'Atelier',
      signInLimit: 10,
      trustProxy: false,
      publicUrl: null,
      retentionDays: 30,
      membershipTiers: DEFAULT_MEMBERSHIP_TIERS.map((tier) => ({ ...tier })),
      accountRetentionDays: 30,
      uploads: defaultUploadSettings(dataDir),
      buzz: { dailyReward: 0 },
      clamd: null,
      clamdTimeoutMs: 60_000,
    };
    running = await serve(config, {
      host: '127.0.0.1',
      logger: pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) }),
      handleSignals: false,
      drainDelayMs: 300,
    });
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty database with the demo preset and serves it', async () => {
    const api = apiClient(running.url);
    const ready = await fetch(`${running.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
    const users = await apiClient(running.url).query<{ username: string }[]>('user.getAll', {
      query: 'a',
      limit: 10,
    });
    expect(users.ok && users.data.length).toBeGreaterThan(0);
    const page = await api.query<{ view: string }>('model.getById', { id: 5 });
    expect(page).toMatchObject({ ok: true, data: { view: 'model' } });
  });

  it('starts without clamd and warns that virus scanning is off', () => {
    expect(warnings.map((line) => line.msg)).toContain(
      'virus scanning is off: ATELIER_CLAMD is not set (uploads are marked Error; docs/scanning.md)',
    );
  });

  it('on close: says draining, refuses new connections, finishes the download in flight, then closes the database', async () => {
    const uow = resolve(running.container, TOKENS.uow);
    const knex = resolve(running.container, TOKENS.knex);
    const files = resolve(running.container, TOKENS.diskFileStorage);
    const bytes = randomBytes(24 * 1024 * 1024);
    const versionId = await uow.run(async (r) => {
      const owner = await r.users.create(aUser().build());
      const model = await r.models.create(aModel().ownedBy(owner).published().build());
      const version = await r.versions.create(aVersion().of(model).published().build());
      const file = await r.files.create(
        aFile()
          .of(version)
          .with({ hashes: [{ type: 'SHA256', hash: sha256(bytes).toUpperCase() }] })
          .build(),
      );
      await files.write(file.storageKey, bytes);
      return { ok: true as const, value: version.id };
    });

    // A slow client: reads the first chunk, then stops reading while the server shuts down.
    const received: Buffer[] = [];
    const response = await new Promise<import('node:http').IncomingMessage>((done, fail) =>
      get(`${running.url}/api/download/models/${versionId.ok ? versionId.value : 0}`, done).on('error', fail),
    );
    expect(response.statusCode).toBe(200);
    const first = await new Promise<Buffer>((done) => response.once('data', done));
    received.push(first);
    response.pause();

    // The listener stops once the drain delay is over: the test waits for that call, not for a guessed time.
    const server = running.server;
    const closeListener = server.close.bind(server);
    const listenerClosed = new Promise<void>((done) => {
      vi.spyOn(server, 'close').mockImplementationOnce((callback) => {
        closeListener(callback);
        done();
        return server;
      });
    });
    let closed = false;
    const closing = running.close().then(() => {
      closed = true;
    });
    const draining = await fetch(`${running.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    await listenerClosed;
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);

    response.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = new Promise((done) => response.on('end', done));
    response.resume();
    await ended;
    await closing;
    const body = Buffer.concat(received);
    expect(body.length).toBe(bytes.length);
    expect(sha256(body)).toBe(sha256(bytes));
    await expect(knex.raw('select 1')).rejects.toThrow();
  });
});
