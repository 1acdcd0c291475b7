import { aModel, aPost } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { publishedModel as publishedModelOf } from '../../testing/published-model.js';
import { useTestServer } from '../../testing/test-server.js';

/** The gallery settings procedures of `model.*`: read, save, copy to the owner's other models. */
describe.each(databases)('model.*GallerySettings on $name', (database) => {
  const server = useTestServer(database);

  const publishedModel = () => publishedModelOf(server());

  it('getGallerySettings / updateGallerySettings: the owner saves them and anyone reads them; others may not save', async () => {
    const { api, signedIn } = server();
    const { owner, model, version } = await publishedModel();
    const gallerySettings = {
      hiddenImages: [],
      hiddenTags: [],
      hiddenUsers: [],
      level: 7,
      pinnedPosts: { [version.id]: [] },
    };
    const saved = expectOk(
      await api.mutation<{ level: number }>(
        'model.updateGallerySettings',
        { id: model.id, gallerySettings },
        owner.auth,
      ),
    );
    expect(saved.level).toBe(7);
    expect(
      expectOk(await api.query<{ level: number }>('model.getGallerySettings', { id: model.id })).level,
    ).toBe(7);

    const stranger = await signedIn();
    expectFailure(
      await api.mutation('model.updateGallerySettings', { id: model.id, gallerySettings }, stranger.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    expectFailure(await api.query('model.getGallerySettings', { id: 9999 }), 404, 'NOT_FOUND');
  });

  it("updateGallerySettings: refuses pins of other models' posts and made-up tags and users, changing nothing", async () => {
    const { api, world } = server();
    const { owner, model, version } = await publishedModel();
    const other = await publishedModel();
    const foreignPost = await world.given.post(aPost().of(other.version));
    const ownPost = await world.given.post(aPost().of(version));
    const empty = { hiddenImages: [], hiddenTags: [], hiddenUsers: [], level: 31, pinnedPosts: {} };
    const before = expectOk(await api.query('model.getGallerySettings', { id: model.id }));
    const refused = async (gallerySettings: object, code: string) =>
      expectFailure(
        await api.mutation('model.updateGallerySettings', { id: model.id, gallerySettings }, owner.auth),
        400,
        code,
      );

    await refused({ ...empty, pinnedPosts: { [version.id]: [foreignPost.id] } }, 'GALLERY.PIN_NOT_OF_MODEL');
    await refused(
      { ...empty, pinnedPosts: { [other.version.id]: [foreignPost.id] } },
      'GALLERY.PIN_NOT_OF_MODEL',
    );
    await refused({ ...empty, hiddenTags: [{ id: 999_999, name: 'made up' }] }, 'GALLERY.UNKNOWN_TAG');
    await refused({ ...empty, hiddenUsers: [{ id: 999_999, username: 'ghost' }] }, 'GALLERY.UNKNOWN_USER');
    expect(expectOk(await api.query('model.getGallerySettings', { id: model.id }))).toEqual(before);

    const pinned = { ...empty, pinnedPosts: { [version.id]: [ownPost.id] } };
    expectOk(
      await api.mutation(
        'model.updateGallerySettings',
        { id: model.id, gallerySettings: pinned },
        owner.auth,
      ),
    );
  });

  it('copyGallerySettings: copies to the owner’s other models; anonymous callers must sign in', async () => {
    const { api, world } = server();
    const { owner, model } = await publishedModel();
    const other = await world.given.model(aModel().ownedBy(owner.user).published());
    expect(expectOk(await api.mutation('model.copyGallerySettings', { id: model.id }, owner.auth))).toEqual({
      modelIds: [other.id],
    });
    expectFailure(
      await api.mutation('model.copyGallerySettings', { id: model.id }),
      401,
      'AUTH.SIGN_IN_REQUIRED',
    );
  });
});
