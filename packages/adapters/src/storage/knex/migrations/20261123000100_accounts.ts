import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Accounts (packages/adapters/src/auth): password hashes, server-side sessions and API keys. Sessions and keys
 * are stored only as SHA-256 digests of their secrets.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('credentials', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('password_hash', 255).notNullable();
    dialect.timestamp(t, 'updated_at').notNullable();
  });

  await knex.schema.createTable('sessions', (t) => {
    t.string('digest', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    dialect.timestamp(t, 'created_at').notNullable();
    dialect.timestamp(t, 'expires_at').notNullable();
    t.index(['user_id'], 'sessions_user_id_index');
    t.index(['expires_at'], 'sessions_expires_at_index');
  });

  await knex.schema.createTable('api_keys', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('prefix', 16).notNullable();
    t.string('digest', 64).notNullable().unique('api_keys_digest_unique');
    dialect.timestamp(t, 'created_at').notNullable();
    dialect.timestamp(t, 'last_used_at').nullable();
    t.index(['user_id'], 'api_keys_user_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('api_keys');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('credentials');
};
