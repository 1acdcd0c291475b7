import type { Knex } from 'knex';

/**
 * The resources an owner suggests next to a model ("Manage" on the carousel), in their order. Only models can be
 * suggested so far, so the resource is a foreign key to `models`: a permanently deleted model leaves no suggestion
 * behind, on either side.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('associated_resources', (t) => {
    t.integer('from_model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.string('resource_type', 16).notNullable();
    t.integer('resource_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.primary(['from_model_id', 'resource_type', 'resource_id']);
    t.index(['resource_id'], 'associated_resources_resource_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('associated_resources');
};
