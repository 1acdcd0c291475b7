import type { Knex } from 'knex';

/**
 * Issue 17: the kinds of notification each user turned off (a row per kind turned off; no row means on), and an
 * index for the header bell's unread count.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('notification_settings', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.primary(['user_id', 'kind']);
  });
  await knex.schema.alterTable('notifications', (t) => {
    t.index(['user_id', 'read_at'], 'notifications_user_unread_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('notifications', (t) => {
    t.dropIndex(['user_id', 'read_at'], 'notifications_user_unread_index');
  });
  await knex.schema.dropTable('notification_settings');
};
