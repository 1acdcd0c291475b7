import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/** Collections, reactions, the vault, reports, comments and the moderation audit log. */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('collections', (t) => {
    t.increments('id');
    t.string('name').notNullable();
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.index(['user_id'], 'collections_user_id_index');
  });

  await knex.schema.createTable('collection_models', (t) => {
    t.increments('id');
    t.integer('collection_id').notNullable().references('id').inTable('collections').onDelete('CASCADE');
    t.integer('model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.unique(['collection_id', 'model_id'], { indexName: 'collection_models_unique' });
    t.index(['model_id'], 'collection_models_model_id_index');
  });

  await knex.schema.createTable('collection_follows', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('collection_id').notNullable().references('id').inTable('collections').onDelete('CASCADE');
    t.primary(['user_id', 'collection_id']);
    t.index(['collection_id'], 'collection_follows_collection_id_index');
  });

  await knex.schema.createTable('reactions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.integer('model_version_id')
      .notNullable()
      .references('id')
      .inTable('model_versions')
      .onDelete('CASCADE');
    t.unique(['user_id', 'model_version_id'], { indexName: 'reactions_user_version_unique' });
    t.index(['model_version_id'], 'reactions_model_version_id_index');
    t.index(['model_id'], 'reactions_model_id_index');
  });

  // Vault items keep their own copy of the names, so they outlive the model: no foreign key to it.
  await knex.schema.createTable('vault_items', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('model_version_id').notNullable();
    t.integer('model_id').notNullable();
    t.string('model_name').notNullable();
    t.string('version_name').notNullable();
    t.double('size_kb').notNullable();
    t.text('notes').nullable();
    dialect.timestamp(t, 'added_at').notNullable();
    t.index(['user_id', 'model_version_id'], 'vault_items_user_version_index');
  });

  await knex.schema.createTable('reports', (t) => {
    t.increments('id');
    t.integer('reporter_id').notNullable().references('id').inTable('users');
    t.string('entity_type', 16).notNullable();
    t.integer('entity_id').notNullable();
    t.string('reason').notNullable();
    t.text('details').nullable();
    dialect.timestamp(t, 'created_at').notNullable();
    t.index(['entity_type', 'entity_id'], 'reports_entity_index');
  });

  await knex.schema.createTable('comments', (t) => {
    t.increments('id');
    t.integer('model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.text('content').notNullable();
    dialect.timestamp(t, 'created_at').notNullable();
    t.index(['model_id', 'created_at'], 'comments_model_created_index');
  });

  // The audit log is history: it outlives the model it talks about.
  await knex.schema.createTable('audit_entries', (t) => {
    t.increments('id');
    t.integer('actor_id').notNullable().references('id').inTable('users');
    t.string('action', 64).notNullable();
    t.integer('model_id').notNullable();
    t.integer('model_version_id').nullable();
    t.json('details').notNullable();
    dialect.timestamp(t, 'created_at').notNullable();
    t.index(['model_id'], 'audit_entries_model_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  for (const table of [
    'audit_entries',
    'comments',
    'reports',
    'vault_items',
    'reactions',
    'collection_follows',
    'collection_models',
    'collections',
  ]) {
    await knex.schema.dropTable(table);
  }
};
