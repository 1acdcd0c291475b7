import { describe, expect, it } from 'vitest';
import { aModel, aUser, createTestWorld } from '../testing/index.js';
import { CreateReport } from './create-report.js';
import { GetTags, GetTagsForReview, ListTags } from './get-tags.js';

describe('CreateReport (report.create)', () => {
  it('stores a report with its reason', async () => {
    const world = createTestWorld();
    const reporter = await world.given.user(aUser().named('reporter'));
    const model = await world.given.model(aModel().published());
    const result = await new CreateReport(world.deps).execute(reporter, {
      entityType: 'model',
      entityId: model.id,
      reason: ' TOS violation ',
      details: '',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { reporterId: reporter.id, entityId: model.id, reason: 'TOS violation', details: null },
    });
  });

  it('needs a reason, a signed-in user and a model the reporter can see', async () => {
    const world = createTestWorld();
    const reporter = await world.given.user(aUser().named('reporter'));
    const hidden = await world.given.model(aModel().unpublished());
    const report = new CreateReport(world.deps);
    expect(
      await report.execute(reporter, { entityType: 'model', entityId: hidden.id, reason: 'spam' }),
    ).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(
      await report.execute(reporter, { entityType: 'user', entityId: reporter.id, reason: '' }),
    ).toMatchObject({
      error: { code: 'INVALID_INPUT' },
    });
    expect(
      await report.execute(null, { entityType: 'user', entityId: reporter.id, reason: 'spam' }),
    ).toMatchObject({
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
  });
});

describe('GetTags (tag.getAll)', () => {
  it('caps the list at 100 tags', async () => {
    const world = createTestWorld();
    for (let i = 0; i < 105; i++) await world.given.tag({ name: `tag-${i}` });
    const result = await new GetTags(world.deps).execute(null, { limit: 500 });
    expect(result.ok && result.value).toHaveLength(100);
    const filtered = await new GetTags(world.deps).execute(null, { query: 'tag-10', limit: 500 });
    expect(filtered.ok && filtered.value.map((tag) => tag.name).sort()).toEqual([
      'tag-10',
      'tag-100',
      'tag-101',
      'tag-102',
      'tag-103',
      'tag-104',
    ]);
  });
});

describe('ListTags (GET /api/v1/tags)', () => {
  it('pages through tag.getAll’s list from the offset, and names the next page’s start while more follow', async () => {
    const world = createTestWorld();
    for (const name of ['anime', 'animal', 'landscape', 'portrait', 'hidden'])
      await world.given.tag({ name, unlisted: name === 'hidden' });
    const tags = new ListTags(world.deps);
    const page = async (input: Parameters<ListTags['execute']>[1]) => {
      const answer = await tags.execute(null, input);
      if (!answer.ok) throw new Error(answer.error.message);
      return { names: answer.value.items.map((tag) => tag.name), nextOffset: answer.value.nextOffset };
    };
    expect(await page({ limit: 2, offset: 0 })).toEqual({ names: ['animal', 'anime'], nextOffset: 2 });
    expect(await page({ limit: 2, offset: 2 })).toEqual({
      names: ['landscape', 'portrait'],
      nextOffset: null,
    });
    expect(await page({ limit: 2, offset: 4 })).toEqual({ names: [], nextOffset: null });
    expect(await page({ query: ' ANIM ', offset: 0 })).toEqual({
      names: ['animal', 'anime'],
      nextOffset: null,
    });
    expect(await tags.execute(null, { offset: -1 })).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });
});

describe('GetTagsForReview (tag.getTagsForReview)', () => {
  it('is for moderators only', async () => {
    const world = createTestWorld();
    await world.given.tag({ name: 'gore' });
    const user = await world.given.user(aUser().named('user'));
    const moderator = await world.given.user(aUser().named('mod').moderator());
    const tags = new GetTagsForReview(world.deps);
    expect(await tags.execute(user, { reviewType: 'moderation' })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await tags.execute(moderator, { reviewType: 'moderation' })).toMatchObject({
      ok: true,
      value: [{ name: 'gore' }],
    });
  });
});
