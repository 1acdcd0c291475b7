import { aCollection, aFile, aModel, aPost, aReview, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

describe.each(databases)(
  'collection.*, report.*, reaction.*, resourceReview.*, recommenders.* on $name',
  (database) => {
    const server = useTestServer(database);

    const published = async () => {
      const { world } = server();
      const model = await world.given.model(
        aModel()
          .published()
          .with({ tags: [{ name: 'castle', isCategory: false }] }),
      );
      const version = await world.given.version(aVersion().of(model).published());
      await world.given.file(aFile().of(version));
      return { model, version };
    };

    it('collection.follow / unfollow: someone else’s collection; never one’s own', async () => {
      const { api, world, signedIn } = server();
      const fan = await signedIn();
      const collection = await world.given.collection(aCollection());
      expect(
        expectOk(await api.mutation('collection.follow', { collectionId: collection.id }, fan.auth)),
      ).toEqual({ following: true });
      expect(await world.repos.collections.isFollowing(fan.user.id, collection.id)).toBe(true);
      expect(
        expectOk(await api.mutation('collection.unfollow', { collectionId: collection.id }, fan.auth)),
      ).toEqual({ following: false });
      const own = await world.given.collection(aCollection().ownedBy(fan.user));
      expectFailure(
        await api.mutation('collection.follow', { collectionId: own.id }, fan.auth),
        409,
        'COLLECTION.FOLLOW_FAILED',
      );
      expectFailure(
        await api.mutation('collection.unfollow', { collectionId: own.id }, fan.auth),
        409,
        'COLLECTION.UNFOLLOW_FAILED',
      );
    });

    it('collection.getFollowState: whether the viewer follows; false for anonymous visitors', async () => {
      const { api, world, signedIn } = server();
      const fan = await signedIn();
      const collection = await world.given.collection(aCollection());
      const input = { collectionId: collection.id };
      expect(expectOk(await api.query('collection.getFollowState', input, fan.auth))).toEqual({
        following: false,
      });
      await api.mutation('collection.follow', input, fan.auth);
      expect(expectOk(await api.query('collection.getFollowState', input, fan.auth))).toEqual({
        following: true,
      });
      expect(expectOk(await api.query('collection.getFollowState', input))).toEqual({ following: false });
      expectFailure(await api.query('collection.getFollowState', { collectionId: 9999 }), 404, 'NOT_FOUND');
    });

    it('collection.addModel: into one’s own collection only', async () => {
      const { api, world, signedIn } = server();
      const collector = await signedIn();
      const { model } = await published();
      const mine = await world.given.collection(aCollection().ownedBy(collector.user));
      const theirs = await world.given.collection(aCollection());
      expect(
        expectOk(
          await api.mutation(
            'collection.addModel',
            { collectionId: mine.id, modelId: model.id },
            collector.auth,
          ),
        ),
      ).toEqual({ collectionId: mine.id, modelId: model.id, modelVersionId: null });
      expect((await world.repos.collections.ofId(mine.id))?.modelIds).toEqual([model.id]);
      expectFailure(
        await api.mutation(
          'collection.addModel',
          { collectionId: theirs.id, modelId: model.id },
          collector.auth,
        ),
        403,
        'AUTH.FORBIDDEN',
      );
    });

    it('report.create: a signed-in user reports a model; a blank reason or anonymity is refused', async () => {
      const { api, signedIn } = server();
      const reporter = await signedIn();
      const { model } = await published();
      expect(
        expectOk(
          await api.mutation(
            'report.create',
            { entityType: 'model', entityId: model.id, reason: 'Stolen work' },
            reporter.auth,
          ),
        ),
      ).toMatchObject({ reporterId: reporter.user.id, reason: 'Stolen work' });
      expectFailure(
        await api.mutation(
          'report.create',
          { entityType: 'model', entityId: model.id, reason: '  ' },
          reporter.auth,
        ),
        400,
        'INVALID_INPUT',
      );
      expectFailure(
        await api.mutation('report.create', { entityType: 'model', entityId: model.id, reason: 'x' }),
        401,
        'AUTH.SIGN_IN_REQUIRED',
      );
    });

    it('reaction.toggleLike: likes and unlikes a visible version; a muted user is still signed in, anonymity is not', async () => {
      const { api, world, signedIn } = server();
      const fan = await signedIn();
      const { model, version } = await published();
      expect(
        expectOk(
          await api.mutation(
            'reaction.toggleLike',
            { modelId: model.id, modelVersionId: version.id, setTo: true },
            fan.auth,
          ),
        ),
      ).toEqual({ liked: true });
      expect(await world.repos.reactions.isLiked(fan.user.id, version.id)).toBe(true);
      expectFailure(
        await api.mutation('reaction.toggleLike', {
          modelId: model.id,
          modelVersionId: version.id,
          setTo: true,
        }),
        401,
        'AUTH.SIGN_IN_REQUIRED',
      );
    });

    it('resourceReview.create: after a download; before one it is refused', async () => {
      const { api, world, signedIn } = server();
      const reviewer = await signedIn();
      const { model, version } = await published();
      const input = { modelId: model.id, modelVersionId: version.id, recommended: true, details: 'Lovely' };
      expectFailure(
        await api.mutation('resourceReview.create', input, reviewer.auth),
        403,
        'REVIEW.DOWNLOAD_REQUIRED',
      );
      await world.given.download(reviewer.user, version);
      expect(expectOk(await api.mutation('resourceReview.create', input, reviewer.auth))).toMatchObject({
        recommended: true,
        rating: 5,
        details: 'Lovely',
      });
      expectFailure(
        await api.mutation('resourceReview.create', input, reviewer.auth),
        409,
        'REVIEW.ALREADY_EXISTS',
      );
    });

    it('resourceReview.create: a muted user may not review', async () => {
      const { api, world, signedIn } = server();
      const muted = await signedIn(aUser().muted());
      const { model, version } = await published();
      await world.given.download(muted.user, version);
      expectFailure(
        await api.mutation(
          'resourceReview.create',
          { modelId: model.id, modelVersionId: version.id, recommended: false },
          muted.auth,
        ),
        403,
        'USER.MUTED',
      );
    });

    it('resourceReview.update / delete: only the author changes or removes their review', async () => {
      const { api, world, signedIn } = server();
      const author = await signedIn();
      const other = await signedIn();
      const { version } = await published();
      const review = await world.given.review(aReview().of(version).by(author.user).up());
      expect(
        expectOk(
          await api.mutation('resourceReview.update', { id: review.id, recommended: false }, author.auth),
        ),
      ).toMatchObject({ recommended: false, rating: 1 });
      expectFailure(
        await api.mutation('resourceReview.update', { id: review.id, details: 'mine now' }, other.auth),
        403,
        'AUTH.FORBIDDEN',
      );
      expectFailure(
        await api.mutation('resourceReview.delete', { id: review.id }, other.auth),
        403,
        'AUTH.FORBIDDEN',
      );
      expect(expectOk(await api.mutation('resourceReview.delete', { id: review.id }, author.auth))).toEqual({
        id: review.id,
      });
      expect(await world.repos.reviews.ofId(review.id)).toBeNull();
    });

    it('recommenders.getResourceRecommendations: related public versions; a hidden version is not found', async () => {
      const { api, world } = server();
      const { version } = await published();
      const related = await published();
      const recommended = expectOk(
        await api.query<{ id: number }[]>('recommenders.getResourceRecommendations', {
          modelVersionId: version.id,
        }),
      );
      expect(recommended.map((r) => r.id)).toEqual([related.version.id]);
      const hidden = await world.given.version(
        aVersion()
          .of(await world.given.model(aModel().draft()))
          .draft(),
      );
      expectFailure(
        await api.query('recommenders.getResourceRecommendations', { modelVersionId: hidden.id }),
        404,
        'NOT_FOUND',
      );
    });

    it('recommenders.toggleResourceRecommendations: the owner flips it; with the feature off, "Failed to save"', async () => {
      const { api, world, signedIn, flags } = server();
      const owner = await signedIn();
      const model = await world.given.model(aModel().ownedBy(owner.user).published());
      const version = await world.given.version(aVersion().of(model).published());
      const toggled = expectOk(
        await api.mutation<{ allowAIRecommendations: boolean }>(
          'recommenders.toggleResourceRecommendations',
          { id: version.id },
          owner.auth,
        ),
      );
      expect(toggled.allowAIRecommendations).toBe(!version.meta.allowAIRecommendations);
      flags.recommenders = false;
      const failed = await api.mutation(
        'recommenders.toggleResourceRecommendations',
        { id: version.id },
        owner.auth,
      );
      expectFailure(failed, 409, 'SAVE_FAILED');
      if (!failed.ok) expect(failed.error.message).toBe('Failed to save');
    });

    it('image.getImagesAsPostsInfinite / image.getInfinite: the version’s gallery; level zero is refused', async () => {
      const { api, world, signedIn } = server();
      const owner = await signedIn();
      const model = await world.given.model(aModel().ownedBy(owner.user).published());
      const version = await world.given.version(aVersion().of(model).published());
      const post = await world.given.post(aPost().of(version).withImages({}, {}));

      const page = expectOk(
        await api.query<{ items: { postId: number }[] }>('image.getImagesAsPostsInfinite', {
          modelVersionId: version.id,
          limit: 25,
          browsingLevel: 31,
        }),
      );
      expect(page.items.map((item) => item.postId)).toEqual([post.id]);
      // What tRPC's infinite query client sends for the first page.
      expect(
        expectOk(
          await api.query<{ items: { postId: number }[] }>('image.getImagesAsPostsInfinite', {
            modelVersionId: version.id,
            limit: 25,
            browsingLevel: 31,
            cursor: null,
            direction: 'forward',
          }),
        ),
      ).toEqual(page);
      expectFailure(
        await api.query('image.getImagesAsPostsInfinite', {
          modelVersionId: version.id,
          limit: 25,
          browsingLevel: 0,
        }),
        400,
        'GALLERY.LEVEL_ZERO',
      );
      expectFailure(
        await api.query('image.getImagesAsPostsInfinite', {
          modelVersionId: version.id,
          limit: 30,
          browsingLevel: 31,
        }),
        400,
        'INVALID_INPUT',
      );

      const images = expectOk(
        await api.query<{ items: { id: number }[] }>('image.getInfinite', {
          modelVersionId: version.id,
          period: 'AllTime',
          sort: 'MostReactions',
          limit: 10,
        }),
      );
      expect(images.items).toHaveLength(post.images.length);
      expectFailure(
        await api.query('image.getInfinite', { modelVersionId: version.id, limit: 1000 }),
        400,
        'INVALID_INPUT',
      );
    });

    it('tag.getAll / tag.getTagsForReview: listed tags for everyone, the review list for moderators only', async () => {
      const { api, world, signedIn } = server();
      await world.given.tag({ name: 'castle' });
      await world.given.tag({ name: 'cathedral' });
      const tags = expectOk(
        await api.query<{ name: string }[]>('tag.getAll', {
          query: 'ca',
          limit: 100,
          entityType: ['Model'],
          sort: 'Most Models',
        }),
      );
      expect(tags.map((tag) => tag.name).sort()).toEqual(['castle', 'cathedral']);
      const moderator = await signedIn(aUser().moderator());
      const member = await signedIn(aUser().member());
      expect(
        expectOk(
          await api.query<unknown[]>(
            'tag.getTagsForReview',
            { reviewType: 'moderation', limit: 100 },
            moderator.auth,
          ),
        ),
      ).toHaveLength(2);
      expectFailure(
        await api.query('tag.getTagsForReview', { limit: 100 }, member.auth),
        403,
        'AUTH.FORBIDDEN',
      );
    });
  },
);
