import { DeleteModel, DeleteVersion, GetDeleteImpact, RestoreModel, RestoreVersion } from '@atelier/domain';
import { aModel, aPost, aReview, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import type { KnexWorld } from './testing/create-knex-world.js';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

/** Every column of every row other people own under the model, plus the download history, in id order. */
const snapshot = async ({ knex }: KnexWorld) => ({
  reviews: await knex('reviews').select('*').orderBy('id'),
  posts: await knex('posts').select('*').orderBy('id'),
  images: await knex('images').select('*').orderBy('id'),
  imageTags: await knex('image_tags').select('*').orderBy(['image_id', 'tag_id']),
  downloads: await knex('downloads').select('*').orderBy('id'),
});

describe.each(databases)('soft delete and restore on $name', (database) => {
  const world = useKnexWorld(database);

  /** A model with two versions; three other people review and post on the second one, the owner posts too. */
  const scene = async () => {
    const w = world();
    const owner = await w.given.user(aUser().named('owner'));
    const moderator = await w.given.user(aUser().named('moderator').moderator());
    const model = await w.given.model(aModel().ownedBy(owner).published());
    const kept = await w.given.version(aVersion().of(model));
    const version = await w.given.version(aVersion().of(model));
    const tag = await w.given.tag();
    await w.given.post(
      aPost()
        .of(version)
        .withImages({ tagIds: [tag.id] }),
    );
    for (const name of ['ada', 'bo', 'cy']) {
      const other = await w.given.user(aUser().named(name));
      const review = await w.given.review(aReview().of(version).by(other).up().details(`by ${name}`));
      await w.given.post(
        aPost()
          .of(version)
          .by(other)
          .forReview(review)
          .withImages({ tagIds: [tag.id] }, { nsfwLevel: 4 }),
      );
      await w.repos.downloads.record({
        userId: other.id,
        modelVersionId: version.id,
        fileId: 1,
        at: w.clock.now(),
      });
    }
    await w.given.review(aReview().of(kept).by(moderator).down());
    return { w, owner, moderator, model, kept, version };
  };

  it('deleting then restoring a version brings back every review, post and image of other users, byte for byte', async () => {
    const { w, owner, moderator, model, version } = await scene();
    const before = await snapshot(w);

    expect(await new GetDeleteImpact(w.deps).execute(owner, { kind: 'version', id: version.id })).toEqual({
      ok: true,
      value: { reviews: 3, posts: 3, images: 6, refunds: { purchases: 0, buzz: 0 } },
    });
    expect((await new DeleteVersion(w.deps).execute(owner, { id: version.id })).ok).toBe(true);

    const hidden = await snapshot(w);
    expect(hidden.reviews).toHaveLength(before.reviews.length);
    expect(hidden.images).toHaveLength(before.images.length);
    expect(hidden.downloads).toEqual(before.downloads);
    expect(hidden.posts.every((post) => post.deleted_with === `version:${version.id}`)).toBe(true);
    expect(await w.repos.reviews.totalsOfModel(model.id)).toEqual({ up: 0, down: 1 });
    expect((await w.repos.versions.ofModel(model.id)).map((v) => v.id)).not.toContain(version.id);

    const restored = await new RestoreVersion(w.deps).execute(moderator, { id: version.id });
    expect(restored).toMatchObject({
      ok: true,
      value: { id: version.id, status: 'Unpublished', deletedAt: null },
    });
    expect(await snapshot(w)).toEqual(before);
    expect(await w.repos.reviews.totalsOfModel(model.id)).toEqual({ up: 3, down: 1 });
  });

  it('a model restore leaves hidden what an earlier version delete hid, until that version is restored', async () => {
    const { w, owner, moderator, model, version } = await scene();
    const before = await snapshot(w);

    expect((await new DeleteVersion(w.deps).execute(owner, { id: version.id })).ok).toBe(true);
    expect((await new DeleteModel(w.deps).execute(owner, { id: model.id, permanently: false })).ok).toBe(
      true,
    );
    const [keptReview] = (await w.knex('reviews').where('model_version_id', '<>', version.id)) as {
      deleted_with: string | null;
    }[];
    expect(keptReview?.deleted_with).toBe(`model:${model.id}`);

    expect((await new RestoreModel(w.deps).execute(moderator, { id: model.id })).ok).toBe(true);
    expect(await w.repos.reviews.totalsOfModel(model.id)).toEqual({ up: 0, down: 1 });
    expect((await new RestoreVersion(w.deps).execute(moderator, { id: version.id })).ok).toBe(true);
    expect(await snapshot(w)).toEqual(before);
  });

  it('only moderators restore, and only deleted versions', async () => {
    const { w, owner, moderator, kept, version } = await scene();
    await new DeleteVersion(w.deps).execute(owner, { id: version.id });
    // A deleted version is hidden from its owner too: it answers like a missing one.
    expect(await new RestoreVersion(w.deps).execute(owner, { id: version.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await new RestoreVersion(w.deps).execute(moderator, { id: kept.id })).toMatchObject({
      ok: false,
      error: { code: 'VERSION.NOT_DELETED' },
    });
  });
});
