import { describe, expect, it } from 'vitest';
import { CreateReport } from '../social/create-report.js';
import { AddComment } from './add-comment.js';
import { aDiscussionWorld } from './testing/discussion-world.js';
import { ToggleCommentHidden } from './toggle-comment-hidden.js';

describe('reporting a comment (report.create)', () => {
  it('takes a report of a comment the reporter sees, and answers a hidden or missing one as not found', async () => {
    const { world, member, stranger, moderator, model } = await aDiscussionWorld();
    const added = await new AddComment(world.deps).execute(member, {
      modelId: model.id,
      content: 'Buy now!',
    });
    if (!added.ok) throw new Error(added.error.message);
    const report = new CreateReport(world.deps);
    const input = { entityType: 'comment' as const, entityId: added.value.id, reason: 'Spam or scam' };

    expect(await report.execute(stranger, input)).toMatchObject({
      ok: true,
      value: { entityType: 'comment', entityId: added.value.id, reporterId: stranger.id },
    });
    expect(await report.execute(stranger, { ...input, entityId: 999 })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    await new ToggleCommentHidden(world.deps).execute(moderator, { id: added.value.id, hidden: true });
    expect(await report.execute(stranger, input)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
