import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * What moderators and the operator did to accounts (roles, mutes, Buzz grants): the per-account twin of
 * `audit_entries`. `actor_id` is null for the operator at the console (`atelier` without `--as`).
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('account_audit_entries', (t) => {
    t.increments('id');
    t.integer('actor_id').nullable().references('id').inTable('users');
    t.string('action', 64).notNullable();
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.json('details').notNullable();
    dialect.timestamp(t, 'created_at').notNullable();
    t.index(['user_id'], 'account_audit_entries_user_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('account_audit_entries');
};
