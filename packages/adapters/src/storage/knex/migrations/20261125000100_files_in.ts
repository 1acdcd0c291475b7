import type { Knex } from 'knex';

/**
 * Files put on the hub by creators (docs/uploads.md): the tensor facts read from a SafeTensors header when the file
 * is processed, and when the file was added.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('model_files', (t) => {
    t.json('tensor_facts').nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('model_files', (t) => {
    t.dropColumn('tensor_facts');
  });
};
