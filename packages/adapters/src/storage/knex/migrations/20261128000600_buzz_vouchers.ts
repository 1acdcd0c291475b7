import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Buzz vouchers, the reference payment provider (docs/buzz.md): one row per code, stored as the SHA-256 digest of
 * the code (a database copy or backup gives away no unredeemed code), with the Buzz it is worth and, once redeemed,
 * whom it credited. The ledger entry under `voucher:{code}` is what makes a code credit once; the row records it.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('buzz_vouchers', (t) => {
    t.increments('id');
    t.string('code_digest', 64).notNullable().unique('buzz_vouchers_code_digest_unique');
    t.bigInteger('amount').notNullable();
    dialect.timestamp(t, 'created_at').notNullable();
    t.integer('credited_to_user_id').nullable().references('id').inTable('users');
    dialect.timestamp(t, 'credited_at').nullable();
    t.check('?? > 0', ['amount'], 'buzz_vouchers_amount_positive');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('buzz_vouchers');
};
