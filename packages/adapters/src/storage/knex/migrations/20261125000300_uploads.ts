import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Resumable uploads (docs/uploads.md): one row per upload not yet added to a version, with its owner, the declared
 * file type and size, and the bytes received so far. The bytes themselves wait under `<dataDir>/uploads`; a claim
 * moves them into the file store and deletes the row. `updated_at` is the last write, which the sweep ages by.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('uploads', (t) => {
    t.string('id', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('filename', 255).notNullable();
    t.string('file_type', 32).notNullable();
    t.bigInteger('size_bytes').notNullable();
    t.bigInteger('received_bytes').notNullable().defaultTo(0);
    t.boolean('complete').notNullable().defaultTo(false);
    /** Set by the one claim that wins, while it moves the bytes; a claimed upload is no longer offered. */
    dialect.timestamp(t, 'claimed_at').nullable();
    dialect.timestamp(t, 'created_at').notNullable();
    dialect.timestamp(t, 'updated_at').notNullable();
    t.index(['user_id'], 'uploads_user_id_index');
    t.index(['updated_at'], 'uploads_updated_at_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('uploads');
};
