import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';
import { unwatchTable, watchTable } from '../page-generation.js';

/**
 * Tombstones of removed versions (docs/rest-api.md#tombstones): what hash lookups answer once a version that was
 * public is deleted or taken down. No foreign keys to models or versions: a tombstone outlives the purge of the
 * rows it describes. The hashes have their own table so a lookup is an index read, like `model_file_hashes`.
 * Both tables change what the public API answers, so the page generation watches them.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('version_tombstones', (t) => {
    t.integer('version_id').primary();
    t.integer('model_id').notNullable();
    t.text('name').notNullable();
    t.text('version_name').notNullable();
    t.json('licence').notNullable();
    t.json('trained_words').notNullable();
    t.string('base_model', 64).notNullable();
    t.string('category', 16).notNullable();
    dialect.timestamp(t, 'removed_at').notNullable();
  });
  await knex.schema.createTable('version_tombstone_hashes', (t) => {
    t.integer('version_id')
      .notNullable()
      .references('version_id')
      .inTable('version_tombstones')
      .onDelete('CASCADE');
    t.string('type', 16).notNullable();
    t.string('hash', 128).notNullable();
    t.integer('position').notNullable();
    t.primary(['version_id', 'position']);
    t.index(['hash'], 'version_tombstone_hashes_hash_index');
  });
  await watchTable(knex, 'version_tombstones');
  await watchTable(knex, 'version_tombstone_hashes');
};

export const down = async (knex: Knex): Promise<void> => {
  await unwatchTable(knex, 'version_tombstone_hashes');
  await unwatchTable(knex, 'version_tombstones');
  await knex.schema.dropTable('version_tombstone_hashes');
  await knex.schema.dropTable('version_tombstones');
};
