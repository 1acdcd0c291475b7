import { describe, expect, it } from 'vitest';
import { AddComment } from './add-comment.js';
import { aDiscussionWorld } from './testing/discussion-world.js';
import { ToggleCommentHidden } from './toggle-comment-hidden.js';

describe('ToggleCommentHidden (comment.toggleHide)', () => {
  it('lets moderators hide and unhide a comment; the author may not, and no longer finds it', async () => {
    const { world, member, owner, moderator, model } = await aDiscussionWorld();
    const added = await new AddComment(world.deps).execute(member, { modelId: model.id, content: 'Spam' });
    if (!added.ok) throw new Error(added.error.message);
    const toggle = new ToggleCommentHidden(world.deps);

    expect(await toggle.execute(owner, { id: added.value.id, hidden: true })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await toggle.execute(moderator, { id: added.value.id, hidden: true })).toMatchObject({
      value: { hidden: true },
    });
    expect(await toggle.execute(member, { id: added.value.id, hidden: false })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await toggle.execute(moderator, { id: added.value.id, hidden: false })).toMatchObject({
      value: { hidden: false },
    });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({
        action: 'comment.toggleHide',
        actorId: moderator.id,
        details: { commentId: added.value.id, hidden: true },
      }),
      expect.objectContaining({
        action: 'comment.toggleHide',
        actorId: moderator.id,
        details: { commentId: added.value.id, hidden: false },
      }),
    ]);
  });
});
