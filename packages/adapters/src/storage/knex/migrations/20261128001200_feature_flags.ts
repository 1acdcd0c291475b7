import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Feature flags set at run time (issue 20, docs/configuration.md#feature-flags): one row per flag an operator set
 * with `atelier flags set`; a flag without a row keeps its `ATELIER_FLAG_*` default. Servers read the table every
 * few seconds (`DbFeatureFlags`).
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('feature_flags', (t) => {
    t.string('name', 64).primary();
    t.boolean('is_on').notNullable();
    dialect.timestamp(t, 'updated_at').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('feature_flags');
};
