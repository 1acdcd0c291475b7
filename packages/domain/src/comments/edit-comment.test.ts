import { describe, expect, it } from 'vitest';
import { ToggleCommentsLock } from '../moderation/toggle-comments-lock.js';
import { AddComment } from './add-comment.js';
import { EditComment } from './edit-comment.js';
import { aDiscussionWorld, NOW } from './testing/discussion-world.js';

describe('EditComment (comment.update)', () => {
  it('lets the author rewrite their comment, marking it edited; nobody else', async () => {
    const { world, member, stranger, moderator, model } = await aDiscussionWorld();
    const added = await new AddComment(world.deps).execute(member, { modelId: model.id, content: 'Frist' });
    if (!added.ok) throw new Error(added.error.message);
    const edit = new EditComment(world.deps);

    expect(await edit.execute(member, { id: added.value.id, content: 'First' })).toMatchObject({
      ok: true,
      value: { content: 'First', editedAt: NOW },
    });
    expect(await edit.execute(stranger, { id: added.value.id, content: 'Mine' })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await edit.execute(moderator, { id: added.value.id, content: 'Mine' })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await edit.execute(member, { id: 999, content: 'x' })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });

  it('stops once a moderator locks the discussion', async () => {
    const { world, member, moderator, model } = await aDiscussionWorld();
    const added = await new AddComment(world.deps).execute(member, { modelId: model.id, content: 'Hello' });
    if (!added.ok) throw new Error(added.error.message);
    await new ToggleCommentsLock(world.deps).execute(moderator, { id: model.id, locked: true });

    expect(
      await new EditComment(world.deps).execute(member, { id: added.value.id, content: 'Hi' }),
    ).toMatchObject({
      error: { code: 'COMMENTS.LOCKED' },
    });
    expect(
      await new AddComment(world.deps).execute(member, { modelId: model.id, content: 'Hi' }),
    ).toMatchObject({
      error: { code: 'COMMENTS.LOCKED' },
    });
  });
});
