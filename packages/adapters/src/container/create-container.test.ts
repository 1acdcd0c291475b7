import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DonateToGoal, GetModel, ok, TipUser } from '@atelier/domain';
import { FixedClock } from '@atelier/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createKnex } from '../storage/knex/create-knex.js';
import { PG_URL_VARIABLE } from '../storage/knex/testing/databases.js';
import { createContainer, disposeContainer, resolve } from './create-container.js';
import { TOKENS } from './tokens.js';
import { USE_CASES, useCaseResolver } from './use-cases.module.js';

type Target = {
  name: string;
  env(dataDir: string): Promise<Record<string, string>>;
  cleanup(): Promise<void>;
};

const sqlite: Target = {
  name: 'SQLite',
  env: async () => ({}),
  cleanup: async () => {},
};

/** A PostgreSQL database of this run's own, created on the server named by ATELIER_TEST_PG_URL and dropped after. */
const postgresql = (serverUrl: string): Target => {
  const name = `atelier_container_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = () => createKnex({ client: 'pg', connectionString: serverUrl });
  return {
    name: 'PostgreSQL',
    async env() {
      const knex = admin();
      await knex.raw(`CREATE DATABASE ${name}`).finally(() => knex.destroy());
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    },
    async cleanup() {
      const knex = admin();
      await knex.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => knex.destroy());
    },
  };
};

const serverUrl = process.env[PG_URL_VARIABLE];
const targets = serverUrl ? [sqlite, postgresql(serverUrl)] : [sqlite];

describe.each(targets)('createContainer on $name', (target) => {
  let dataDir = '';
  let env: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-container-'));
    env = { ...(await target.env(dataDir)), ATELIER_DATA_DIR: dataDir, ATELIER_FLAG_CHAT: 'false' };
  });
  afterAll(async () => {
    await target.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('hands out a working unit of work on the configured database', async () => {
    const container = await createContainer(loadConfig(env), { migrate: true });
    try {
      const uow = resolve(container, TOKENS.uow);
      const created = await uow.run(async (r) =>
        ok(
          await r.users.create({
            username: 'wired',
            createdAt: new Date('2026-01-01T00:00:00Z'),
            deletedAt: null,
            isModerator: false,
            isMember: true,
            memberUntil: null,
            muted: false,
            banned: false,
            filePreferences: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' },
            disablePoi: false,
            disableMinor: false,
            browsingLevel: 31,
            creatorCardStatsPreferences: [],
            links: [],
            rank: null,
            vaultStorageKb: 0,
          }),
        ),
      );
      expect(created.ok).toBe(true);
      expect(await uow.read((r) => r.users.ofUsername('wired'))).toMatchObject({
        username: 'wired',
        isMember: true,
      });

      const knex = resolve(container, TOKENS.knex);
      expect((knex.client as { config: { client: string } }).config.client).toBe(
        target.name === 'SQLite' ? 'better-sqlite3' : 'pg',
      );
      if (target.name === 'SQLite')
        expect((await stat(path.join(dataDir, 'atelier.db'))).isFile()).toBe(true);
    } finally {
      await disposeContainer(container);
    }
  });

  it('binds every port once, and Deps holds those same instances', async () => {
    const container = await createContainer(loadConfig(env));
    try {
      const deps = resolve(container, TOKENS.deps);

      expect(deps.uow).toBe(resolve(container, TOKENS.uow));
      expect(deps.files).toBe(resolve(container, TOKENS.diskFileStorage));
      expect(deps.cache).toBe(resolve(container, TOKENS.inProcessCache));
      expect(deps.jobs).toBe(resolve(container, TOKENS.knexJobs));
      expect(resolve(container, TOKENS.deps)).toBe(deps);
      expect(deps.flags.isOn('chat')).toBe(false);
      expect(deps.flags.isOn('buzz')).toBe(true);
      expect(deps.clock.now()).toBeInstanceOf(Date);
      expect((await deps.scanner.scan('models/none.safetensors')).virusScanResult).toBe('Error');
    } finally {
      await disposeContainer(container);
    }
  });

  it('reads the flags from the database over the ATELIER_FLAG_* defaults, and a change drops the page cache', async () => {
    const container = await createContainer(loadConfig(env), { migrate: true });
    try {
      const deps = resolve(container, TOKENS.deps);
      const flags = resolve(container, TOKENS.dbFeatureFlags);
      expect(deps.flags).toBe(flags);
      const cache = resolve(container, TOKENS.inProcessCache);
      cache.set('model:1', ['model:1'], { cached: true });

      await flags.set('chat', true, new Date('2026-11-28T12:00:00Z'));
      expect(deps.flags.isOn('chat')).toBe(true);
      expect(cache.has('model:1')).toBe(false);
      await flags.set('chat', false, new Date('2026-11-28T12:00:01Z'));
    } finally {
      await disposeContainer(container);
    }
  });

  it('binds every use case the domain exports, once, over the same Deps', async () => {
    const container = await createContainer(loadConfig(env));
    try {
      const use = useCaseResolver(container);
      expect(USE_CASES).toEqual(expect.arrayContaining([GetModel, DonateToGoal, TipUser]));
      for (const UseCase of USE_CASES) expect(use(UseCase)).toBeInstanceOf(UseCase);
      expect(use(GetModel)).toBe(use(GetModel));
    } finally {
      await disposeContainer(container);
    }
  });

  it('builds Accounts once, on the container clock, and leaves a database with users unseeded', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const container = await createContainer(loadConfig(env), { migrate: true, clock: new FixedClock(at) });
    try {
      const accounts = resolve(container, TOKENS.accounts);
      expect(resolve(container, TOKENS.accounts)).toBe(accounts);
      const signedUp = await accounts.signUp({ username: 'clocked', password: 'a long enough passphrase' });

      expect(signedUp).toMatchObject({ ok: true, value: { user: { createdAt: at } } });
      expect(await resolve(container, TOKENS.seedIfEmpty).run()).toBeNull();
    } finally {
      await disposeContainer(container);
    }
  });

  it('closes the database pool on dispose', async () => {
    const container = await createContainer(loadConfig(env));
    const knex = resolve(container, TOKENS.knex);
    await knex.raw('select 1');

    await disposeContainer(container);

    await expect(knex.raw('select 1')).rejects.toThrow();
  });
});
