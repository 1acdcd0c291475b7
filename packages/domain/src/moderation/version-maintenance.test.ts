import { describe, expect, it } from 'vitest';
import { aFile, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { BustVersionCache } from './bust-version-cache.js';
import { EnqueueNsfwLevelUpdate } from './enqueue-nsfw-level-update.js';
import { GetModelAuditLog } from './get-model-audit-log.js';
import { RescanModel } from './rescan-model.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user();
  const moderator = await world.given.user(aUser().moderator());
  const model = await world.given.model(aModel().ownedBy(owner));
  const first = await world.given.version(aVersion().of(model));
  const second = await world.given.version(aVersion().of(model));
  return { world, owner, moderator, model, first, second };
};

describe('RescanModel', () => {
  it('scans every file of every version and saves the results with the scan time', async () => {
    const { world, moderator, model, first, second } = await setup();
    const clean = await world.given.file(aFile().of(first).scanned('Pending', 'Pending'));
    const infected = await world.given.file(aFile().of(second).scanned('Pending', 'Pending'));
    world.scanner.results.set(infected.storageKey, {
      virusScanResult: 'Danger',
      virusScanMessage: 'EICAR',
      pickleScanResult: 'Success',
      pickleScanMessage: null,
    });
    world.clock.set(new Date('2026-01-11T00:00:00Z'));

    const result = await new RescanModel(world.deps).execute(moderator, { id: model.id });

    expect(result).toEqual({ ok: true, value: { scanned: 2, dangerous: 1, changed: 0 } });
    expect(world.scanner.scanned.sort()).toEqual([clean.storageKey, infected.storageKey].sort());
    expect(await world.repos.files.ofId(clean.id)).toMatchObject({
      virusScanResult: 'Success',
      pickleScanResult: 'Success',
      scannedAt: new Date('2026-01-11T00:00:00Z'),
    });
    expect(await world.repos.files.ofId(infected.id)).toMatchObject({
      virusScanResult: 'Danger',
      virusScanMessage: 'EICAR',
    });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({
        action: 'model.rescan',
        details: { scanned: 2, dangerous: 1, changedFileIds: [] },
      }),
    ]);
  });

  it('hashes the bytes again and records a file whose AutoV2 changed', async () => {
    const { world, moderator, model, first } = await setup();
    const file = await world.given.file(aFile().of(first));
    world.files.put(file.storageKey, new Uint8Array(8));
    world.inspector.answers.set(file.storageKey, {
      format: 'SafeTensor',
      problem: null,
      hashes: [
        { type: 'SHA256', hash: 'C0FFEE'.padEnd(64, '0') },
        { type: 'AutoV2', hash: 'C0FFEE0000' },
      ],
      tensorFacts: null,
      sizeBytes: 8,
    });

    const result = await new RescanModel(world.deps).execute(moderator, { id: model.id });

    expect(result).toEqual({ ok: true, value: { scanned: 1, dangerous: 0, changed: 1 } });
    expect((await world.repos.files.ofId(file.id))?.hashes).toEqual([
      { type: 'AutoV2', hash: 'C0FFEE0000' },
      { type: 'SHA256', hash: 'C0FFEE'.padEnd(64, '0') },
    ]);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ details: { scanned: 1, dangerous: 0, changedFileIds: [file.id] } }),
    ]);
  });

  it('is a moderator action and scans nothing otherwise', async () => {
    const { world, owner, model, first } = await setup();
    await world.given.file(aFile().of(first));
    expect(await new RescanModel(world.deps).execute(owner, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(world.scanner.scanned).toEqual([]);
  });
});

describe('BustVersionCache', () => {
  it("invalidates the model's and the version's cache for moderators", async () => {
    const { world, owner, moderator, model, first } = await setup();
    const bust = new BustVersionCache(world.deps);

    expect(await bust.execute(owner, { id: first.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(world.cache.invalidated).toEqual([]);
    expect(await bust.execute(moderator, { id: first.id })).toEqual({
      ok: true,
      value: { tags: [`model:${model.id}`, `modelVersion:${first.id}`] },
    });
    expect(world.cache.invalidated).toEqual([`model:${model.id}`, `modelVersion:${first.id}`]);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'modelVersion.bustCache', modelVersionId: first.id }),
    ]);
  });
});

describe('EnqueueNsfwLevelUpdate', () => {
  it('queues an NSFW level update of the version for moderators', async () => {
    const { world, owner, moderator, first } = await setup();
    const enqueue = new EnqueueNsfwLevelUpdate(world.deps);

    expect(await enqueue.execute(owner, { id: first.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(world.jobs.enqueued).toEqual([]);
    expect(await enqueue.execute(moderator, { id: first.id })).toEqual({ ok: true, value: null });
    expect(world.jobs.enqueued).toEqual([{ name: 'nsfwLevelUpdate', payload: { modelVersionId: first.id } }]);
    expect(await enqueue.execute(moderator, { id: 9999 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describe('GetModelAuditLog', () => {
  it('shows moderators and the owner what was done to a model, newest first, and nobody else', async () => {
    const { world, owner, moderator, model, first } = await setup();
    await new BustVersionCache(world.deps).execute(moderator, { id: first.id });
    world.clock.advance(1000);
    await new EnqueueNsfwLevelUpdate(world.deps).execute(moderator, { id: first.id });
    const log = new GetModelAuditLog(world.deps);

    const result = await log.execute(moderator, { id: model.id });
    expect(result.ok && result.value.map((e) => [e.action, e.actorId])).toEqual([
      ['modelVersion.enqueueNsfwLevelUpdate', moderator.id],
      ['modelVersion.bustCache', moderator.id],
    ]);
    expect(await log.execute(owner, { id: model.id })).toEqual(result);
    expect(await log.execute(await world.given.user(), { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });

  it("names each entry's actor, and gives no name for an account that is gone", async () => {
    const { world, moderator, model, first } = await setup();
    const formerModerator = await world.given.user(aUser().moderator());
    await new BustVersionCache(world.deps).execute(formerModerator, { id: first.id });
    world.clock.advance(1000);
    await new BustVersionCache(world.deps).execute(moderator, { id: first.id });
    world.clock.advance(1000);
    await new EnqueueNsfwLevelUpdate(world.deps).execute(moderator, { id: first.id });
    await world.repos.users.save({ ...formerModerator, deletedAt: NOW });

    const result = await new GetModelAuditLog(world.deps).execute(moderator, { id: model.id });

    expect(result.ok && result.value.map((e) => e.actor)).toEqual([
      { id: moderator.id, username: moderator.username },
      { id: moderator.id, username: moderator.username },
      { id: formerModerator.id, username: null },
    ]);
  });
});
