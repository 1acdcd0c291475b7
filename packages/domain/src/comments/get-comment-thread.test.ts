import { describe, expect, it } from 'vitest';
import { aModel } from '../testing/index.js';
import { AddComment } from './add-comment.js';
import { COMMENT_PAGE_SIZE } from './comment.js';
import { DeleteComment } from './delete-comment.js';
import { GetCommentThread } from './get-comment-thread.js';
import { aDiscussionWorld } from './testing/discussion-world.js';
import { ToggleCommentHidden } from './toggle-comment-hidden.js';

const commentOf = async (add: AddComment, ...args: Parameters<AddComment['execute']>) => {
  const result = await add.execute(...args);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('GetCommentThread (comment.getThread)', () => {
  it('sends the §5 gate computed by the server, for each viewer', async () => {
    const open = await aDiscussionWorld();
    const thread = (viewer: Parameters<GetCommentThread['execute']>[0]) =>
      new GetCommentThread(open.world.deps).execute(viewer, { modelId: open.model.id });

    expect(await thread(open.member)).toMatchObject({ value: { gate: { open: true } } });
    expect(await thread(null)).toMatchObject({
      value: { gate: { open: false, code: 'AUTH.SIGN_IN_REQUIRED' } },
    });
    expect(await thread(open.muted)).toMatchObject({
      value: {
        gate: { open: false, code: 'USER.MUTED', message: 'Muted users cannot add posts or reviews.' },
      },
    });

    const early = await aDiscussionWorld({ earlyAccess: true });
    const earlyThread = new GetCommentThread({ ...early.world.deps, productName: 'Hub' });
    expect(await earlyThread.execute(early.stranger, { modelId: early.model.id })).toMatchObject({
      value: { gate: { open: false, message: 'You must be a Hub Member to join this discussion' } },
    });
  });

  it('answers a hidden model like a missing one', async () => {
    const { world, member } = await aDiscussionWorld();
    const draft = await world.given.model(aModel().unpublished());
    expect(await new GetCommentThread(world.deps).execute(member, { modelId: draft.id })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });

  it('shows threads newest first with replies oldest first, what each viewer may do, and pages', async () => {
    const { world, member, stranger, moderator, model } = await aDiscussionWorld();
    const add = new AddComment(world.deps);
    const first = await commentOf(add, member, { modelId: model.id, content: 'First' });
    await commentOf(add, stranger, { modelId: model.id, content: 'Reply one', parentId: first.id });
    await commentOf(add, member, { modelId: model.id, content: 'Reply two', parentId: first.id });
    for (let n = 0; n < COMMENT_PAGE_SIZE; n += 1) {
      await commentOf(add, stranger, { modelId: model.id, content: `Later ${n}` });
    }
    const get = new GetCommentThread(world.deps);

    const page1 = await get.execute(member, { modelId: model.id });
    if (!page1.ok) throw new Error(page1.error.message);
    expect(page1.value.total).toBe(COMMENT_PAGE_SIZE + 3);
    expect(page1.value.comments).toHaveLength(COMMENT_PAGE_SIZE);
    expect(page1.value.comments[0]).toMatchObject({
      content: `Later ${COMMENT_PAGE_SIZE - 1}`,
      author: { username: 'stranger' },
      can: { edit: false, delete: false, report: true, reply: true, moderate: false },
    });
    const page2 = await get.execute(moderator, { modelId: model.id, cursor: page1.value.nextCursor });
    if (!page2.ok) throw new Error(page2.error.message);
    expect(page2.value.nextCursor).toBeNull();
    expect(page2.value.comments).toEqual([
      expect.objectContaining({
        id: first.id,
        can: expect.objectContaining({ moderate: true, delete: true }),
        replies: [
          expect.objectContaining({ content: 'Reply one' }),
          expect.objectContaining({ content: 'Reply two' }),
        ],
      }),
    ]);
  });

  it('shows hidden comments to moderators only, and a deleted comment only while it holds replies', async () => {
    const { world, member, stranger, moderator, model } = await aDiscussionWorld();
    const add = new AddComment(world.deps);
    const hidden = await commentOf(add, stranger, { modelId: model.id, content: 'Spam' });
    const gone = await commentOf(add, member, { modelId: model.id, content: 'Oops' });
    const held = await commentOf(add, member, { modelId: model.id, content: 'Question' });
    await commentOf(add, stranger, { modelId: model.id, content: 'Answer', parentId: held.id });
    await new ToggleCommentHidden(world.deps).execute(moderator, { id: hidden.id, hidden: true });
    const remove = new DeleteComment(world.deps);
    await remove.execute(member, { id: gone.id });
    await remove.execute(member, { id: held.id });
    const get = new GetCommentThread(world.deps);

    const forMember = await get.execute(member, { modelId: model.id });
    expect(forMember.ok && forMember.value.comments).toEqual([
      expect.objectContaining({
        id: held.id,
        deleted: true,
        content: '',
        author: null,
        replies: [expect.objectContaining({ content: 'Answer' })],
      }),
    ]);
    expect(forMember.ok && forMember.value.total).toBe(1);
    const forModerator = await get.execute(moderator, { modelId: model.id });
    expect(forModerator.ok && forModerator.value.total).toBe(2);
    expect(forModerator.ok && forModerator.value.comments.map((c) => [c.id, c.hidden])).toEqual([
      [held.id, false],
      [hidden.id, true],
    ]);
  });
});
