import { rmSync } from 'node:fs';

/** Removes the run's hub (database and files) created by playwright.config.ts. */
export default function globalTeardown() {
  const dataDir = process.env.ATELIER_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
