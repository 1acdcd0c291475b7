import { describe, expect, it } from 'vitest';
import { databases, statementsDuring } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const AT = new Date('2026-06-07T08:09:10.011Z');

describe.each(databases)('comments on $name', (database) => {
  const world = useKnexWorld(database);

  const setUp = async () => {
    const { repos, given, knex } = world();
    const author = await given.user();
    const fan = await given.user();
    const model = await given.model();
    const add = (content: string, parentId: number | null = null) =>
      repos.comments.create({ modelId: model.id, userId: author.id, content, createdAt: AT, parentId });
    return { repos, given, knex, author, fan, model, add };
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
    const toD = await add('a reply to a hidden comment', d.id);
    await repos.comments.save({ ...a, deletedAt: AT }); // holds only a hidden reply
    await repos.comments.save({ ...b, deletedAt: AT }); // holds a shown reply
    await repos.comments.save({ ...hiddenReply, hidden: true });
    await repos.comments.save({ ...d, hidden: true });
    const page = (before: number | null, withHidden = false, limit = 10) =>
      repos.comments
        .threadsOfModel(model.id, { limit, before, withHidden })
        .then(({ threads }) => threads.map((x) => x.id));
    const total = async (withHidden: boolean, before: number | null = null) =>
      (await repos.comments.threadsOfModel(model.id, { limit: 10, before, withHidden })).total;

    expect(await page(null)).toEqual([c.id, b.id]);
    expect(await page(null, true)).toEqual([d.id, c.id, b.id, a.id]);
    expect(await page(null, true, 2)).toEqual([d.id, c.id]);
    expect(await page(c.id, true)).toEqual([b.id, a.id]);
    const replies = async (withHidden: boolean) =>
      (await repos.comments.threadsOfModel(model.id, { limit: 10, before: null, withHidden })).threads.map(
        (thread) => [thread.id, thread.replies.map((reply) => reply.id)],
      );
    expect(await replies(false)).toEqual([
      [c.id, []],
      [b.id, [replyToB.id]],
    ]);
    expect(await replies(true)).toEqual([
      [d.id, [toD.id]],
      [c.id, []],
      [b.id, [replyToB.id]],
      [a.id, [hiddenReply.id]],
    ]);
    // c and b's reply are shown; moderators also see d, its reply and the hidden reply.
    expect(await total(false)).toBe(2);
    expect(await total(true)).toBe(5);
    // A page past the last thread still counts the model's comments.
    expect(await page(a.id, true)).toEqual([]);
    expect(await total(true, a.id)).toBe(5);
    expect(await total(false, a.id)).toBe(2);
  });

  it('counts nothing shown in the same statement when the first page is empty', async () => {
    const { repos, model, add, knex } = await setUp();
    const first = (withHidden: boolean) =>
      repos.comments.threadsOfModel(model.id, { limit: 5, before: null, withHidden });
    expect(await statementsDuring(knex, () => first(false))).toHaveLength(1);
    expect(await first(false)).toEqual({ threads: [], total: 0 });

    const hidden = await add('hidden');
    await add('reply under a hidden thread', hidden.id);
    await repos.comments.save({ ...hidden, hidden: true });
    expect(await first(false)).toEqual({ threads: [], total: 0 });
    expect((await first(true)).total).toBe(2);
  });

  it("reads threads and their replies with their authors' names and states and their reactions, in one statement", async () => {
    const { repos, author, fan, add, knex } = await setUp();
    const top = await add('Top');
    const written = await repos.comments.create({
      modelId: top.modelId,
      userId: fan.id,
      content: '<p>A “reply”</p>',
      createdAt: AT,
      parentId: top.id,
    });
    const reply = { ...written, editedAt: new Date(AT.getTime() + 1000) };
    await repos.comments.save(reply);
    await repos.comments.setReaction({ commentId: reply.id, userId: author.id, reaction: 'heart' }, true);
    await repos.comments.setReaction({ commentId: top.id, userId: fan.id, reaction: 'like' }, true);
    await repos.comments.setReaction({ commentId: top.id, userId: author.id, reaction: 'laugh' }, true);
    await repos.comments.setReaction({ commentId: top.id, userId: author.id, reaction: 'heart' }, true);
    await repos.users.save({ ...author, deletedAt: AT });
    const byAuthor = { username: author.username, deletedAt: AT };

    const threads = () =>
      repos.comments.threadsOfModel(top.modelId, { limit: 5, before: null, withHidden: false });
    expect(await statementsDuring(knex, threads)).toHaveLength(1);
    expect(await threads()).toEqual({
      threads: [
        {
          ...top,
          author: byAuthor,
          // By user (the author came first), then by reaction.
          reactions: [
            { commentId: top.id, userId: author.id, reaction: 'heart' },
            { commentId: top.id, userId: author.id, reaction: 'laugh' },
            { commentId: top.id, userId: fan.id, reaction: 'like' },
          ],
          replies: [
            {
              ...reply,
              author: { username: fan.username, deletedAt: null },
              reactions: [{ commentId: reply.id, userId: author.id, reaction: 'heart' }],
            },
          ],
        },
      ],
      total: 2,
    });
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
