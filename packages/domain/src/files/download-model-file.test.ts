import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aFile, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DownloadModelFile } from './download-model-file.js';

const nextWeek = new Date('2026-01-08T00:00:00Z');

const setUp = async (flags: { earlyAccessModel?: boolean } = {}) => {
  const world = createTestWorld({ flags });
  const owner = await world.given.user(aUser().named('alice'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model).published());
  const download = new DownloadModelFile(world.deps);
  return { world, owner, model, version, download };
};

describe('DownloadModelFile', () => {
  it("serves the file that best fits the viewer's preferences and records the download", async () => {
    const { world, version, download } = await setUp();
    await world.given.file(aFile().of(version).type('Config').metadata({ format: 'SafeTensor' }));
    const fp32 = await world.given.file(
      aFile().of(version).metadata({ format: 'SafeTensor', size: 'full', fp: 'fp32' }),
    );
    const fp16 = await world.given.file(
      aFile().of(version).metadata({ format: 'SafeTensor', size: 'pruned', fp: 'fp16' }),
    );
    const fan = await world.given.user(
      aUser().with({ filePreferences: { format: 'SafeTensor', size: 'full', fp: 'fp32' } }),
    );

    const anonymous = await download.execute(null, { versionId: version.id });
    expect(anonymous).toEqual({ ok: true, value: { file: fp16, storageKey: fp16.storageKey } });
    const preferred = await download.execute(fan, { versionId: version.id });
    expect(preferred.ok && preferred.value.file.id).toBe(fp32.id);

    expect(world.db.state.downloads).toEqual([
      { userId: null, modelVersionId: version.id, fileId: fp16.id, at: world.clock.now() },
      { userId: fan.id, modelVersionId: version.id, fileId: fp32.id, at: world.clock.now() },
    ]);
    expect(await world.repos.downloads.hasDownloaded(fan.id, version.id)).toBe(true);
  });

  it('serves a file chosen by id, or by type and metadata', async () => {
    const { world, version, download } = await setUp();
    await world.given.file(aFile().of(version));
    const vae = await world.given.file(aFile().of(version).type('VAE'));
    const pickle = await world.given.file(aFile().of(version).metadata({ format: 'PickleTensor' }));

    const byId = await download.execute(null, { versionId: version.id, fileId: vae.id });
    expect(byId.ok && byId.value.file.id).toBe(vae.id);
    const byFormat = await download.execute(null, {
      versionId: version.id,
      type: 'Model',
      format: 'PickleTensor',
    });
    expect(byFormat.ok && byFormat.value.file.id).toBe(pickle.id);
    expect(await download.execute(null, { versionId: version.id, type: 'Negative' })).toEqual({
      ok: false,
      error: errors.notFound,
    });
  });

  it('answers not found for a missing version, a hidden model and a private file, and records nothing', async () => {
    const { world, owner, version, download } = await setUp();
    const secret = await world.given.file(aFile().of(version).private());
    const hidden = await world.given.version(
      aVersion().of(await world.given.model(aModel().ownedBy(owner).unpublished())),
    );
    await world.given.file(aFile().of(hidden));

    const notFound = { ok: false, error: errors.notFound };
    expect(await download.execute(null, { versionId: 999 })).toEqual(notFound);
    expect(await download.execute(null, { versionId: hidden.id })).toEqual(notFound);
    expect(await download.execute(null, { versionId: version.id, fileId: secret.id })).toEqual(notFound);
    expect(world.db.state.downloads).toEqual([]);

    const own = await download.execute(owner, { versionId: version.id, fileId: secret.id });
    expect(own.ok && own.value.file.id).toBe(secret.id);
  });

  it('answers archived for an archived model and not found for a taken-down one', async () => {
    const world = createTestWorld();
    const archived = await world.given.version(aVersion().of(await world.given.model(aModel().archived())));
    const takenDown = await world.given.version(aVersion().of(await world.given.model(aModel().takenDown())));
    await world.given.file(aFile().of(archived));
    await world.given.file(aFile().of(takenDown));
    const download = new DownloadModelFile(world.deps);

    expect(await download.execute(null, { versionId: archived.id })).toEqual({
      ok: false,
      error: errors.modelArchived,
    });
    expect(await download.execute(null, { versionId: takenDown.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
  });

  it('serves a dangerous file to moderators only', async () => {
    const { world, owner, version, download } = await setUp();
    const file = await world.given.file(aFile().of(version).scanned('Pending', 'Danger'));
    const moderator = await world.given.user(aUser().moderator());

    for (const viewer of [null, owner]) {
      expect(await download.execute(viewer, { versionId: version.id })).toEqual({
        ok: false,
        error: errors.fileDangerous,
      });
    }
    const served = await download.execute(moderator, { versionId: version.id });
    expect(served.ok && served.value.file.id).toBe(file.id);
  });

  it('asks for early access to be bought, until it is bought', async () => {
    const { world, model, download } = await setUp();
    const version = await world.given.version(aVersion().of(model).published().inEarlyAccess(nextWeek));
    await world.given.file(aFile().of(version));
    const buyer = await world.given.user();

    expect(await download.execute(null, { versionId: version.id })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
    expect(await download.execute(buyer, { versionId: version.id })).toEqual({
      ok: false,
      error: errors.earlyAccessPurchaseRequired(nextWeek),
    });
    await world.repos.earlyAccessPurchases.grant(buyer.id, version.id, 'generation');
    expect((await download.execute(buyer, { versionId: version.id })).ok).toBe(false);
    await world.repos.earlyAccessPurchases.grant(buyer.id, version.id, 'download');
    expect((await download.execute(buyer, { versionId: version.id })).ok).toBe(true);
  });

  it('says Unauthorized for early-access versions while the feature is off', async () => {
    const { world, model, download } = await setUp({ earlyAccessModel: false });
    const version = await world.given.version(aVersion().of(model).published().inEarlyAccess(nextWeek));
    await world.given.file(aFile().of(version));
    const visitor = await world.given.user();

    expect(await download.execute(visitor, { versionId: version.id })).toEqual({
      ok: false,
      error: errors.earlyAccessOff,
    });
  });

  it('asks non-members to join for a members-only download', async () => {
    const { world, model, download } = await setUp();
    const version = await world.given.version(aVersion().of(model).published().with({ canDownload: false }));
    await world.given.file(aFile().of(version));
    const visitor = await world.given.user();
    const member = await world.given.user(aUser().member());

    expect(await download.execute(visitor, { versionId: version.id })).toEqual({
      ok: false,
      error: errors.membershipRequiredForDownload,
    });
    expect((await download.execute(member, { versionId: version.id })).ok).toBe(true);
  });
});
