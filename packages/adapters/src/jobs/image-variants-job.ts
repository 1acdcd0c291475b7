import type { Knex } from 'knex';
import type { ImageVariants } from '../images/image-variants.js';

/**
 * The `imageVariants {imageId}` job (queued by `AddPostImage` with the image row): makes every variant of the image
 * ahead of the first page that shows it (docs/images.md). Made variants are kept, so a second delivery does no work;
 * an image gone since, or one without a content key (generated images, the large demo's pool), leaves nothing to do.
 * Not a use case: no rule is decided here, only files derived from a stored one.
 */
export const makeImageVariants = async (
  knex: Knex,
  variants: Pick<ImageVariants, 'prepare'>,
  imageId: number,
): Promise<void> => {
  const row: { content_key: string | null } | undefined = await knex('images')
    .where('id', imageId)
    .first('content_key');
  if (row?.content_key == null) return;
  await variants.prepare(row.content_key);
};
