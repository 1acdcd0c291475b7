import type { Knex } from 'knex';
import { migrationSource } from './migrations/index.js';

/** Brings the schema up to date; returns the names of the migrations it ran. */
export const migrateToLatest = async (knex: Knex): Promise<string[]> => {
  const [, names] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return names;
};

/** Undoes every migration (tests of `down`, and resetting a development database). */
export const migrateDownAll = async (knex: Knex): Promise<void> => {
  await knex.migrate.rollback({ migrationSource }, true);
};
