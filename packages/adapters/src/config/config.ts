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
  };
}
