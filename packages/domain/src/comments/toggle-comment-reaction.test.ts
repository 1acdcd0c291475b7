import { describe, expect, it } from 'vitest';
import { AddComment } from './add-comment.js';
import { GetCommentThread } from './get-comment-thread.js';
import { aDiscussionWorld } from './testing/discussion-world.js';
import { ToggleCommentReaction } from './toggle-comment-reaction.js';

describe('ToggleCommentReaction (comment.toggleReaction)', () => {
  it('gives and takes back a reaction, counted per kind with the viewer’s own marked', async () => {
    const { world, member, stranger, muted, model } = await aDiscussionWorld();
    const added = await new AddComment(world.deps).execute(member, { modelId: model.id, content: 'Nice' });
    if (!added.ok) throw new Error(added.error.message);
    const react = new ToggleCommentReaction(world.deps);
    const id = added.value.id;

    expect(await react.execute(stranger, { id, reaction: 'heart' })).toMatchObject({ value: { on: true } });
    expect(await react.execute(member, { id, reaction: 'heart' })).toMatchObject({ value: { on: true } });
    expect(await react.execute(member, { id, reaction: 'like' })).toMatchObject({ value: { on: true } });
    expect(await react.execute(member, { id, reaction: 'like' })).toMatchObject({ value: { on: false } });
    expect(await react.execute(muted, { id, reaction: 'like' })).toMatchObject({
      error: { code: 'USER.MUTED' },
    });

    const thread = await new GetCommentThread(world.deps).execute(stranger, { modelId: model.id });
    expect(thread.ok && thread.value.comments[0]?.reactions).toEqual([
      { reaction: 'heart', count: 2, mine: true },
    ]);
  });
});
