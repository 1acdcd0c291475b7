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
