import { isIP } from 'node:net';
import path from 'node:path';
import { FEATURE_FLAGS, type FeatureFlag } from '@atelier/domain';
import { z } from 'zod';
import type { StorageConfig } from '../storage/knex/create-knex.js';

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
};

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
const publicUrl = z
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

/** Every key the hub reads. An unknown `ATELIER_FLAG_*` key is rejected, so a misspelt flag cannot pass silently. */
const envSchema = z.strictObject({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int({ error: 'must be a whole number from 1 to 65535' })
    .min(1, { error: 'must be a whole number from 1 to 65535' })
    .max(65535, { error: 'must be a whole number from 1 to 65535' })
    .default(3000),
  DATABASE_URL: postgresUrl,
  ATELIER_DATA_DIR: z.string().min(1).default('./data'),
  ATELIER_PRODUCT_NAME: z.string().trim().min(1, { error: 'must not be blank' }).default('Atelier'),
  ATELIER_SIGN_IN_LIMIT: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(10),
  ATELIER_TRUST_PROXY: trustProxy,
  ATELIER_PUBLIC_URL: publicUrl,
  ATELIER_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 3650' })
    .int({ error: 'must be a whole number of days from 1 to 3650' })
    .min(1, { error: 'must be a whole number of days from 1 to 3650' })
    .max(3650, { error: 'must be a whole number of days from 1 to 3650' })
    .default(30),
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
        if (issue.code === 'unrecognized_keys') {
          return `${issue.keys.join(', ')}: not a feature flag Atelier knows (check the spelling; flags are ${FEATURE_FLAGS.map(flagEnvKey).join(', ')})`;
        }
        return `${issue.path.join('.')}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.data as z.infer<typeof envSchema> & Record<string, boolean>;
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
  };
}
