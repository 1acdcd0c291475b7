import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * The model discussion (docs/community.md, "Discussion"): replies one level deep (`parent_id`, the thread's
 * top-level comment), edits, a moderator's hide, and deletion that keeps a comment's row while its replies need
 * their place; and reactions, one of each kind per user and comment.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.alterTable('comments', (t) => {
    t.integer('parent_id').nullable().references('id').inTable('comments').onDelete('CASCADE');
    dialect.timestamp(t as unknown as Knex.CreateTableBuilder, 'edited_at').nullable();
    t.boolean('hidden').notNullable().defaultTo(false);
    dialect.timestamp(t as unknown as Knex.CreateTableBuilder, 'deleted_at').nullable();
    t.index(['parent_id'], 'comments_parent_id_index');
  });
  await knex.schema.createTable('comment_reactions', (t) => {
    t.integer('comment_id').notNullable().references('id').inTable('comments').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('reaction', 16).notNullable();
    t.primary(['comment_id', 'user_id', 'reaction']);
    t.check("?? in ('like', 'heart', 'laugh')", ['reaction'], 'comment_reactions_reaction_known');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('comment_reactions');
  await knex.schema.alterTable('comments', (t) => {
    t.dropIndex(['parent_id'], 'comments_parent_id_index');
    t.dropForeign(['parent_id']);
    t.dropColumns('parent_id', 'edited_at', 'hidden', 'deleted_at');
  });
};
