import type { Knex } from 'knex';

type Row = Record<string, unknown>;

/** The demo's plain published model (docs/demo-data.md); its newest version is complete: files, posts, reviews. */
export const TEMPLATE_MODEL_ID = 5;

/** Inserts a copy of `row` with a new id and `changes` applied; returns the new id. */
async function copyRow(trx: Knex.Transaction, table: string, row: Row, changes: Row = {}): Promise<number> {
  const { id: _oldId, ...columns } = row;
  const [inserted] = await trx(table).insert({ ...columns, ...changes }, ['id']);
  return Number((inserted as { id: number }).id);
}

/** Copies a version with its files (and their hashes), reviews, and posts (with their images and image tags). */
async function copyVersion(
  trx: Knex.Transaction,
  version: Row,
  modelId: number,
  index: number,
): Promise<void> {
  const versionId = await copyRow(trx, 'model_versions', version, {
    model_id: modelId,
    index,
    name: `v${index + 1}.0`,
  });
  for (const file of await trx('model_files').where({ model_version_id: version.id })) {
    const fileId = await copyRow(trx, 'model_files', file, { model_version_id: versionId });
    const hashes = await trx('model_file_hashes').where({ file_id: file.id });
    if (hashes.length > 0)
      await trx('model_file_hashes').insert(hashes.map((h) => ({ ...h, file_id: fileId })));
  }
  const reviewIds = new Map<unknown, number>();
  for (const review of await trx('reviews').where({ model_version_id: version.id }))
    reviewIds.set(
      review.id,
      await copyRow(trx, 'reviews', review, { model_id: modelId, model_version_id: versionId }),
    );
  for (const post of await trx('posts').where({ model_version_id: version.id })) {
    const postId = await copyRow(trx, 'posts', post, {
      model_version_id: versionId,
      review_id: reviewIds.get(post.review_id) ?? null,
    });
    for (const image of await trx('images').where({ post_id: post.id })) {
      const imageId = await copyRow(trx, 'images', image, { post_id: postId });
      const tags = await trx('image_tags').where({ image_id: image.id });
      if (tags.length > 0) await trx('image_tags').insert(tags.map((t) => ({ ...t, image_id: imageId })));
    }
  }
}

/**
 * A published model like the template (same owner, tags, license) with `versions` published, complete versions,
 * each a copy of the template's newest version (files, reviews, posts and images). Returns the model's id.
 */
export const addModelCopy = (knex: Knex, name: string, versions: number): Promise<number> =>
  knex.transaction(async (trx) => {
    const template = (await trx('models').where({ id: TEMPLATE_MODEL_ID }).first()) as Row;
    const modelId = await copyRow(trx, 'models', template, { name });
    for (const table of ['model_tags', 'model_licenses']) {
      const rows = await trx(table).where({ model_id: TEMPLATE_MODEL_ID });
      await trx(table).insert(rows.map((row) => ({ ...row, model_id: modelId })));
    }
    const newest = (await trx('model_versions')
      .where({ model_id: TEMPLATE_MODEL_ID })
      .orderBy('index')
      .first()) as Row;
    for (let index = 0; index < versions; index += 1) await copyVersion(trx, newest, modelId, index);
    return modelId;
  });
