import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/** Reviews, posts and their images, a model's gallery settings and exploration prompts. */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.integer('model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.integer('model_version_id')
      .notNullable()
      .references('id')
      .inTable('model_versions')
      .onDelete('CASCADE');
    t.boolean('recommended').notNullable();
    t.integer('rating').notNullable();
    t.text('details').nullable();
    dialect.timestamp(t, 'created_at').notNullable();
    // One review per user and version; the index also serves "has this user reviewed it".
    t.unique(['user_id', 'model_version_id'], { indexName: 'reviews_user_version_unique' });
    t.index(['model_version_id'], 'reviews_model_version_id_index');
    t.index(['model_id'], 'reviews_model_id_index');
  });

  await knex.schema.createTable('posts', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.integer('model_version_id').nullable().references('id').inTable('model_versions').onDelete('CASCADE');
    t.text('title').nullable();
    dialect.timestamp(t, 'published_at').nullable();
    t.integer('review_id').nullable().references('id').inTable('reviews').onDelete('SET NULL');
    // The gallery's keyset order (published_at DESC, id DESC) is this index read backwards.
    t.index(['model_version_id', 'published_at', 'id'], 'posts_gallery_order_index');
    t.index(['user_id'], 'posts_user_id_index');
    t.index(['review_id'], 'posts_review_id_index');
  });

  await knex.schema.createTable('images', (t) => {
    t.increments('id');
    t.integer('post_id').notNullable().references('id').inTable('posts').onDelete('CASCADE');
    t.text('url').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('nsfw_level').notNullable();
    t.string('hash', 128).nullable();
    t.integer('reaction_count').notNullable().defaultTo(0);
    t.index(['post_id', 'id'], 'images_post_id_index');
  });

  await knex.schema.createTable('image_tags', (t) => {
    t.integer('image_id').notNullable().references('id').inTable('images').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('id').inTable('tags').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.primary(['image_id', 'tag_id']);
    t.index(['tag_id'], 'image_tags_tag_id_index');
  });

  await knex.schema.createTable('gallery_settings', (t) => {
    t.integer('model_id').primary().references('id').inTable('models').onDelete('CASCADE');
    t.integer('level').notNullable();
    t.json('hidden_images').notNullable();
    t.json('hidden_tags').notNullable();
    t.json('hidden_users').notNullable();
    t.json('pinned_posts').notNullable();
  });

  await knex.schema.createTable('exploration_prompts', (t) => {
    t.integer('model_version_id')
      .notNullable()
      .references('id')
      .inTable('model_versions')
      .onDelete('CASCADE');
    t.integer('model_id').notNullable().references('id').inTable('models').onDelete('CASCADE');
    t.string('name').notNullable();
    t.text('prompt').notNullable();
    t.integer('index').notNullable();
    t.primary(['model_version_id', 'name']);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  for (const table of [
    'exploration_prompts',
    'gallery_settings',
    'image_tags',
    'images',
    'posts',
    'reviews',
  ]) {
    await knex.schema.dropTable(table);
  }
};
