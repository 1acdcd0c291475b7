import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEATURE_FLAGS, type FeatureFlag, type User } from '@atelier/domain';
import { aUser, DEFAULT_NOW, FixedClock, type UserBuilder } from '@atelier/domain/testing';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { type Logger, pino } from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Accounts } from '../../auth/accounts.js';
import { type Config, defaultUploadSettings, type GenerationSettings } from '../../config/config.js';
import { DEFAULT_MEMBERSHIP_TIERS } from '../../config/membership-tiers.js';
import { createContainer } from '../../container/create-container.js';
import { TOKENS } from '../../container/tokens.js';
import { DiskFileStorage } from '../../files/disk-file-storage.js';
import { createKnexWorld, type KnexWorld } from '../../storage/knex/testing/create-knex-world.js';
import type { TestDatabase } from '../../storage/knex/testing/databases.js';
import { createApp, type Pages } from '../create-app.js';
import type { HttpSettings } from '../http-settings.js';
import { type ApiClient, apiClient } from './api-client.js';

/** Limits high enough that no ordinary test meets them; the rate-limit tests set their own. */
export const GENEROUS_LIMITS: HttpSettings['rateLimit'] = {
  windowMs: 60_000,
  signIn: 10_000,
  mutations: 10_000,
  apiReads: 10_000,
};

export type TestServer = {
  url: string;
  /** The configuration the server runs with (its data directory, upload settings, …); `buzz` may be changed live. */
  config: Config;
  api: ApiClient;
  knex: Knex;
  accounts: Accounts;
  files: DiskFileStorage;
  /** The server's clock; starts at the builders' DEFAULT_NOW. */
  clock: FixedClock;
  /** The server's feature flags, all on at the start of every test; flip them to test the gates. */
  flags: Record<FeatureFlag, boolean>;
  /** A fresh world over the server's database, emptied before each test. */
  world: KnexWorld;
  /** A stored user with an API key: `auth` signs requests as them. */
  signedIn(builder?: UserBuilder): Promise<{ user: User; auth: { apiKey: string } }>;
  /** The server's composition root, for what has no HTTP door: its job worker (`drain()`), its cache. */
  container: Container;
};

const connectionOf = (knex: Knex): Config['database'] => {
  const { client, connection } = knex.client.config as {
    client: string;
    connection: { filename?: string; connectionString?: string };
  };
  return client === 'pg'
    ? { client: 'pg', connectionString: connection.connectionString ?? '' }
    : { client: 'sqlite', filename: connection.filename ?? '' };
};

/**
 * A real server on 127.0.0.1 over a database of its own, for one `describe` block: started before its tests,
 * stopped and dropped after them, the database emptied before each test. Everything is the production wiring
 * (container, app, storage); only the clock is fixed and the logger silent.
 */
export const useTestServer = (
  database: TestDatabase,
  options: {
    settings?: Partial<HttpSettings>;
    pages?: Pages;
    logger?: Logger;
    /** `ATELIER_CLAMD`, read when the server starts: `() => clamd.socket` after a `startTestClamd` hook. */
    clamd?: () => string;
    /** The image-generation provider, read when the server starts (a reference provider started in a hook). */
    generation?: () => GenerationSettings;
  } = {},
): (() => TestServer) => {
  let server: TestServer | undefined;
  let stop: (() => Promise<void>) | undefined;
  let world: KnexWorld | undefined;

  beforeAll(async () => {
    const created = await database.create();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-http-'));
    const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<
      FeatureFlag,
      boolean
    >;
    const config: Config = {
      port: 0,
      database: connectionOf(created.knex),
      dataDir,
      filesDir: path.join(dataDir, 'files'),
      flags,
      productName: 'Atelier',
      signInLimit: 10,
      trustProxy: false,
      publicUrl: null,
      retentionDays: 30,
      membershipTiers: DEFAULT_MEMBERSHIP_TIERS.map((tier) => ({ ...tier })),
      accountRetentionDays: 30,
      uploads: defaultUploadSettings(dataDir),
      buzz: { dailyReward: 0 },
      clamd: options.clamd?.() ?? null,
      clamdTimeoutMs: 60_000,
      ...(options.generation ? { generation: options.generation() } : {}),
    };
    const clock = new FixedClock(DEFAULT_NOW);
    const container = await createContainer(config, { clock });
    // One pool per database: the container uses the test database's own Knex instead of opening a second.
    container.rebind(TOKENS.knex).toConstantValue(created.knex);
    const app = createApp(container, {
      settings: { rateLimit: GENEROUS_LIMITS, ...options.settings },
      logger: options.logger ?? pino({ level: 'silent' }),
      ...(options.pages ? { pages: options.pages } : {}),
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      listener.once('listening', resolve);
      listener.once('error', reject);
    });
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    const accounts = container.get<Accounts>(TOKENS.accounts);
    stop = async () => {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await container.unbindAllAsync();
      await created.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const signedIn = async (builder = aUser()) => {
      if (world === undefined) throw new Error('the world is made before each test');
      const user = await world.given.user(builder);
      const { key } = await accounts.createApiKey(user.id, 'test');
      return { user, auth: { apiKey: key } };
    };
    server = {
      url,
      config,
      api: apiClient(url),
      knex: created.knex,
      accounts,
      files: new DiskFileStorage(config.filesDir),
      clock,
      flags,
      container,
      get world() {
        if (world === undefined) throw new Error('the world is made before each test');
        return world;
      },
      signedIn,
    };
  });

  beforeEach(async () => {
    if (server === undefined) return;
    world = await createKnexWorld(server.knex, { now: DEFAULT_NOW });
    server.clock.set(DEFAULT_NOW);
    for (const flag of FEATURE_FLAGS) server.flags[flag] = true;
    server.config.buzz.dailyReward = 0;
  });

  afterAll(async () => {
    await stop?.();
  });

  return () => {
    if (server === undefined) throw new Error('the test server is not running');
    return server;
  };
};
