import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CLI_ROOT } from './run-cli.js';

export type BuiltCli = { bin: string; remove(): Promise<void> };

/**
 * Builds the `atelier` bin from the current sources with the package's own tsup config, into a directory of this
 * run's own, so parallel runs never race over `dist/` (nor leave a stale one behind). The directory sits under
 * `apps/cli/node_modules/.cache` and holds a copy of package.json next to `dist/`, so the bin finds its external
 * dependencies (knex, pg, better-sqlite3) and `../package.json` exactly as it does from `apps/cli/dist`.
 */
export async function buildCli(): Promise<BuiltCli> {
  const cache = path.join(CLI_ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const root = await mkdtemp(path.join(cache, 'atelier-cli-test-'));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    await copyFile(path.join(CLI_ROOT, 'package.json'), path.join(root, 'package.json'));
    const outDir = path.join(root, 'dist');
    await promisify(execFile)(path.join(CLI_ROOT, 'node_modules', '.bin', 'tsup'), ['--out-dir', outDir], {
      cwd: CLI_ROOT,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => {
      throw new Error(`tsup could not build the CLI: ${error.message}\n${error.stdout}${error.stderr}`);
    });
    return { bin: path.join(outDir, 'index.js'), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
