import { aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('moderation stores on $name', (database) => {
  const world = useKnexWorld(database);

  it('keeps reports open until resolved, pages the open ones in id order and counts them', async () => {
    const { repos, given } = world();
    const reporter = await given.user();
    const at = new Date('2026-01-10T12:00:00Z');
    const filed = [];
    for (const entityId of [1, 2, 3]) {
      filed.push(
        await repos.reports.create({
          reporterId: reporter.id,
          entityType: 'user',
          entityId,
          reason: 'Spam or scam',
          details: null,
          createdAt: at,
        }),
      );
    }
    const [first, second, third] = filed;
    if (first === undefined || second === undefined || third === undefined) throw new Error('not filed');
    expect(first).toMatchObject({ status: 'Open', resolvedAt: null, resolvedBy: null, resolutionNote: null });

    const moderator = await given.user(aUser().moderator());
    await repos.reports.save({
      ...second,
      status: 'Dismissed',
      resolvedAt: at,
      resolvedBy: moderator.id,
      resolutionNote: 'Not spam.',
    });

    expect(await repos.reports.ofId(second.id)).toEqual({
      ...second,
      status: 'Dismissed',
      resolvedAt: at,
      resolvedBy: moderator.id,
      resolutionNote: 'Not spam.',
    });
    expect((await repos.reports.open({ limit: 10, after: null })).map((r) => r.id)).toEqual([
      first.id,
      third.id,
    ]);
    expect((await repos.reports.open({ limit: 1, after: first.id })).map((r) => r.id)).toEqual([third.id]);
    expect(await repos.reports.countOpen()).toBe(2);
    expect(await repos.reports.ofId(third.id + 100)).toBeNull();
  });

  it('lists violations of live models, and finds models by name as written and by file hash', async () => {
    const { repos, given } = world();
    const inViolation = await given.model(aModel().named('100% Lumen_v2').violation('spam'));
    const deleted = await given.model(aModel().named('Gone').violation('spam').deleted());
    const published = await given.model(aModel().named('Lumen 100 percent').published());
    const version = await given.version(aVersion().of(published).violation('nsfw'));
    await given.version(aVersion().of(deleted).violation('nsfw'));
    const file = await given.file();

    const { models, versions } = await repos.moderationQueue.violations();
    expect(models.map((m) => m.id)).toEqual([inViolation.id]);
    expect(versions.map((v) => v.id)).toEqual([version.id]);
    expect((await repos.moderationQueue.modelsNamed('100%', 10)).map((m) => m.id)).toEqual([inViolation.id]);
    expect((await repos.moderationQueue.modelsNamed('n_v', 10)).map((m) => m.id)).toEqual([inViolation.id]);
    expect((await repos.moderationQueue.modelsNamed('LUMEN', 1)).map((m) => m.id)).toEqual([published.id]);
    const hash = file.hashes[0]?.hash ?? 'none';
    const owner = await repos.versions.ofId(file.modelVersionId);
    expect(await repos.moderationQueue.modelIdsWithFileHash(hash.toLowerCase())).toEqual([owner?.modelId]);
    expect(await repos.moderationQueue.modelIdsWithFileHash('00000000')).toEqual([]);
  });
});
