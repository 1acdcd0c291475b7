import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/** Donation goals, early-access grants and download events. */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('donation_goals', (t) => {
    t.increments('id');
    t.string('title').notNullable();
    t.text('description').nullable();
    t.bigInteger('goal_amount').notNullable();
    t.bigInteger('total').notNullable().defaultTo(0);
    t.boolean('active').notNullable();
    t.boolean('is_early_access').notNullable();
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.integer('model_version_id')
      .notNullable()
      .references('id')
      .inTable('model_versions')
      .onDelete('CASCADE');
    t.check('?? >= 0', ['total'], 'donation_goals_total_non_negative');
    t.index(['model_version_id'], 'donation_goals_model_version_id_index');
  });

  await knex.schema.createTable('early_access_purchases', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.integer('model_version_id')
      .notNullable()
      .references('id')
      .inTable('model_versions')
      .onDelete('CASCADE');
    t.string('type', 16).notNullable();
    // A grant is bought once; granting again is a no-op (insert … on conflict do nothing).
    t.unique(['user_id', 'model_version_id', 'type'], { indexName: 'early_access_purchases_unique' });
    t.index(['model_version_id'], 'early_access_purchases_model_version_id_index');
  });

  // History: kept when the model goes, so no foreign keys to versions or files.
  await knex.schema.createTable('downloads', (t) => {
    t.increments('id');
    t.integer('user_id').nullable().references('id').inTable('users');
    t.integer('model_version_id').notNullable();
    t.integer('file_id').notNullable();
    dialect.timestamp(t, 'at').notNullable();
    t.index(['user_id', 'model_version_id'], 'downloads_user_version_index');
    t.index(['model_version_id'], 'downloads_model_version_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('downloads');
  await knex.schema.dropTable('early_access_purchases');
  await knex.schema.dropTable('donation_goals');
};
