import { spawn } from 'node:child_process';
import { rename, rm, stat } from 'node:fs/promises';
import { cliErrors, Refusal } from './cli-errors.js';
import type { Db } from './hub.js';

/** Written beside the target and renamed at the end, so a failed backup never leaves a half file under its name. */
const partialOf = (file: string): string => `${file}.partial`;

const finish = async (partial: string, file: string): Promise<number> => {
  await rename(partial, file);
  return (await stat(file)).size;
};

/**
 * SQLite: `VACUUM INTO` copies the database inside one read transaction, so the copy is consistent while the
 * server keeps serving (WAL lets writers go on). The copy is a plain SQLite file, compacted.
 */
export const backupSqlite = async (db: Db, file: string): Promise<number> => {
  const partial = partialOf(file);
  await rm(partial, { force: true });
  try {
    await db.raw('VACUUM INTO ?', [partial]);
    return await finish(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
};

/** The URL without its password, which goes to pg_dump through PGPASSWORD so `ps` never shows it. */
const splitPassword = (connectionString: string): { url: string; password: string | null } => {
  const url = new URL(connectionString);
  const password = url.password === '' ? null : decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
};

/**
 * PostgreSQL: `pg_dump` in its custom format (restore with `pg_restore`). It reads in one snapshot, so the dump is
 * consistent while the server keeps serving.
 */
export const backupPostgres = async (
  connectionString: string,
  file: string,
  pgDump = 'pg_dump',
): Promise<number> => {
  const partial = partialOf(file);
  const { url, password } = splitPassword(connectionString);
  const env = { ...process.env, ...(password === null ? {} : { PGPASSWORD: password }) };
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`];
  await rm(partial, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(pgDump, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
      });
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'ENOENT' ? new Refusal(cliErrors.pgDumpMissing) : error),
      );
      child.on('close', (code) =>
        code === 0
          ? resolve()
          : reject(new Refusal(cliErrors.pgDumpFailed(stderr.trim() || `exit code ${code}`))),
      );
    });
    return await finish(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
};
