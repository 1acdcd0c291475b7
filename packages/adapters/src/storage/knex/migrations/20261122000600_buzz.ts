import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/** The Buzz ledger: one account per user and an append-only entry table (see docs/ledger.md). */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('buzz_accounts', (t) => {
    t.increments('id');
    t.integer('user_id')
      .notNullable()
      .unique('buzz_accounts_user_id_unique')
      .references('id')
      .inTable('users');
    t.bigInteger('balance').notNullable().defaultTo(0);
    // The last line of defence: even a buggy debit cannot take an account below zero.
    t.check('?? >= 0', ['balance'], 'buzz_accounts_balance_non_negative');
  });

  await knex.schema.createTable('buzz_ledger_entries', (t) => {
    t.increments('id');
    // Repeating a transfer finds its first entry here instead of moving Buzz twice.
    t.string('idempotency_key').notNullable().unique('buzz_ledger_entries_idempotency_key_unique');
    t.string('kind', 16).notNullable();
    t.integer('from_user_id').nullable().references('id').inTable('users');
    t.integer('to_user_id').nullable().references('id').inTable('users');
    t.bigInteger('amount').notNullable();
    t.string('reference').nullable();
    dialect.timestamp(t, 'created_at').notNullable();
    t.check('?? > 0', ['amount'], 'buzz_ledger_entries_amount_positive');
    t.check(
      '?? IS NOT NULL OR ?? IS NOT NULL',
      ['from_user_id', 'to_user_id'],
      'buzz_ledger_entries_has_a_side',
    );
    t.index(['from_user_id', 'id'], 'buzz_ledger_entries_from_user_index');
    t.index(['to_user_id', 'id'], 'buzz_ledger_entries_to_user_index');
  });
  for (const statement of dialect.appendOnly('buzz_ledger_entries')) await knex.raw(statement);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('buzz_ledger_entries');
  if (dialectOf(knex).name === 'pg') await knex.raw('DROP FUNCTION buzz_ledger_entries_append_only()');
  await knex.schema.dropTable('buzz_accounts');
};
