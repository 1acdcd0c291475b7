import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/** Users and what hangs off a user alone: follows, notification settings and notifications. */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username').notNullable();
    dialect.timestamp(t, 'created_at').notNullable();
    dialect.timestamp(t, 'deleted_at').nullable();
    t.boolean('is_moderator').notNullable().defaultTo(false);
    t.boolean('is_member').notNullable().defaultTo(false);
    t.boolean('muted').notNullable().defaultTo(false);
    t.boolean('banned').notNullable().defaultTo(false);
    t.json('file_preferences').notNullable();
    t.boolean('disable_poi').notNullable().defaultTo(false);
    t.boolean('disable_minor').notNullable().defaultTo(false);
    t.json('creator_card_stats_preferences').notNullable();
    t.json('links').notNullable();
    t.json('rank').nullable();
    t.integer('vault_storage_kb').notNullable().defaultTo(0);
  });
  // Usernames are unique whatever their case; lookups go through lower(username).
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');

  await knex.schema.createTable('follows', (t) => {
    // `id` keeps the order people were followed in, which the "following" list shows.
    t.increments('id');
    t.integer('follower_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('target_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.unique(['follower_id', 'target_user_id'], { indexName: 'follows_pair_unique' });
    t.index(['target_user_id'], 'follows_target_user_id_index');
  });

  await knex.schema.createTable('notify_settings', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    // A model id or a version id, depending on kind: no foreign key, cleaned up by the model/version delete.
    t.integer('entity_id').notNullable();
    t.primary(['user_id', 'kind', 'entity_id']);
    t.index(['kind', 'entity_id'], 'notify_settings_entity_index');
  });

  await knex.schema.createTable('notifications', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.text('message').notNullable();
    dialect.timestamp(t, 'created_at').notNullable();
    dialect.timestamp(t, 'read_at').nullable();
    t.index(['user_id', 'created_at'], 'notifications_user_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('notify_settings');
  await knex.schema.dropTable('follows');
  await knex.schema.dropTable('users');
};
