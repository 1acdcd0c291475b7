/**
 * A folder where seeds keep the pictures they drew, by plan, for the next seed in the same test run: `pnpm test`
 * makes one for its run and removes it after (scripts/test.mjs). Drawing and encoding the small preset's 640
 * pictures is three quarters of a seed, and a run seeds the same data about ten times (docs/testing.md).
 *
 * Not for a hub's own seed: a cached picture is only as fresh as the drawing code that made it, which is why the
 * folder lives for one run.
 */
export const PICTURE_CACHE_VARIABLE = 'ATELIER_SEED_PICTURE_CACHE';

/** The folder `PICTURE_CACHE_VARIABLE` names, or null (every picture drawn). */
export const pictureCacheFromEnvironment = (): string | null => process.env[PICTURE_CACHE_VARIABLE] || null;

/**
 * The test runner's environment without what would leak into a hub's configuration (DATABASE_URL, PORT and every
 * ATELIER_ setting), for a hub or CLI a test starts as a child process. The run's picture folder is the runner's,
 * not a hub's setting: it passes.
 */
export const withoutHubSettings = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        entry[0] !== 'DATABASE_URL' &&
        entry[0] !== 'PORT' &&
        (!entry[0].startsWith('ATELIER_') || entry[0] === PICTURE_CACHE_VARIABLE),
    ),
  );
