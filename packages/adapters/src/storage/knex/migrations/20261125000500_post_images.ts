import type { Knex } from 'knex';

/**
 * Post images as the images pipeline keeps them (issue 16): the content key their URLs are built from (the image
 * route finds an image by it), the generation parameters read from the uploaded file, and each image's place in its
 * post (images are shown by position, then id; the ones stored before this have position 0).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('images', (t) => {
    t.string('content_key', 32).nullable();
    t.json('meta').nullable();
    t.integer('position').notNullable().defaultTo(0);
    t.index(['content_key'], 'images_content_key_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('images', (t) => {
    t.dropIndex(['content_key'], 'images_content_key_index');
    t.dropColumn('position');
    t.dropColumn('meta');
    t.dropColumn('content_key');
  });
};
