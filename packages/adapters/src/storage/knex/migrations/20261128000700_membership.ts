import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Membership bought with Buzz lasts until a date (docs/membership.md): `member_until` ends it; null keeps a
 * membership without expiry (CLI-made members, and every member before this migration).
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.alterTable('users', (t) => {
    dialect.timestamp(t as unknown as Knex.CreateTableBuilder, 'member_until').nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('member_until');
  });
};
