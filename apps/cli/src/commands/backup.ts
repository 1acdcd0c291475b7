import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import { backupPostgres, backupSqlite } from '../backup.js';
import { cliErrors, Refusal } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, parseOptions } from '../options.js';

const schema = z.object({
  out: z.string({ error: 'is required (the backup file to write)' }).min(1),
  force: z.boolean().default(false),
  ...globals,
});

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

export const backup = new Command('backup')
  .summary('write a consistent copy of the database while the hub runs')
  .description(
    'Backs up the database online. SQLite: a compacted copy made with VACUUM INTO (open it with sqlite3, or put it back as ATELIER_DATA_DIR/atelier.db). PostgreSQL: pg_dump in custom format (restore with pg_restore); needs pg_dump on the PATH. Uploaded files under ATELIER_DATA_DIR/files are not included: copy that folder too.',
  )
  .option('--out <file>', 'where to write the backup (required)')
  .option('--force', 'replace the file if it exists')
  .addHelpText(
    'after',
    examples(
      'backup --out backups/atelier-$(date +%F).db',
      'DATABASE_URL=postgres://… atelier backup --out atelier.dump --json',
    ),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    const file = path.resolve(options.out);
    if (!options.force && (await exists(file))) throw new Refusal(cliErrors.outputExists(file));
    await mkdir(path.dirname(file), { recursive: true });
    await withHub({ ...options, writes: false }, async (hub, out) => {
      const { database } = hub.config;
      const bytes =
        database.client === 'sqlite'
          ? await backupSqlite(hub.knex, file)
          : await backupPostgres(database.connectionString, file);
      const format = database.client === 'sqlite' ? 'sqlite' : 'pg_dump-custom';
      out.done(
        { backup: { file, bytes, database: database.client, format } },
        `Backed up the ${database.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database to ${file} (${bytes} bytes).`,
      );
    });
  });
