import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Account settings and password reset (docs/account-settings.md): the browsing level a user chose (every level
 * until they choose), and one-time reset links stored only as SHA-256 digests, used at most once before they expire.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.alterTable('users', (t) => {
    t.integer('browsing_level').notNullable().defaultTo(31);
  });
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.string('digest', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    dialect.timestamp(t, 'created_at').notNullable();
    dialect.timestamp(t, 'expires_at').notNullable();
    dialect.timestamp(t, 'used_at').nullable();
    t.index(['user_id'], 'password_reset_tokens_user_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('password_reset_tokens');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('browsing_level');
  });
};
