import { describe, expect, it } from 'vitest';
import { AddComment } from './add-comment.js';
import { aDiscussionWorld } from './testing/discussion-world.js';

describe('AddComment (comment.create)', () => {
  it('adds a comment and keeps replies one level deep', async () => {
    const { world, member, stranger, model } = await aDiscussionWorld();
    const add = new AddComment(world.deps);

    const top = await add.execute(member, { modelId: model.id, content: '<p>Lovely</p>' });
    if (!top.ok) throw new Error(top.error.message);
    const reply = await add.execute(stranger, {
      modelId: model.id,
      content: 'Agreed',
      parentId: top.value.id,
    });
    if (!reply.ok) throw new Error(reply.error.message);
    const replyToReply = await add.execute(member, {
      modelId: model.id,
      content: 'Thanks',
      parentId: reply.value.id,
    });

    expect(reply.value).toMatchObject({ parentId: top.value.id, userId: stranger.id });
    expect(replyToReply).toMatchObject({ ok: true, value: { parentId: top.value.id } });
  });

  it("tells the model's owner of a comment and a comment's author of a reply, never anyone of their own", async () => {
    const { world, owner, member, stranger, model } = await aDiscussionWorld();
    const add = new AddComment(world.deps);

    const top = await add.execute(member, { modelId: model.id, content: 'Lovely' });
    if (!top.ok) throw new Error(top.error.message);
    await add.execute(stranger, { modelId: model.id, content: 'Agreed', parentId: top.value.id });
    await add.execute(member, { modelId: model.id, content: 'Me again', parentId: top.value.id });
    await add.execute(owner, { modelId: model.id, content: 'Thanks all' });

    expect(world.notifier.sent).toEqual([
      {
        recipients: { userIds: [owner.id] },
        notification: { kind: 'comment', message: `member commented on "${model.name}".` },
      },
      {
        recipients: { userIds: [member.id] },
        notification: { kind: 'reply', message: `stranger replied to your comment on "${model.name}".` },
      },
    ]);
  });

  it('tells nobody of a refused comment', async () => {
    const { world, muted, model } = await aDiscussionWorld();
    expect((await new AddComment(world.deps).execute(muted, { modelId: model.id, content: 'Hi' })).ok).toBe(
      false,
    );
    expect(world.notifier.sent).toEqual([]);
  });

  it('refuses what the §5 gate refuses, with the catalogue texts', async () => {
    const open = await aDiscussionWorld();
    const add = (world: typeof open.world) => new AddComment(world.deps);
    const input = { modelId: open.model.id, content: 'Hi' };

    expect(await add(open.world).execute(null, input)).toMatchObject({
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
    expect(await add(open.world).execute(open.muted, input)).toMatchObject({
      error: { code: 'USER.MUTED', message: 'Muted users cannot add posts or reviews.' },
    });

    const locked = await aDiscussionWorld({ locked: true });
    expect(
      await add(locked.world).execute(locked.moderator, { ...input, modelId: locked.model.id }),
    ).toMatchObject({
      error: { code: 'COMMENTS.LOCKED', message: 'Discussion is turned off for this model.' },
    });

    const readOnly = await aDiscussionWorld({ flags: { canWrite: false } });
    expect(
      await add(readOnly.world).execute(readOnly.member, { ...input, modelId: readOnly.model.id }),
    ).toMatchObject({ error: { code: 'FEATURE.READ_ONLY' } });

    const early = await aDiscussionWorld({ earlyAccess: true });
    expect(
      await add(early.world).execute(early.stranger, { ...input, modelId: early.model.id }),
    ).toMatchObject({
      error: {
        code: 'MEMBERSHIP.DISCUSSION',
        message: 'You must be an Atelier Member to join this discussion',
      },
    });
    expect(
      await add(early.world).execute(early.moderator, { ...input, modelId: early.model.id }),
    ).toMatchObject({
      ok: true,
    });
    await early.world.repos.earlyAccessPurchases.grant(early.stranger.id, early.version.id, 'generation');
    expect(
      await add(early.world).execute(early.stranger, { ...input, modelId: early.model.id }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses an empty comment and a reply to a comment of another model', async () => {
    const { world, member, owner, model } = await aDiscussionWorld();
    const add = new AddComment(world.deps);
    const other = await world.given.model();

    expect(await add.execute(member, { modelId: model.id, content: '  <p> </p> ' })).toMatchObject({
      error: { code: 'INVALID_INPUT', message: 'Please write a comment.' },
    });
    const elsewhere = await add.execute(owner, { modelId: other.id, content: 'Elsewhere' });
    if (!elsewhere.ok) throw new Error(elsewhere.error.message);
    expect(
      await add.execute(member, { modelId: model.id, content: 'Hi', parentId: elsewhere.value.id }),
    ).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
