import { createRequire } from 'node:module';

/** The package version, read once from package.json (one level up from both src/ and dist/). */
export const VERSION: string =
  (createRequire(import.meta.url)('../package.json') as { version?: string }).version ?? '0.0.0';
