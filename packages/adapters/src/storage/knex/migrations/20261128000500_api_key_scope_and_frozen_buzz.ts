import type { Knex } from 'knex';

/**
 * API key scopes and frozen Buzz accounts (issue 18, docs/api-keys-and-account-deletion.md). Keys made before scopes
 * had full access, so they become `write`. A deleted account's Buzz account is frozen: the ledger moves nothing
 * from or to it until the account is restored.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('api_keys', (t) => {
    t.string('scope', 8).notNullable().defaultTo('write');
  });
  await knex.schema.alterTable('buzz_accounts', (t) => {
    t.boolean('frozen').notNullable().defaultTo(false);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('buzz_accounts', (t) => {
    t.dropColumn('frozen');
  });
  await knex.schema.alterTable('api_keys', (t) => {
    t.dropColumn('scope');
  });
};
