import { errors } from '@atelier/domain';
import { aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import type { Answer } from '../../testing/api-client.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

type Page = { items: { postId: number }[]; nextCursor: string | null };

/** Cursors no page makes: junk, a broken or edited key, out of range, and (for the feed) a pinned card's. */
const FORGED = ['not-a-cursor', 'gc.1.x.-1', 'gc.1.-5.7', 'gc.1.-99999999999999999.-1', 'gc.9.0.0'];

const expectRefusedCursor = (answer: Answer, cursor: string): void => {
  expectFailure(answer, 400, 'GALLERY.INVALID_CURSOR');
  if (!answer.ok) expect(answer.error.message, cursor).toBe(errors.invalidGalleryCursor.message);
};

describe.each(databases)('image.getImagesAsPostsInfinite and image.getFeed cursors on $name', (database) => {
  const server = useTestServer(database);

  const galleryOf26Posts = async () => {
    const { world } = server();
    const owner = await world.given.user(aUser().named('painter'));
    const model = await world.given.model(aModel().ownedBy(owner).published());
    const version = await world.given.version(aVersion().of(model).published());
    for (let i = 0; i < 26; i++) await world.given.post(aPost().of(version));
    return version;
  };

  it('image.getImagesAsPostsInfinite: pages on with the cursor it gave; one no page made is a 400, not a 500', async () => {
    const { api } = server();
    const version = await galleryOf26Posts();
    const input = { modelVersionId: version.id, limit: 25, browsingLevel: 31 };

    const first = expectOk(await api.query<Page>('image.getImagesAsPostsInfinite', input));
    const second = expectOk(
      await api.query<Page>('image.getImagesAsPostsInfinite', { ...input, cursor: first.nextCursor }),
    );
    expect([...first.items, ...second.items].map((card) => card.postId)).toHaveLength(26);
    expect(second.nextCursor).toBeNull();
    for (const cursor of FORGED)
      expectRefusedCursor(await api.query('image.getImagesAsPostsInfinite', { ...input, cursor }), cursor);
  });

  it('image.getFeed: pages on with the cursor it gave; one no page made (a pinned card’s too) is a 400', async () => {
    const { api } = server();
    await galleryOf26Posts();

    for (const sort of ['Newest', 'MostReactions'] as const) {
      const input = { sort, period: 'AllTime', limit: 25, browsingLevel: 31 };
      const first = expectOk(await api.query<Page>('image.getFeed', input));
      const second = expectOk(await api.query<Page>('image.getFeed', { ...input, cursor: first.nextCursor }));
      expect(new Set([...first.items, ...second.items].map((card) => card.postId)).size).toBe(26);
      for (const cursor of [...FORGED, 'gc.0.0.0'])
        expectRefusedCursor(await api.query('image.getFeed', { ...input, cursor }), cursor);
    }
  });
});
