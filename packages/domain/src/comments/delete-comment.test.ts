import { describe, expect, it } from 'vitest';
import { ToggleCommentsLock } from '../moderation/toggle-comments-lock.js';
import { AddComment } from './add-comment.js';
import { DeleteComment } from './delete-comment.js';
import { aDiscussionWorld } from './testing/discussion-world.js';

describe('DeleteComment (comment.delete)', () => {
  it('lets the author or a moderator delete a comment, keeping its row without its content', async () => {
    const { world, member, stranger, moderator, model } = await aDiscussionWorld();
    const add = new AddComment(world.deps);
    const mine = await add.execute(member, { modelId: model.id, content: 'Mine' });
    const theirs = await add.execute(member, { modelId: model.id, content: 'Theirs' });
    if (!mine.ok || !theirs.ok) throw new Error('not added');
    const remove = new DeleteComment(world.deps);

    expect(await remove.execute(null, { id: mine.value.id })).toMatchObject({
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
    expect(await remove.execute(stranger, { id: mine.value.id })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await remove.execute(member, { id: mine.value.id })).toMatchObject({ ok: true });
    expect(await world.repos.comments.ofId(mine.value.id)).toMatchObject({
      content: '',
      deletedAt: expect.any(Date),
    });
    expect(await remove.execute(member, { id: mine.value.id })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });

    await new ToggleCommentsLock(world.deps).execute(moderator, { id: model.id, locked: true });
    expect(await remove.execute(member, { id: theirs.value.id })).toMatchObject({
      error: { code: 'COMMENTS.LOCKED' },
    });
    expect(await remove.execute(moderator, { id: theirs.value.id })).toMatchObject({ ok: true });
  });
});
