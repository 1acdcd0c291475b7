import { isIP } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_ACCOUNT_RETENTION_DAYS,
  EXPLORATION,
  FEATURE_FLAGS,
  type FeatureFlag,
  type MembershipTier,
} from '@atelier/domain';
import { z } from 'zod';
import { parseClamdAddress } from '../scanning/clamd-address.js';
import type { StorageConfig } from '../storage/knex/create-knex.js';
import { membershipTiersSetting } from './membership-tiers.js';
import { DEFAULT_UPLOAD_QUOTA_BYTES, size, type UploadSettings, uploadLimits } from './upload-settings.js';

export { DEFAULT_UPLOAD_MAX_BYTES, defaultUploadSettings, type UploadSettings } from './upload-settings.js';

/** The storage engineer's `createKnex` takes this as is. */
export type DatabaseConfig = StorageConfig;

export type Config = {
  port: number;
  database: DatabaseConfig;
  /** Absolute; holds `atelier.db` (SQLite) and `files/`. */
  dataDir: string;
  /** Absolute; where file bytes live (`<dataDir>/files`). */
  filesDir: string;
  flags: Record<FeatureFlag, boolean>;
  productName: string;
  /** Sign-in and sign-up attempts per client address per minute. */
  signInLimit: number;
  /** Express `trust proxy`: which proxies' X-Forwarded-* headers to believe (false: none). */
  trustProxy: boolean | number | string;
  /** The hub's public origin (`https://hub.example`), or null when it is reached at its own address. */
  publicUrl: string | null;
  /** How many days a soft-deleted model or version is kept (restorable) before `atelier purge` removes it. */
  retentionDays: number;
  /** How many days a deleted account can be restored (`atelier user restore`); 30 unless configured. */
  accountRetentionDays: number;
  uploads: UploadSettings;
  /** `ATELIER_BUZZ_DAILY_REWARD`: Buzz each signed-in user may claim once per UTC day; 0 (the default) is off. */
  buzz: { dailyReward: number };
  /** `ATELIER_MEMBERSHIP_TIERS`: the memberships sold for Buzz on /pricing (docs/membership.md). */
  membershipTiers: MembershipTier[];
  /** `ATELIER_CLAMD`: clamd's socket path or `host:port`; null when virus scanning is off (docs/scanning.md). */
  clamd: string | null;
  /** Longest silence from clamd during one scan before that scan is an Error. */
  clamdTimeoutMs: number;
  /**
   * `ATELIER_GENERATION_URL` / `ATELIER_GENERATION_KEY`: the image-generation provider (docs/generation.md). Unset,
   * `serve` starts the reference provider in process; the timeouts are the spec's unless a test shortens them.
   */
  generation?: GenerationSettings;
  /** `ATELIER_WORKER`: `inline` (unset too) runs the job worker inside the server; `off` leaves it to `atelier worker`. */
  worker?: 'inline' | 'off';
  /** `ATELIER_FLAGS_REFRESH_MS`: how often a server reads the `feature_flags` table again (default 2 s). */
  flagsRefreshMs?: number;
  /**
   * `ATELIER_PAGE_CACHE_SECONDS`: how long a page rendered for visitors who are not signed in may be served again
   * while nothing is written (default 10; 0 turns the page cache off; docs/page-cache.md).
   */
  pageCacheSeconds?: number;
};

export type GenerationSettings = {
  url: string | null;
  key: string | null;
  /** Longest wait for each next result of a task (spec §8: 10 s). */
  resultTimeoutMs: number;
  /** A viewer's provider socket closes after this long idle (spec §9: 60 s). */
  idleCloseMs: number;
};

/** The spec's timeouts with no provider configured. */
export const defaultGenerationSettings = (): GenerationSettings => ({
  url: null,
  key: null,
  resultTimeoutMs: EXPLORATION.resultTimeoutMs,
  idleCloseMs: EXPLORATION.idleCloseMs,
});

const generationUrl = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'ws:' || url.protocol === 'wss:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: "must be the provider's websocket URL, like wss://generation.example/socket" },
  )
  .optional();

/** `ATELIER_FLAG_IMAGE_GENERATION` for `imageGeneration`. */
export const flagEnvKey = (flag: FeatureFlag): string =>
  `ATELIER_FLAG_${flag.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

const flagValue = z
  .enum(['true', 'false', '1', '0'], { error: "must be one of 'true', 'false', '1', '0'" })
  .transform((value) => value === 'true' || value === '1')
  .default(true);

const flagShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flagEnvKey(flag), flagValue])) as Record<
  string,
  typeof flagValue
>;

const postgresUrl = z
  .string()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'must be a postgres:// or postgresql:// URL with a host (leave it unset for SQLite)' },
  )
  .optional();

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const TRUST_PROXY_ERROR =
  "must be 'true', 'false', a hop count (0-10), or a comma-separated list of addresses, CIDR ranges, 'loopback', 'linklocal' or 'uniquelocal'";

/** As Express's `trust proxy`: a boolean, a hop count, or the proxies' addresses. */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries.join(',');
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
    return z.NEVER;
  })
  .default(false);

/** The public origin: an http(s) URL with a host and nothing after it (no path, query, fragment or credentials). */
export const publicUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    try {
      const url = new URL(value);
      const bare =
        url.pathname === '/' && url.search === '' && url.hash === '' && !url.username && !url.password;
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && bare)
        return url.origin;
    } catch {
      // Reported below.
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must be the origin people use to reach the hub, like https://hub.example (no path)',
    });
    return z.NEVER;
  })
  .optional();

/** A unix socket path (`/run/clamav/clamd.ctl`) or `host:port` (`127.0.0.1:3310`). */
const clamdAddress = z
  .string()
  .trim()
  .refine((value) => parseClamdAddress(value) !== null, {
    error:
      "must be clamd's socket path (starting with /) or host:port, like /run/clamav/clamd.ctl or 127.0.0.1:3310",
  })
  .optional();

/** A whole number from `min` to `max` (none: no upper bound), read from text; every way to miss it gives `error`. */
const wholeNumber = (min: number, max: number | null, error: string) => {
  const atLeast = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === null ? atLeast : atLeast.max(max, { error });
};

/** Every key the hub reads. An unknown `ATELIER_FLAG_*` key is rejected, so a misspelt flag cannot pass silently. */
const envSchema = z.strictObject({
  PORT: wholeNumber(1, 65535, 'must be a whole number from 1 to 65535').default(3000),
  DATABASE_URL: postgresUrl,
  ATELIER_DATA_DIR: z.string().min(1).default('./data'),
  ATELIER_PRODUCT_NAME: z.string().trim().min(1, { error: 'must not be blank' }).default('Atelier'),
  ATELIER_SIGN_IN_LIMIT: wholeNumber(1, null, 'must be a whole number of at least 1').default(10),
  ATELIER_TRUST_PROXY: trustProxy,
  ATELIER_PUBLIC_URL: publicUrl,
  ATELIER_RETENTION_DAYS: wholeNumber(1, 3650, 'must be a whole number of days from 1 to 3650').default(30),
  ATELIER_ACCOUNT_RETENTION_DAYS: wholeNumber(
    1,
    3650,
    'must be a whole number of days from 1 to 3650',
  ).default(DEFAULT_ACCOUNT_RETENTION_DAYS),
  ATELIER_MEMBERSHIP_TIERS: membershipTiersSetting,
  ATELIER_BUZZ_DAILY_REWARD: wholeNumber(
    0,
    1_000_000,
    'must be a whole number of Buzz from 0 (off) to 1000000',
  ).default(0),
  ATELIER_UPLOAD_LIMITS: uploadLimits,
  ATELIER_UPLOAD_QUOTA: size.default(DEFAULT_UPLOAD_QUOTA_BYTES),
  ATELIER_UPLOAD_EXPIRY_HOURS: wholeNumber(1, 8760, 'must be a whole number of hours from 1 to 8760').default(
    24,
  ),
  ATELIER_CLAMD: clamdAddress,
  ATELIER_GENERATION_URL: generationUrl,
  ATELIER_GENERATION_KEY: z.string().trim().min(1).max(4096).optional(),
  ATELIER_WORKER: z.enum(['inline', 'off'], { error: "must be 'inline' or 'off'" }).default('inline'),
  ATELIER_CLAMD_TIMEOUT_SECONDS: wholeNumber(
    1,
    3600,
    'must be a whole number of seconds from 1 to 3600',
  ).default(60),
  ATELIER_FLAGS_REFRESH_MS: wholeNumber(
    100,
    600_000,
    'must be a whole number of milliseconds from 100 to 600000',
  ).default(2_000),
  ATELIER_PAGE_CACHE_SECONDS: wholeNumber(
    0,
    3600,
    'must be a whole number of seconds from 0 to 3600',
  ).default(10),
  ...flagShape,
});

/**
 * The keys this config judges. The rest of the environment (PATH, other tools' `ATELIER_*` settings such as the
 * CLI's ATELIER_MODERATOR or the tests' ATELIER_TEST_PG_URL) is not the hub's to reject.
 */
const SETTINGS = new Set([
  'PORT',
  'DATABASE_URL',
  'ATELIER_DATA_DIR',
  'ATELIER_PRODUCT_NAME',
  'ATELIER_SIGN_IN_LIMIT',
  'ATELIER_TRUST_PROXY',
  'ATELIER_PUBLIC_URL',
  'ATELIER_RETENTION_DAYS',
  'ATELIER_ACCOUNT_RETENTION_DAYS',
  'ATELIER_CLAMD',
  'ATELIER_GENERATION_URL',
  'ATELIER_GENERATION_KEY',
  'ATELIER_WORKER',
  'ATELIER_CLAMD_TIMEOUT_SECONDS',
  'ATELIER_MEMBERSHIP_TIERS',
  'ATELIER_BUZZ_DAILY_REWARD',
  'ATELIER_UPLOAD_LIMITS',
  'ATELIER_UPLOAD_QUOTA',
  'ATELIER_UPLOAD_EXPIRY_HOURS',
  'ATELIER_FLAGS_REFRESH_MS',
  'ATELIER_PAGE_CACHE_SECONDS',
]);
const isOurs = (key: string): boolean => SETTINGS.has(key) || key.startsWith('ATELIER_FLAG_');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads Atelier's configuration from an environment-like record, failing fast with every bad key at once.
 * Empty values count as unset, as `KEY=` lines in env files usually mean "use the default".
 */
export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): Config {
  const ours = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => isOurs(key) && value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(ours);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
          return `${issue.keys.join(', ')}: not a feature flag Atelier knows (check the spelling; flags are ${FEATURE_FLAGS.map(flagEnvKey).join(', ')})`;
        }
        return `${issue.path.join('.')}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.data as z.infer<typeof envSchema> & Record<string, boolean>;
  if (values.ATELIER_GENERATION_URL !== undefined && values.ATELIER_GENERATION_KEY === undefined)
    throw new ConfigError(['ATELIER_GENERATION_KEY: must be set with ATELIER_GENERATION_URL']);
  const dataDir = path.resolve(cwd, values.ATELIER_DATA_DIR);
  const database: DatabaseConfig = values.DATABASE_URL
    ? { client: 'pg', connectionString: values.DATABASE_URL }
    : { client: 'sqlite', filename: path.join(dataDir, 'atelier.db') };
  const flags = Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, values[flagEnvKey(flag)] ?? true]),
  ) as Record<FeatureFlag, boolean>;
  return {
    port: values.PORT,
    database,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    flags,
    productName: values.ATELIER_PRODUCT_NAME,
    signInLimit: values.ATELIER_SIGN_IN_LIMIT,
    trustProxy: values.ATELIER_TRUST_PROXY,
    publicUrl: values.ATELIER_PUBLIC_URL ?? null,
    retentionDays: values.ATELIER_RETENTION_DAYS,
    accountRetentionDays: values.ATELIER_ACCOUNT_RETENTION_DAYS,
    membershipTiers: values.ATELIER_MEMBERSHIP_TIERS,
    clamd: values.ATELIER_CLAMD ?? null,
    clamdTimeoutMs: values.ATELIER_CLAMD_TIMEOUT_SECONDS * 1000,
    worker: values.ATELIER_WORKER,
    generation: {
      ...defaultGenerationSettings(),
      url: values.ATELIER_GENERATION_URL ?? null,
      key: values.ATELIER_GENERATION_KEY ?? null,
    },
    flagsRefreshMs: values.ATELIER_FLAGS_REFRESH_MS,
    pageCacheSeconds: values.ATELIER_PAGE_CACHE_SECONDS,
    buzz: { dailyReward: values.ATELIER_BUZZ_DAILY_REWARD },
    uploads: {
      dir: path.join(dataDir, 'uploads'),
      maxBytes: values.ATELIER_UPLOAD_LIMITS,
      quotaBytes: values.ATELIER_UPLOAD_QUOTA,
      expiryHours: values.ATELIER_UPLOAD_EXPIRY_HOURS,
    },
  };
}
