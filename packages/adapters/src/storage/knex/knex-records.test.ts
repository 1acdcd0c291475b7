import { aDonationGoal, aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const AT = new Date('2026-06-07T08:09:10.011Z');

describe.each(databases)('record stores on $name', (database) => {
  const world = useKnexWorld(database);

  it('gives default gallery settings until saved, then the saved ones', async () => {
    const { repos, given } = world();
    const model = await given.model();
    const settings = {
      hiddenImages: [3, 1],
      hiddenTags: [{ id: 2, name: 'gore' }],
      hiddenUsers: [{ id: 9, username: 'troll' }],
      level: 3,
      pinnedPosts: { 4: [10, 11], 5: [] },
    };

    expect(await repos.gallerySettings.of(model.id)).toEqual({
      hiddenImages: [],
      hiddenTags: [],
      hiddenUsers: [],
      level: 31,
      pinnedPosts: {},
    });
    await repos.gallerySettings.save(model.id, settings);
    expect(await repos.gallerySettings.of(model.id)).toEqual(settings);
    await repos.gallerySettings.save(model.id, { ...settings, level: 0, pinnedPosts: {} });
    expect(await repos.gallerySettings.of(model.id)).toMatchObject({ level: 0, pinnedPosts: {} });
  });

  it('upserts exploration prompts by version and name, ordered by index then name', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const other = await given.version();
    const prompt = (name: string, index: number, text = 'a cat') => ({
      id: version.id,
      modelId: version.modelId,
      name,
      prompt: text,
      index,
    });

    await repos.explorationPrompts.upsert(prompt('b', 1));
    await repos.explorationPrompts.upsert(prompt('a', 1));
    await repos.explorationPrompts.upsert(prompt('c', 0));
    expect(await repos.explorationPrompts.upsert(prompt('b', 2, 'a dog'))).toEqual(prompt('b', 2, 'a dog'));
    await repos.explorationPrompts.upsert({ ...prompt('a', 0), id: other.id, modelId: other.modelId });

    expect(await repos.explorationPrompts.ofVersion(version.id)).toEqual([
      prompt('c', 0),
      prompt('a', 1),
      prompt('b', 2, 'a dog'),
    ]);
    expect(await repos.explorationPrompts.remove(version.id, 'a')).toBe(true);
    expect(await repos.explorationPrompts.remove(version.id, 'a')).toBe(false);
    expect((await repos.explorationPrompts.ofVersion(version.id)).map((p) => p.name)).toEqual(['c', 'b']);
    expect(await repos.explorationPrompts.ofVersion(other.id)).toHaveLength(1);
  });

  it('round-trips donation goals and adds to a total by increment, also under concurrency', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const goal = await given.goal(
      aDonationGoal().of(version).titled('New GPU').amount(1000).total(990).earlyAccess(),
    );

    expect(await repos.donationGoals.ofId(goal.id)).toEqual(goal);
    expect(goal).toMatchObject({
      title: 'New GPU',
      goalAmount: 1000,
      total: 990,
      active: true,
      isEarlyAccess: true,
    });
    expect((await repos.donationGoals.addToTotal(goal.id, 5)).total).toBe(995);
    await Promise.all(Array.from({ length: 20 }, () => repos.donationGoals.addToTotal(goal.id, 10)));
    expect((await repos.donationGoals.ofId(goal.id))?.total).toBe(1195);
    await expect(repos.donationGoals.addToTotal(999, 1)).rejects.toThrow(/does not exist/);

    await repos.donationGoals.save({ ...goal, active: false, description: 'done' });
    expect(await repos.donationGoals.ofId(goal.id)).toMatchObject({
      active: false,
      description: 'done',
      total: 990,
    });
    expect((await repos.donationGoals.ofVersion(version.id)).map((g) => g.id)).toEqual([goal.id]);
  });

  it('keeps vault items per user, sums their sizes, and only touches the owner’s items', async () => {
    const { repos, given } = world();
    const [member, other] = [await given.user(aUser().member()), await given.user(aUser().member())];
    const item = (userId: number, modelVersionId: number, sizeKb: number) =>
      repos.vault.add({
        userId,
        modelVersionId,
        modelId: 1,
        modelName: 'M',
        versionName: 'V',
        sizeKb,
        notes: null,
        addedAt: AT,
      });
    const mine = await item(member.id, 1, 100.5);
    const second = await item(member.id, 2, 50);
    const theirs = await item(other.id, 1, 10);

    expect(await repos.vault.itemsOf(member.id)).toEqual([mine, second]);
    expect(await repos.vault.itemOf(member.id, 2)).toEqual(second);
    expect(await repos.vault.itemOf(member.id, 3)).toBeNull();
    expect(mine.addedAt).toEqual(AT);
    expect(await repos.vault.usedKb(member.id)).toBe(150.5);
    expect(await repos.vault.updateNotes(member.id, [mine.id, theirs.id], 'keep')).toBe(1);
    expect((await repos.vault.itemOf(member.id, 1))?.notes).toBe('keep');
    expect((await repos.vault.itemOf(other.id, 1))?.notes).toBeNull();
    expect(await repos.vault.remove(member.id, [mine.id, theirs.id])).toBe(1);
    expect(await repos.vault.remove(member.id, [])).toBe(0);
    expect(await repos.vault.usedKb(member.id)).toBe(50);
    expect(await repos.vault.usedKb(other.id)).toBe(10);
    expect(await repos.vault.usedKb(999)).toBe(0);
  });

  it('stores reports, comments oldest first, and the audit log in order', async () => {
    const { repos, given } = world();
    const user = await given.user();
    const model = await given.model();

    const report = await repos.reports.create({
      reporterId: user.id,
      entityType: 'modelVersion',
      entityId: 42,
      reason: 'TOSViolation',
      details: null,
      createdAt: AT,
    });
    expect(await repos.reports.all()).toEqual([report]);
    expect(report).toMatchObject({ entityType: 'modelVersion', entityId: 42, createdAt: AT });

    const later = await repos.comments.create({
      modelId: model.id,
      userId: user.id,
      content: 'second',
      createdAt: AT,
    });
    const earlier = await repos.comments.create({
      modelId: model.id,
      userId: user.id,
      content: 'first',
      createdAt: new Date(AT.getTime() - 1),
    });
    expect(await repos.comments.ofModel(model.id)).toEqual([earlier, later]);
    await expect(
      repos.comments.create({ modelId: 999, userId: user.id, content: 'x', createdAt: AT }),
    ).rejects.toThrow(/foreign key/);

    const first = await repos.audit.append({
      actorId: user.id,
      action: 'model.changeMode',
      modelId: model.id,
      modelVersionId: null,
      details: { mode: 'Archived', nested: { list: [1, 'two', null] } },
      createdAt: AT,
    });
    const second = await repos.audit.append({ ...first, action: 'model.toggleLock', details: {} });
    expect(await repos.audit.ofModel(model.id)).toEqual([first, second]);
    expect(first.details).toEqual({ mode: 'Archived', nested: { list: [1, 'two', null] } });
  });
});
