import { describe, expect, it } from 'vitest';
import { AddComment } from '../comments/add-comment.js';
import { GetCommentThread } from '../comments/get-comment-thread.js';
import { GetPost } from '../gallery/get-post.js';
import { GetModel } from '../models/get-model.js';
import { errors } from '../shared/errors.js';
import { aModel, aPost, aReview, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { CONSOLE } from './account-actor.js';
import { checkApiKeyScope } from './api-key-scope.js';
import { DeleteAccount, GetAccountDeletionTerms, RestoreAccount } from './delete-account.js';

const DAY = 24 * 60 * 60 * 1000;

const setup = async () => {
  const world = createTestWorld();
  const author = await world.given.user(aUser().named('leaving'));
  const fan = await world.given.user(aUser().named('fan'));
  const model = await world.given.model(aModel().ownedBy(author).published());
  await world.given.buzz(author, 50);
  await world.given.buzz(fan, 50);
  const transfer = (key: string, fromUserId: number | null, toUserId: number | null) =>
    world.repos.ledger.transfer({
      idempotencyKey: key,
      kind: 'tip',
      fromUserId,
      toUserId,
      amount: 5,
      reference: null,
    });
  const actions = async () => (await world.repos.audit.ofAccount(author.id)).map((entry) => entry.action);
  return { world, author, fan, model, transfer, actions };
};

describe('DeleteAccount', () => {
  it('hides the account and its models from others, freezes its Buzz both ways, and audits it', async () => {
    const { world, author, fan, model, transfer, actions } = await setup();

    const deleted = await new DeleteAccount(world.deps).execute(author);

    expect(deleted.ok && deleted.value.user.deletedAt).toEqual(world.clock.now());
    expect(deleted.ok && deleted.value.restorableUntil).toEqual(
      new Date(world.clock.now().getTime() + 30 * DAY),
    );
    expect(await new GetModel(world.deps).execute(fan, { id: model.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await transfer('to', fan.id, author.id)).toEqual({ ok: false, error: errors.buzzAccountFrozen });
    expect(await transfer('from', author.id, fan.id)).toEqual({ ok: false, error: errors.buzzAccountFrozen });
    expect(await transfer('grant', null, author.id)).toEqual({ ok: false, error: errors.buzzAccountFrozen });
    expect(await world.repos.ledger.balanceOf(author.id)).toBe(50);
    expect(await world.repos.ledger.balanceOf(fan.id)).toBe(50);
    expect(await actions()).toEqual(['user.delete']);
  });

  it("hides the user's posts, images and reviews on others' models, and blanks their comments, until restored", async () => {
    const { world, author, fan } = await setup();
    const fansModel = await world.given.model(aModel().ownedBy(fan).published());
    const version = await world.given.version(aVersion().of(fansModel).published());
    const post = await world.given.post(aPost().of(version).by(author).withImages({}));
    await world.given.review(aReview().of(version).by(author).up());
    const comment = await new AddComment(world.deps).execute(author, {
      modelId: fansModel.id,
      content: 'Lovely',
    });
    if (!comment.ok) throw new Error(comment.error.message);
    const seen = async () => ({
      post: (await new GetPost(world.deps).execute(fan, { id: post.id })).ok,
      reviews: await world.repos.reviews.totalsOfVersion(version.id),
      comment: await new GetCommentThread(world.deps)
        .execute(fan, { modelId: fansModel.id })
        .then(
          (thread) => thread.ok && thread.value.comments.map(({ author: by, content }) => ({ by, content })),
        ),
    });
    const before = await seen();

    await new DeleteAccount(world.deps).execute(author);
    const hidden = await seen();
    expect(hidden).toMatchObject({ post: false, comment: [{ by: null, content: '' }] });
    expect(hidden.reviews).not.toEqual(before.reviews);
    expect(hidden.reviews).toEqual(await world.repos.reviews.totalsOfVersion(-1));

    await new RestoreAccount(world.deps).execute(CONSOLE, { username: 'leaving' });
    expect(await seen()).toEqual(before);
    expect(before).toMatchObject({ post: true, comment: [{ content: 'Lovely' }] });
  });

  it('keeps the username taken', async () => {
    const { world, author } = await setup();
    await new DeleteAccount(world.deps).execute(author);
    expect(await world.repos.users.ofUsername('Leaving')).toMatchObject({ id: author.id });
  });

  it('asks for a signed-in user and deletes once', async () => {
    const { world, author } = await setup();
    const deleteAccount = new DeleteAccount(world.deps);
    expect(await deleteAccount.execute(null)).toEqual({ ok: false, error: errors.signInRequired });
    await deleteAccount.execute(author);
    expect(await deleteAccount.execute(author)).toEqual({ ok: false, error: errors.notFound });
  });
});

describe('RestoreAccount', () => {
  it('brings back the account, its models and its Buzz within the window', async () => {
    const { world, author, fan, model, transfer, actions } = await setup();
    await new DeleteAccount(world.deps).execute(author);
    world.clock.advance(30 * DAY);

    const restored = await new RestoreAccount(world.deps).execute(CONSOLE, {
      username: 'leaving',
    });

    expect(restored.ok && restored.value.deletedAt).toBeNull();
    expect((await new GetModel(world.deps).execute(fan, { id: model.id })).ok).toBe(true);
    expect((await transfer('to', fan.id, author.id)).ok).toBe(true);
    expect(await world.repos.ledger.balanceOf(author.id)).toBe(55);
    expect(await actions()).toEqual(['user.delete', 'user.restore']);
  });

  it('refuses after the window, for an account that is not deleted, and for anyone but the operator', async () => {
    const { world, author, fan } = await setup();
    const restore = new RestoreAccount(world.deps);
    const input = { username: 'leaving' };

    expect(await restore.execute(CONSOLE, input)).toEqual({ ok: false, error: errors.accountNotDeleted });
    await new DeleteAccount(world.deps).execute(author);
    expect(await restore.execute(fan, input)).toEqual({ ok: false, error: errors.forbidden });
    world.clock.advance(30 * DAY + 1);
    expect(await restore.execute(CONSOLE, input)).toEqual({ ok: false, error: errors.restoreWindowOver(30) });
    expect(await world.repos.users.ofId(author.id)).toMatchObject({ deletedAt: expect.any(Date) });
    expect(await restore.execute(CONSOLE, { ...input, username: 'nobody' })).toEqual({
      ok: false,
      error: errors.notFound,
    });
  });
});

describe('GetAccountDeletionTerms', () => {
  it("states the operator's window to a signed-in user", async () => {
    const world = createTestWorld();
    const user = await world.given.user();
    const terms = new GetAccountDeletionTerms({ ...world.deps, accountRetentionDays: 7 });
    expect(await terms.execute(user)).toEqual({ ok: true, value: { retentionDays: 7 } });
    expect(await terms.execute(null)).toEqual({ ok: false, error: errors.signInRequired });
  });
});

describe('checkApiKeyScope', () => {
  it('refuses only a read key that changes something', () => {
    expect(checkApiKeyScope('read', true)).toEqual({ ok: false, error: errors.apiKeyScope });
    expect(checkApiKeyScope('read', false).ok).toBe(true);
    expect(checkApiKeyScope('write', true).ok).toBe(true);
    expect(checkApiKeyScope(null, true).ok).toBe(true);
  });
});
