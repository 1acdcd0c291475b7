import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/** Models with their tags and licenses, versions, and files with their hashes. */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('models', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.string('name').notNullable();
    t.text('description').notNullable();
    t.string('type', 32).notNullable();
    t.string('checkpoint_type', 16).nullable();
    t.string('status', 32).notNullable();
    t.string('mode', 16).nullable();
    t.string('availability', 16).notNullable();
    t.boolean('nsfw').notNullable();
    t.integer('nsfw_level').notNullable();
    t.boolean('poi').notNullable();
    t.boolean('minor').notNullable();
    t.boolean('locked').notNullable();
    dialect.timestamp(t, 'deleted_at').nullable();
    t.integer('deleted_by').nullable().references('id').inTable('users');
    dialect.timestamp(t, 'published_at').nullable();
    dialect.timestamp(t, 'updated_at').notNullable();
    dialect.timestamp(t, 'early_access_deadline').nullable();
    t.boolean('allow_no_credit').notNullable();
    t.json('allow_commercial_use').notNullable();
    t.boolean('allow_derivatives').notNullable();
    t.boolean('allow_different_license').notNullable();
    t.boolean('sfw_only').notNullable();
    t.json('meta').notNullable();
    t.boolean('ownership_processing').notNullable();
    t.boolean('has_suggested_resources').notNullable();
    // Rank counters are columns, not JSON: "most downloaded first" sorts on them.
    t.integer('thumbs_up_count').notNullable().defaultTo(0);
    t.integer('thumbs_down_count').notNullable().defaultTo(0);
    t.integer('download_count').notNullable().defaultTo(0);
    t.integer('generation_count').notNullable().defaultTo(0);
    t.integer('collected_count').notNullable().defaultTo(0);
    t.integer('tipped_amount_count').notNullable().defaultTo(0);
    t.index(['user_id'], 'models_user_id_index');
  });

  await knex.schema.createTable('tags', (t) => {
    t.increments('id');
    t.string('name').notNullable().unique('tags_name_unique');
    t.boolean('is_category').notNullable().defaultTo(false);
    t.boolean('unlisted').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('model_tags', (t) => {
    t.integer('model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('id').inTable('tags').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.primary(['model_id', 'tag_id']);
    t.index(['tag_id'], 'model_tags_tag_id_index');
  });

  await knex.schema.createTable('licenses', (t) => {
    t.increments('id');
    t.string('name').notNullable();
    t.text('url').notNullable();
    t.unique(['name', 'url'], { indexName: 'licenses_name_url_unique' });
  });

  await knex.schema.createTable('model_licenses', (t) => {
    t.integer('model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.integer('license_id').notNullable().references('id').inTable('licenses');
    t.integer('position').notNullable();
    t.primary(['model_id', 'position']);
  });

  await knex.schema.createTable('model_versions', (t) => {
    t.increments('id');
    t.integer('model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.integer('index').notNullable();
    t.string('name').notNullable();
    t.string('status', 32).notNullable();
    t.string('base_model').notNullable();
    t.string('base_model_type').nullable();
    t.text('description').notNullable();
    dialect.timestamp(t, 'created_at').notNullable();
    dialect.timestamp(t, 'published_at').nullable();
    dialect.timestamp(t, 'early_access_ends_at').nullable();
    t.json('early_access_config').nullable();
    t.boolean('can_download').notNullable();
    t.boolean('can_generate').notNullable();
    t.string('usage_control', 32).notNullable();
    t.integer('steps').nullable();
    t.integer('epochs').nullable();
    t.integer('clip_skip').nullable();
    t.double('strength').nullable();
    t.json('trained_words').notNullable();
    t.string('training_status', 16).nullable();
    t.boolean('inaccurate').notNullable();
    // Read and written whole with the version, never queried.
    t.json('meta').notNullable();
    t.json('rank').notNullable();
    t.index(['model_id', 'index'], 'model_versions_model_id_index_index');
  });

  await knex.schema.createTable('model_files', (t) => {
    t.increments('id');
    t.integer('model_version_id')
      .notNullable()
      .references('id')
      .inTable('model_versions')
      .onDelete('CASCADE');
    t.string('type', 32).notNullable();
    t.string('name').notNullable();
    t.double('size_kb').notNullable();
    t.string('visibility', 16).notNullable();
    t.json('metadata').notNullable();
    t.string('virus_scan_result', 16).notNullable();
    t.string('pickle_scan_result', 16).notNullable();
    t.text('virus_scan_message').nullable();
    t.text('pickle_scan_message').nullable();
    dialect.timestamp(t, 'scanned_at').nullable();
    t.text('storage_key').notNullable();
    t.index(['model_version_id'], 'model_files_model_version_id_index');
  });

  await knex.schema.createTable('model_file_hashes', (t) => {
    t.integer('file_id').notNullable().references('id').inTable('model_files').onDelete('CASCADE');
    t.string('type', 16).notNullable();
    t.string('hash', 128).notNullable();
    t.integer('position').notNullable();
    t.primary(['file_id', 'type']);
    // Finding a file by its hash (AutoV2 lookups by generators and the API).
    t.index(['hash'], 'model_file_hashes_hash_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  for (const table of [
    'model_file_hashes',
    'model_files',
    'model_versions',
    'model_licenses',
    'licenses',
    'model_tags',
    'tags',
    'models',
  ]) {
    await knex.schema.dropTable(table);
  }
};
