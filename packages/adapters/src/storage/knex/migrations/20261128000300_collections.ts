import type { Knex } from 'knex';

/**
 * Collections as their owners manage them (issue 17): a description and a read setting (private: its owner and
 * moderators only), and on each entry the version collected, if one was (a deleted version leaves the model).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('collections', (t) => {
    t.text('description').nullable();
    t.boolean('is_private').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('collection_models', (t) => {
    t.integer('model_version_id').nullable().references('id').inTable('model_versions').onDelete('SET NULL');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('collection_models', (t) => {
    t.dropForeign(['model_version_id']);
    t.dropColumn('model_version_id');
  });
  await knex.schema.alterTable('collections', (t) => {
    t.dropColumn('is_private');
    t.dropColumn('description');
  });
};
