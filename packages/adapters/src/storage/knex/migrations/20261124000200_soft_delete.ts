import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Soft deletion that keeps other people's data (docs/security.md, "Deletion, restore and refunds"): a version
 * carries when and by whom it was deleted; reviews, posts and images carry the deletion they were hidden with
 * (`version:12`, `model:5`) so a restore brings back exactly those rows, untouched. Early-access payments wait in
 * escrow until their window ends (docs/adr/0006-early-access-escrow.md); a row per purchase says which are held.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.alterTable('model_versions', (t) => {
    dialect.timestamp(t as unknown as Knex.CreateTableBuilder, 'deleted_at').nullable();
    t.integer('deleted_by').nullable();
  });
  for (const table of ['reviews', 'posts', 'images']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('deleted_with', 32).nullable();
      t.index(['deleted_with'], `${table}_deleted_with_index`);
    });
  }
  // History like the ledger: no foreign key to purchases or versions, which a permanent delete removes.
  await knex.schema.createTable('early_access_escrow', (t) => {
    t.integer('purchase_id').primary();
    t.integer('buyer_id').notNullable().references('id').inTable('users');
    t.integer('creator_id').notNullable().references('id').inTable('users');
    t.integer('model_version_id').notNullable();
    t.bigInteger('amount').notNullable();
    dialect.timestamp(t, 'releases_at').notNullable();
    t.string('state', 16).notNullable().defaultTo('held');
    dialect.timestamp(t, 'settled_at').nullable();
    t.check('?? > 0', ['amount'], 'early_access_escrow_amount_positive');
    t.check("?? in ('held', 'released', 'refunded')", ['state'], 'early_access_escrow_state_known');
    t.index(['state', 'releases_at'], 'early_access_escrow_due_index');
    t.index(['model_version_id'], 'early_access_escrow_model_version_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('early_access_escrow');
  for (const table of ['images', 'posts', 'reviews']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['deleted_with'], `${table}_deleted_with_index`);
      t.dropColumn('deleted_with');
    });
  }
  await knex.schema.alterTable('model_versions', (t) => {
    t.dropColumn('deleted_by');
    t.dropColumn('deleted_at');
  });
};
