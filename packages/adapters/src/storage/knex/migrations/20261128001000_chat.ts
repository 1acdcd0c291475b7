import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Direct messages (issue 19, docs/chat.md). One thread per pair of users (the pair stored lower id first, unique, so
 * racing "open" calls make one thread); a participant row per user with their read position and, copied from the
 * thread, its last message id, so a user's thread list is one index range newest first; messages paged by id within
 * their thread; blocks by blocker.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('chat_threads', (t) => {
    t.increments('id');
    t.integer('user_low_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('user_high_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    dialect.timestamp(t, 'created_at').notNullable();
    t.integer('last_message_id').nullable();
    t.unique(['user_low_id', 'user_high_id'], { indexName: 'chat_threads_pair_unique' });
    t.check('?? < ??', ['user_low_id', 'user_high_id'], 'chat_threads_pair_ordered');
  });
  await knex.schema.createTable('chat_participants', (t) => {
    t.integer('thread_id').notNullable().references('id').inTable('chat_threads').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('last_read_message_id').notNullable().defaultTo(0);
    t.integer('last_message_id').nullable();
    t.primary(['thread_id', 'user_id']);
    t.index(['user_id', 'last_message_id'], 'chat_participants_user_last_message_index');
  });
  await knex.schema.createTable('chat_messages', (t) => {
    t.increments('id');
    t.integer('thread_id').notNullable().references('id').inTable('chat_threads').onDelete('CASCADE');
    t.integer('sender_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('text').notNullable();
    dialect.timestamp(t, 'created_at').notNullable();
    t.string('idempotency_key', 200).notNullable();
    t.unique(['sender_id', 'idempotency_key'], { indexName: 'chat_messages_sender_key_unique' });
    t.index(['thread_id', 'id'], 'chat_messages_thread_index');
  });
  await knex.schema.createTable('chat_blocks', (t) => {
    t.integer('blocker_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('blocked_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    dialect.timestamp(t, 'created_at').notNullable();
    t.primary(['blocker_id', 'blocked_id']);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('chat_blocks');
  await knex.schema.dropTable('chat_messages');
  await knex.schema.dropTable('chat_participants');
  await knex.schema.dropTable('chat_threads');
};
