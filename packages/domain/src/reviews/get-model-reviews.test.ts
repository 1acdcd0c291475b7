import { describe, expect, it } from 'vitest';
import { aModel, aReview, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetModelReviews, REVIEWS_PAGE_SIZE } from './get-model-reviews.js';
import { reviewLabelOf } from './review-label.js';

const setUp = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(aModel().ownedBy(owner).named('Lumen'));
  const v1 = await world.given.version(aVersion().of(model).named('v1'));
  const v2 = await world.given.version(aVersion().of(model).named('v2'));
  const draft = await world.given.version(aVersion().of(model).named('draft').draft());
  const [ann, bob, cid] = [
    await world.given.user(aUser().named('ann')),
    await world.given.user(aUser().named('bob')),
    await world.given.user(aUser().named('cid')),
  ];
  await world.given.review(aReview().of(v1).by(ann).up());
  await world.given.review(aReview().of(v1).by(bob).down());
  await world.given.review(aReview().of(v2).by(ann).up());
  await world.given.review(aReview().of(draft).by(cid).up());
  return { world, owner, model, v1, v2, draft, reviews: new GetModelReviews(world.deps) };
};

describe('GetModelReviews (resourceReview.getForModel)', () => {
  it('lists the reviews of the versions the viewer may see, newest first, with the spec §9 label of them all', async () => {
    const { model, v1, v2, reviews } = await setUp();
    const answer = await reviews.execute(null, { modelId: model.id });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        model: { id: model.id, name: 'Lumen' },
        versions: [
          { id: v1.id, name: 'v1' },
          { id: v2.id, name: 'v2' },
        ],
        totals: { up: 2, down: 1 },
        label: reviewLabelOf({ up: 2, down: 1 }),
        items: [
          { modelVersionId: v2.id, recommended: true, user: { username: 'ann' } },
          { modelVersionId: v1.id, recommended: false, user: { username: 'bob' } },
          { modelVersionId: v1.id, recommended: true, user: { username: 'ann' } },
        ],
        nextCursor: null,
      },
    });
  });

  it('filters by version and by thumbs up or down; the label follows the version', async () => {
    const { model, v1, reviews } = await setUp();
    const ofV1 = await reviews.execute(null, { modelId: model.id, modelVersionId: v1.id });
    expect(ofV1).toMatchObject({ ok: true, value: { totals: { up: 1, down: 1 }, label: 'Mixed' } });
    expect(ofV1.ok && ofV1.value.items.map((item) => item.user.username)).toEqual(['bob', 'ann']);
    const down = await reviews.execute(null, { modelId: model.id, recommended: false });
    expect(down.ok && down.value.items.map((item) => item.user.username)).toEqual(['bob']);
    const up = await reviews.execute(null, { modelId: model.id, modelVersionId: v1.id, recommended: true });
    expect(up.ok && up.value.items.map((item) => item.recommended)).toEqual([true]);
  });

  it('shows a draft version and its reviews to the owner only; to others it is like a missing version', async () => {
    const { owner, model, draft, reviews } = await setUp();
    expect(await reviews.execute(null, { modelId: model.id, modelVersionId: draft.id })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await reviews.execute(null, { modelId: model.id, modelVersionId: 999_999 })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    const mine = await reviews.execute(owner, { modelId: model.id, modelVersionId: draft.id });
    expect(mine).toMatchObject({ ok: true, value: { items: [{ user: { username: 'cid' } }] } });
  });

  it('answers a hidden model like a missing one', async () => {
    const { world, reviews } = await setUp();
    const hidden = await world.given.model(aModel().unpublished());
    expect(await reviews.execute(null, { modelId: hidden.id })).toEqual(
      await reviews.execute(null, { modelId: 999_999 }),
    );
  });

  it('pages with the cursor it gives, leaving out reviews by accounts people lists do not show', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    const banned = await world.given.user(aUser().named('banned').banned());
    await world.given.review(aReview().of(version).by(banned).up());
    for (let i = 0; i < REVIEWS_PAGE_SIZE + 2; i++) await world.given.review(aReview().of(version));
    const reviews = new GetModelReviews(world.deps);
    const first = await reviews.execute(null, { modelId: version.modelId });
    if (!first.ok) throw new Error('expected a page');
    expect(first.value.items).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.value.nextCursor).not.toBeNull();
    const second = await reviews.execute(null, { modelId: version.modelId, cursor: first.value.nextCursor });
    if (!second.ok) throw new Error('expected a page');
    expect(second.value.items).toHaveLength(2);
    expect(second.value.nextCursor).toBeNull();
    const ids = [...first.value.items, ...second.value.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(REVIEWS_PAGE_SIZE + 2);
  });
});
