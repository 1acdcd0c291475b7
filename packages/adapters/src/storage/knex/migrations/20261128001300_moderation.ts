import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * The moderator workspace (docs/moderation.md): a report is open until a moderator resolves or dismisses it, and
 * keeps who closed it, when, and their private note. The open queue reads by status in id order.
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.alterTable('reports', (t) => {
    t.string('status', 16).notNullable().defaultTo('Open');
    dialect.timestamp(t, 'resolved_at').nullable();
    // Who closed it; no foreign key: accounts are soft-deleted, and the history outlives them.
    t.integer('resolved_by').nullable();
    t.text('resolution_note').nullable();
    t.index(['status', 'id'], 'reports_status_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('reports', (t) => {
    t.dropIndex(['status', 'id'], 'reports_status_id_index');
    t.dropColumn('resolution_note');
    t.dropColumn('resolved_by');
    t.dropColumn('resolved_at');
    t.dropColumn('status');
  });
};
