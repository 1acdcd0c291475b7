import { migrateToLatest } from '@atelier/adapters';
import { Command } from 'commander';
import { z } from 'zod';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';

const schema = z.object({ ...globals });

export const dbMigrate = new Command('migrate')
  .summary('bring the database schema up to date')
  .description(
    'Runs the migrations the database has not had yet, on SQLite (ATELIER_DATA_DIR/atelier.db) or PostgreSQL (DATABASE_URL). Safe to run again: it does nothing when the schema is current.',
  )
  .addHelpText(
    'after',
    examples('db migrate', 'DATABASE_URL=postgres://atelier@db/atelier atelier db migrate --json'),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub({ ...options, writes: false }, async (hub, out) => {
      const applied = await migrateToLatest(hub.knex);
      out.done(
        { database: hub.config.database.client, applied },
        applied.length === 0
          ? 'The database schema is up to date; nothing to run.'
          : [
              `Ran ${applied.length} migration${applied.length === 1 ? '' : 's'}:`,
              ...applied.map((name) => `  ${name}`),
            ],
      );
    });
  });
