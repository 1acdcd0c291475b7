import { FEATURE_FLAGS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_UPLOAD_MAX_BYTES, flagEnvKey, loadConfig } from './config.js';
import { DEFAULT_MEMBERSHIP_TIERS } from './membership-tiers.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv/atelier');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the config to be rejected');
};

describe('loadConfig', () => {
  it('defaults to SQLite under ./data, port 3000, every flag on', () => {
    const config = loadConfig({ PATH: '/usr/bin', HOME: '/root' }, '/srv/atelier');

    expect(config).toEqual({
      port: 3000,
      database: { client: 'sqlite', filename: '/srv/atelier/data/atelier.db' },
      dataDir: '/srv/atelier/data',
      filesDir: '/srv/atelier/data/files',
      flags: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])),
      productName: 'Atelier',
      signInLimit: 10,
      trustProxy: false,
      publicUrl: null,
      retentionDays: 30,
      membershipTiers: DEFAULT_MEMBERSHIP_TIERS.map((tier) => ({ ...tier })),
      accountRetentionDays: 30,
      uploads: {
        dir: '/srv/atelier/data/uploads',
        maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
        quotaBytes: 50 * 1024 ** 3,
        expiryHours: 24,
      },
      clamd: null,
      clamdTimeoutMs: 60_000,
      worker: 'inline',
      flagsRefreshMs: 2_000,
      pageCacheSeconds: 10,
      generation: { url: null, key: null, resultTimeoutMs: 10_000, idleCloseMs: 60_000 },
      buzz: { dailyReward: 0 },
    });
  });

  it('reads the image-generation provider, whose URL needs its key', () => {
    expect(
      loadConfig({ ATELIER_GENERATION_URL: 'wss://gen.example/socket', ATELIER_GENERATION_KEY: 'k-1' })
        .generation,
    ).toEqual({ url: 'wss://gen.example/socket', key: 'k-1', resultTimeoutMs: 10_000, idleCloseMs: 60_000 });
    expect(problemsOf({ ATELIER_GENERATION_URL: 'wss://gen.example/socket' })).toEqual([
      'ATELIER_GENERATION_KEY: must be set with ATELIER_GENERATION_URL',
    ]);
    expect(
      problemsOf({ ATELIER_GENERATION_URL: 'https://gen.example', ATELIER_GENERATION_KEY: 'k' }),
    ).toEqual([
      "ATELIER_GENERATION_URL: must be the provider's websocket URL, like wss://generation.example/socket",
    ]);
  });

  it('turns the daily Buzz reward on with a whole amount, and refuses anything else', () => {
    expect(loadConfig({ ATELIER_BUZZ_DAILY_REWARD: '25' }).buzz).toEqual({ dailyReward: 25 });
    for (const value of ['-1', '2.5', 'lots', '1000001'])
      expect(problemsOf({ ATELIER_BUZZ_DAILY_REWARD: value })).toEqual([
        'ATELIER_BUZZ_DAILY_REWARD: must be a whole number of Buzz from 0 (off) to 1000000',
      ]);
  });

  it('runs the job worker inside the server unless ATELIER_WORKER is off', () => {
    expect(loadConfig({ ATELIER_WORKER: 'off' }).worker).toBe('off');
    expect(problemsOf({ ATELIER_WORKER: 'separate' })).toEqual(["ATELIER_WORKER: must be 'inline' or 'off'"]);
  });

  it('reads how often servers read the feature flags table again, and refuses a period it cannot use', () => {
    expect(loadConfig({ ATELIER_FLAGS_REFRESH_MS: '500' }).flagsRefreshMs).toBe(500);
    for (const value of ['50', '1.5', 'soon', '600001'])
      expect(problemsOf({ ATELIER_FLAGS_REFRESH_MS: value })).toEqual([
        'ATELIER_FLAGS_REFRESH_MS: must be a whole number of milliseconds from 100 to 600000',
      ]);
  });

  it('reads how long a page may be served from the page cache, 0 turning it off, and refuses what it cannot use', () => {
    expect(loadConfig({}).pageCacheSeconds).toBe(10);
    expect(loadConfig({ ATELIER_PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0);
    for (const value of ['-1', '1.5', 'long', '3601'])
      expect(problemsOf({ ATELIER_PAGE_CACHE_SECONDS: value })).toEqual([
        'ATELIER_PAGE_CACHE_SECONDS: must be a whole number of seconds from 0 to 3600',
      ]);
  });

  it('reads where clamd listens and how long a scan may wait, and refuses what it cannot use', () => {
    expect(loadConfig({ ATELIER_CLAMD: '/run/clamav/clamd.ctl' }).clamd).toBe('/run/clamav/clamd.ctl');
    expect(loadConfig({ ATELIER_CLAMD: '127.0.0.1:3310', ATELIER_CLAMD_TIMEOUT_SECONDS: '5' })).toMatchObject(
      {
        clamd: '127.0.0.1:3310',
        clamdTimeoutMs: 5_000,
      },
    );
    expect(loadConfig({ ATELIER_CLAMD: '' }).clamd).toBeNull();
    expect(problemsOf({ ATELIER_CLAMD: 'clamd.ctl', ATELIER_CLAMD_TIMEOUT_SECONDS: '0' })).toEqual([
      "ATELIER_CLAMD: must be clamd's socket path (starting with /) or host:port, like /run/clamav/clamd.ctl or 127.0.0.1:3310",
      'ATELIER_CLAMD_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 3600',
    ]);
  });

  it('reads upload limits per file type, the per-user quota and the expiry, and refuses ones it cannot use', () => {
    const { uploads } = loadConfig(
      {
        ATELIER_UPLOAD_LIMITS: 'Model=30GB, Training Data = 500 MB,Config=2048',
        ATELIER_UPLOAD_QUOTA: '100GB',
        ATELIER_UPLOAD_EXPIRY_HOURS: '48',
      },
      '/srv',
    );
    expect(uploads.maxBytes).toEqual({
      ...DEFAULT_UPLOAD_MAX_BYTES,
      Model: 30 * 1024 ** 3,
      'Training Data': 500 * 1024 ** 2,
      Config: 2048,
    });
    expect(uploads.quotaBytes).toBe(100 * 1024 ** 3);
    expect(uploads.expiryHours).toBe(48);

    for (const value of ['Checkpoint=1GB', 'Model=lots', 'Model=0', 'Model'])
      expect(problemsOf({ ATELIER_UPLOAD_LIMITS: value })[0]).toMatch(
        /^ATELIER_UPLOAD_LIMITS: must be comma-separated Type=size pairs/,
      );
    expect(problemsOf({ ATELIER_UPLOAD_QUOTA: '5 parsecs' })).toEqual([
      'ATELIER_UPLOAD_QUOTA: must be a whole number of bytes with an optional unit, like 500MB or 20GB',
    ]);
    expect(problemsOf({ ATELIER_UPLOAD_EXPIRY_HOURS: '0' })).toEqual([
      'ATELIER_UPLOAD_EXPIRY_HOURS: must be a whole number of hours from 1 to 8760',
    ]);
  });

  it('reads the retention window for soft-deleted models, and refuses one it cannot use', () => {
    expect(loadConfig({ ATELIER_RETENTION_DAYS: '7' }).retentionDays).toBe(7);
    expect(() => loadConfig({ ATELIER_RETENTION_DAYS: '0' })).toThrow(
      'ATELIER_RETENTION_DAYS: must be a whole number of days from 1 to 3650',
    );
  });

  it('reads the reverse proxy settings: trust proxy as Express takes it, and the public origin', () => {
    const read = (env: Record<string, string>) => {
      const { trustProxy, publicUrl } = loadConfig(env, '/srv');
      return { trustProxy, publicUrl };
    };
    expect(read({ ATELIER_TRUST_PROXY: 'true', ATELIER_PUBLIC_URL: 'https://hub.example/' })).toEqual({
      trustProxy: true,
      publicUrl: 'https://hub.example',
    });
    expect(read({ ATELIER_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(read({ ATELIER_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(read({ ATELIER_TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toBe(
      'loopback,10.0.0.0/8,::1',
    );
    expect(read({ ATELIER_PUBLIC_URL: 'http://192.168.1.5:8080' }).publicUrl).toBe('http://192.168.1.5:8080');
  });

  it('refuses a trust proxy or public URL it cannot read, naming the key', () => {
    for (const value of ['yes', '-1', '11', '10.0.0.0/33', 'proxy.example', 'loopback,,'])
      expect(problemsOf({ ATELIER_TRUST_PROXY: value })[0]).toMatch(
        /^ATELIER_TRUST_PROXY: must be 'true', 'false'/,
      );
    for (const value of [
      'hub.example',
      'ftp://hub.example',
      'https://hub.example/atelier',
      'https://u:p@hub.example',
    ])
      expect(problemsOf({ ATELIER_PUBLIC_URL: value })[0]).toMatch(/^ATELIER_PUBLIC_URL: must be the origin/);
  });

  it('uses PostgreSQL when DATABASE_URL names a server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/atelier' }, '/srv');

    expect(config.database).toEqual({
      client: 'pg',
      connectionString: 'postgres://postgres@127.0.0.1:5432/atelier',
    });
  });

  it('reads the port, data directory, product name and flags', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        ATELIER_DATA_DIR: '/var/lib/atelier',
        ATELIER_PRODUCT_NAME: 'Hub',
        ATELIER_SIGN_IN_LIMIT: '200',
        ATELIER_FLAG_IMAGE_GENERATION: 'false',
        ATELIER_FLAG_BUZZ: '0',
        ATELIER_FLAG_CHAT: '1',
      },
      '/srv',
    );

    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ client: 'sqlite', filename: '/var/lib/atelier/atelier.db' });
    expect(config.filesDir).toBe('/var/lib/atelier/files');
    expect(config.productName).toBe('Hub');
    expect(config.signInLimit).toBe(200);
    expect(config.flags.imageGeneration).toBe(false);
    expect(config.flags.buzz).toBe(false);
    expect(config.flags.chat).toBe(true);
    expect(config.flags.canWrite).toBe(true);
  });

  it('names one env key per flag', () => {
    expect(FEATURE_FLAGS.map(flagEnvKey)).toEqual([
      'ATELIER_FLAG_BUZZ',
      'ATELIER_FLAG_CHAT',
      'ATELIER_FLAG_RECOMMENDERS',
      'ATELIER_FLAG_IMAGE_GENERATION',
      'ATELIER_FLAG_EARLY_ACCESS_MODEL',
      'ATELIER_FLAG_IMPERSONATION',
      'ATELIER_FLAG_CAN_WRITE',
    ]);
  });

  it("leaves other tools' ATELIER_ settings alone", () => {
    expect(() =>
      loadConfig({ ATELIER_MODERATOR: 'moderator', ATELIER_TEST_PG_URL: 'postgres://x/y' }, '/srv'),
    ).not.toThrow();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }, '/srv').database.client).toBe('sqlite');
  });

  it('lists every bad key in one readable error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/atelier',
      ATELIER_FLAG_BUZZ: 'yes',
      ATELIER_FLAG_BUZ: 'true',
    });

    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT: must be a whole number/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres:\/\//);
    expect(problems.join('\n')).toMatch(/ATELIER_FLAG_BUZZ: must be one of 'true', 'false', '1', '0'/);
    expect(problems.join('\n')).toMatch(/ATELIER_FLAG_BUZ: not a feature flag Atelier knows/);
  });

  it('refuses ATELIER_FLAG_COSMETIC_SHOP: the flag was removed, Atelier sells no cosmetics (issue 20)', () => {
    expect(problemsOf({ ATELIER_FLAG_COSMETIC_SHOP: 'true' })).toEqual([
      expect.stringMatching(/^ATELIER_FLAG_COSMETIC_SHOP: not a feature flag Atelier knows/),
    ]);
  });

  it('refuses a sign-in limit that is not a whole number of at least 1', () => {
    for (const value of ['0', '-5', '2.5', 'many']) {
      expect(problemsOf({ ATELIER_SIGN_IN_LIMIT: value })).toEqual([
        'ATELIER_SIGN_IN_LIMIT: must be a whole number of at least 1',
      ]);
    }
  });

  it('puts the problems in the error message', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      /Invalid configuration:\n {2}- PORT: must be a whole number/,
    );
  });

  it('rejects flag values other than true, false, 1 and 0', () => {
    for (const value of ['TRUE', 'on', 'yes', '2']) {
      expect(problemsOf({ ATELIER_FLAG_CHAT: value })).toHaveLength(1);
    }
  });
});
