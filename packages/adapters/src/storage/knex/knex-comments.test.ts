import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const AT = new Date('2026-06-07T08:09:10.011Z');

describe.each(databases)('comments on $name', (database) => {
  const world = useKnexWorld(database);

  const setUp = async () => {
    const { repos, given } = world();
    const author = await given.user();
    const fan = await given.user();
    const model = await given.model();
    const add = (content: string, parentId: number | null = null) =>
      repos.comments.create({ modelId: model.id, userId: author.id, content, createdAt: AT, parentId });
    return { repos, given, author, fan, model, add };
  };

  it('stores a comment and its reply, and saves edits, hides and deletes', async () => {
    const { repos, model, add } = await setUp();
    const top = await add('<p>Hello</p>');
    const reply = await add('Hi', top.id);

    expect(top).toMatchObject({
      parentId: null,
      hidden: false,
      editedAt: null,
      deletedAt: null,
      createdAt: AT,
    });
    expect(reply).toMatchObject({ parentId: top.id });
    const later = new Date(AT.getTime() + 1000);
    await repos.comments.save({ ...top, content: 'Edited', editedAt: later, hidden: true });
    expect(await repos.comments.ofId(top.id)).toEqual({
      ...top,
      content: 'Edited',
      editedAt: later,
      hidden: true,
    });
    await repos.comments.save({ ...reply, content: '', deletedAt: later });
    expect(await repos.comments.ofId(reply.id)).toMatchObject({ content: '', deletedAt: later });
    expect(await repos.comments.ofId(999)).toBeNull();
    await expect(repos.comments.save({ ...top, id: 999 })).rejects.toThrow(/does not exist/);
    await expect(
      repos.comments.create({
        modelId: model.id,
        userId: top.userId,
        content: 'x',
        createdAt: AT,
        parentId: 999,
      }),
    ).rejects.toThrow(/foreign key/);
  });

  it('pages threads newest first, hides hidden ones but for moderators, keeps deleted ones that hold replies', async () => {
    const { repos, model, add } = await setUp();
    const [a, b, c, d] = [await add('a'), await add('b'), await add('c'), await add('d')];
    const replyToB = await add('reply', b.id);
    const hiddenReply = await add('hidden reply', a.id);
    await add('a reply to a hidden comment', d.id);
    await repos.comments.save({ ...a, deletedAt: AT }); // holds only a hidden reply
    await repos.comments.save({ ...b, deletedAt: AT }); // holds a shown reply
    await repos.comments.save({ ...hiddenReply, hidden: true });
    await repos.comments.save({ ...d, hidden: true });
    const page = (before: number | null, withHidden = false, limit = 10) =>
      repos.comments
        .threadsOfModel(model.id, { limit, before, withHidden })
        .then((all) => all.map((x) => x.id));

    expect(await page(null)).toEqual([c.id, b.id]);
    expect(await page(null, true)).toEqual([d.id, c.id, b.id, a.id]);
    expect(await page(null, true, 2)).toEqual([d.id, c.id]);
    expect(await page(c.id, true)).toEqual([b.id, a.id]);
    expect((await repos.comments.repliesOf([a.id, b.id], { withHidden: false })).map((x) => x.id)).toEqual([
      replyToB.id,
    ]);
    expect((await repos.comments.repliesOf([a.id, b.id], { withHidden: true })).map((x) => x.id)).toEqual([
      replyToB.id,
      hiddenReply.id,
    ]);
    expect(await repos.comments.repliesOf([], { withHidden: true })).toEqual([]);
    expect(await repos.comments.countOfModel(model.id, { withHidden: false })).toBe(2);
    expect(await repos.comments.countOfModel(model.id, { withHidden: true })).toBe(5);
  });

  it('keeps one reaction of each kind per user, and takes it back', async () => {
    const { repos, author, fan, add } = await setUp();
    const comment = await add('Nice');
    const like = { commentId: comment.id, userId: fan.id, reaction: 'like' as const };

    await repos.comments.setReaction(like, true);
    await repos.comments.setReaction(like, true);
    await repos.comments.setReaction({ ...like, userId: author.id, reaction: 'heart' }, true);
    expect(await repos.comments.reactionsOf([comment.id])).toEqual([
      { commentId: comment.id, userId: author.id, reaction: 'heart' },
      like,
    ]);
    await repos.comments.setReaction(like, false);
    expect(await repos.comments.reactionsOf([comment.id])).toHaveLength(1);
    expect(await repos.comments.reactionsOf([])).toEqual([]);
  });
});
