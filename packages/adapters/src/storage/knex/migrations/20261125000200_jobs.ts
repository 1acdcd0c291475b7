import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * Durable background jobs (docs/adr/0009-durable-jobs.md): one row per job, from `waiting` through `running` to
 * `done` or `failed`. `dedupe_key` is the name and canonical payload; the partial unique index makes identical
 * waiting jobs one row on both databases (SQLite and PostgreSQL both take `CREATE UNIQUE INDEX … WHERE`).
 */
export const up = async (knex: Knex): Promise<void> => {
  const dialect = dialectOf(knex);
  await knex.schema.createTable('jobs', (t) => {
    t.increments('id').primary();
    t.string('name', 64).notNullable();
    t.text('payload').notNullable();
    t.text('dedupe_key').notNullable();
    t.string('state', 16).notNullable().defaultTo('waiting');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable();
    dialect.timestamp(t, 'run_after').notNullable();
    t.string('locked_by', 128).nullable();
    dialect.timestamp(t, 'lease_until').nullable();
    t.text('last_error').nullable();
    dialect.timestamp(t, 'created_at').notNullable();
    dialect.timestamp(t, 'updated_at').notNullable();
    dialect.timestamp(t, 'finished_at').nullable();
    t.check("?? in ('waiting', 'running', 'done', 'failed')", ['state'], 'jobs_state_known');
    t.check('?? >= 1', ['max_attempts'], 'jobs_max_attempts_positive');
    t.index(['state', 'run_after'], 'jobs_due_index');
    t.index(['state', 'lease_until'], 'jobs_lease_index');
  });
  await knex.raw("CREATE UNIQUE INDEX jobs_waiting_dedupe ON jobs (dedupe_key) WHERE state = 'waiting'");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('jobs');
};
