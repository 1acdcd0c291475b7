import { describe, expect, it } from 'vitest';
import { PublishVersion } from '../models/publish-version.js';
import { errors } from '../shared/errors.js';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { CreateModelFile, storageKeyOf } from './create-model-file.js';
import { DeleteModelFile } from './delete-model-file.js';
import { ProcessModelFile } from './process-model-file.js';
import { UpdateModelFile } from './update-model-file.js';

const bytes = (length: number) => Uint8Array.from({ length }, (_, index) => index % 251);

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const other = await world.given.user(aUser().named('other'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().published().ownedBy(owner));
  const version = await world.given.version(aVersion().of(model).draft());
  world.uploads.add({ id: 'up-1', userId: owner.id, filename: 'folder/lumen v1.safetensors' }, bytes(4096));
  return { world, owner, other, moderator, model, version, create: new CreateModelFile(world.deps) };
};

describe('CreateModelFile', () => {
  it('links a finished upload: the file is Pending, its bytes move to storage and a processFile job is queued', async () => {
    const { world, owner, model, version, create } = await setup();

    const created = await create.execute(owner, {
      modelVersionId: version.id,
      uploadId: 'up-1',
      type: 'Model',
    });

    expect(created).toMatchObject({
      ok: true,
      value: {
        name: 'lumen v1.safetensors',
        virusScanResult: 'Pending',
        pickleScanResult: 'Pending',
        metadata: { format: 'SafeTensor' },
        sizeKB: 4,
        hashes: [],
      },
    });
    if (!created.ok) return;
    const key = storageKeyOf(model.id, version.id, 'up-1');
    expect(world.files.objects.get(key)).toEqual(bytes(4096));
    expect(await world.uploads.ofId('up-1')).toBeNull();
    expect(await world.repos.queue.waiting()).toEqual([
      { name: 'processFile', payload: { fileId: created.value.id } },
    ]);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'modelFile.create', actorId: owner.id, modelVersionId: version.id }),
    ]);
  });

  it.each([
    ['another user', 'up-other', errors.uploadNotFound],
    ['an unknown', 'up-missing', errors.uploadNotFound],
    ['an unfinished', 'up-half', errors.uploadIncomplete],
  ])('refuses %s upload and changes nothing', async (_, uploadId, error) => {
    const { world, owner, other, version, create } = await setup();
    world.uploads.add({ id: 'up-other', userId: other.id, filename: 'x.safetensors' }, bytes(10));
    world.uploads.add({ id: 'up-half', userId: owner.id, filename: 'x.safetensors' }, bytes(10), 5);

    expect(await create.execute(owner, { modelVersionId: version.id, uploadId, type: 'Model' })).toEqual({
      ok: false,
      error,
    });
    expect(await world.repos.files.ofVersion(version.id)).toEqual([]);
    expect(world.files.objects.size).toBe(0);
    expect(await world.repos.queue.waiting()).toEqual([]);
  });

  it('refuses a type other than the one the upload was declared (and size-checked) as', async () => {
    const { world, owner, version, create } = await setup();
    expect(
      await create.execute(owner, { modelVersionId: version.id, uploadId: 'up-1', type: 'Config' }),
    ).toEqual({
      ok: false,
      error: errors.uploadTypeMismatch('Model'),
    });
    expect(await world.uploads.ofId('up-1')).not.toBeNull();
  });

  it("refuses someone else's version as if it did not exist, and keeps the upload", async () => {
    const { world, other, version, create } = await setup();
    world.uploads.add({ id: 'up-2', userId: other.id, filename: 'x.safetensors' }, bytes(10));

    const result = await create.execute(other, {
      modelVersionId: version.id,
      uploadId: 'up-2',
      type: 'Model',
    });

    expect(result).toEqual({ ok: false, error: errors.notFound });
    expect(await world.uploads.ofId('up-2')).not.toBeNull();
  });

  it('lets a moderator add their own upload to any version', async () => {
    const { world, moderator, version, create } = await setup();
    world.uploads.add({ id: 'up-m', userId: moderator.id, filename: 'fix.safetensors' }, bytes(10));

    expect(
      await create.execute(moderator, { modelVersionId: version.id, uploadId: 'up-m', type: 'Model' }),
    ).toMatchObject({ ok: true });
  });

  it.each([
    ['a declared format the bytes do not have', 'Model', { format: 'PickleTensor' }, 'SafeTensor', null],
    ['a type the format does not suit', 'VAE', {}, 'Other', null],
    ['a SafeTensors header that does not parse', 'Model', {}, 'SafeTensor', 'the header is not JSON'],
  ] as const)(
    'refuses %s, storing nothing and keeping the upload',
    async (_, type, metadata, format, problem) => {
      const { world, owner, version, create } = await setup();
      world.uploads.add({ id: 'up-1', userId: owner.id, filename: 'x.bin', type }, bytes(4096));
      world.inspector.answers.set('up-1', {
        format,
        problem,
        hashes: [],
        tensorFacts: null,
        sizeBytes: 4096,
      });

      const result = await create.execute(owner, {
        modelVersionId: version.id,
        uploadId: 'up-1',
        type,
        metadata,
      });

      expect(result).toMatchObject({ ok: false, error: { code: 'FILE.WRONG_FORMAT' } });
      expect(await world.uploads.ofId('up-1')).not.toBeNull();
      expect(world.files.objects.size).toBe(0);
      expect(await world.repos.files.ofVersion(version.id)).toEqual([]);
    },
  );
});

describe('ProcessModelFile', () => {
  it('saves the hashes, size, tensor facts and both scans once; a second delivery reads nothing', async () => {
    const { world, owner, model, version, create } = await setup();
    const created = await create.execute(owner, {
      modelVersionId: version.id,
      uploadId: 'up-1',
      type: 'Model',
    });
    if (!created.ok) throw new Error('setup');
    world.scanner.results.set(storageKeyOf(model.id, version.id, 'up-1'), {
      virusScanResult: 'Success',
      virusScanMessage: 'clean',
      pickleScanResult: 'Success',
      pickleScanMessage: 'SafeTensors',
    });
    const process = new ProcessModelFile(world.deps);

    expect(await process.execute({ fileId: created.value.id })).toEqual({
      ok: true,
      value: { processed: true },
    });
    const once = await world.repos.files.ofId(created.value.id);
    expect(await process.execute({ fileId: created.value.id })).toEqual({
      ok: true,
      value: { processed: false },
    });
    expect(world.inspector.inspected).toHaveLength(1);

    expect(once).toMatchObject({
      virusScanResult: 'Success',
      pickleScanResult: 'Success',
      scannedAt: world.clock.now(),
      sizeKB: 4,
      tensorFacts: { parameterCount: 4096 },
      hashes: [{ type: 'AutoV2' }, { type: 'SHA256' }],
    });
    expect(await world.repos.files.ofId(created.value.id)).toEqual(once);
  });

  it('skips a file deleted before the job ran', async () => {
    const { world } = await setup();
    expect(await new ProcessModelFile(world.deps).execute({ fileId: 999 })).toEqual({
      ok: true,
      value: { processed: false },
    });
  });
});

describe('publishing waits for scans', () => {
  const ready = async (virus: 'Pending' | 'Danger' | 'Error' | 'Success') => {
    const context = await setup();
    await context.world.given.file(aFile().of(context.version).scanned(virus, 'Success'));
    await context.world.given.post(aPost().of(context.version));
    return { ...context, publish: new PublishVersion(context.world.deps) };
  };

  it('refuses while a scan is Pending, for owners and moderators alike', async () => {
    const { owner, moderator, version, publish } = await ready('Pending');
    for (const viewer of [owner, moderator]) {
      expect(await publish.execute(viewer, { id: version.id })).toEqual({
        ok: false,
        error: errors.publishScanPending,
      });
    }
  });

  it('refuses the owner when a file is dangerous; a moderator may publish', async () => {
    const { owner, moderator, version, publish } = await ready('Danger');
    expect(await publish.execute(owner, { id: version.id })).toEqual({
      ok: false,
      error: errors.publishDangerousFile,
    });
    expect(await publish.execute(moderator, { id: version.id })).toMatchObject({ ok: true });
  });

  it('publishes when a scan could not run (Error): the scan has finished', async () => {
    const { owner, version, publish } = await ready('Error');
    expect(await publish.execute(owner, { id: version.id })).toMatchObject({
      ok: true,
      value: { status: 'Published' },
    });
  });
});

describe('UpdateModelFile and DeleteModelFile', () => {
  it('refuses a type the bytes do not suit and keeps the file', async () => {
    const { world, owner, version } = await setup();
    const file = await world.given.file(aFile().of(version));

    const result = await new UpdateModelFile(world.deps).execute(owner, { id: file.id, type: 'Archive' });

    expect(result).toMatchObject({ ok: false, error: { code: 'FILE.WRONG_FORMAT' } });
    expect(await world.repos.files.ofId(file.id)).toEqual(file);
  });

  it('renames and re-describes a file', async () => {
    const { world, owner, version } = await setup();
    const file = await world.given.file(aFile().of(version));

    const result = await new UpdateModelFile(world.deps).execute(owner, {
      id: file.id,
      name: 'lumen-pruned.safetensors',
      type: 'Pruned Model',
      metadata: { fp: 'bf16' },
    });

    expect(result).toMatchObject({
      ok: true,
      value: {
        name: 'lumen-pruned.safetensors',
        type: 'Pruned Model',
        metadata: { format: 'SafeTensor', fp: 'bf16' },
      },
    });
  });

  it("keeps a published version's last file, and removes a file and its bytes otherwise", async () => {
    const { world, owner, model } = await setup();
    const published = await world.given.version(aVersion().of(model).published());
    const only = await world.given.file(aFile().of(published));
    const second = await world.given.file(aFile().of(published));
    world.files.put(second.storageKey, bytes(3));
    const remove = new DeleteModelFile(world.deps);

    expect(await remove.execute(owner, { id: second.id })).toEqual({ ok: true, value: { id: second.id } });
    expect(world.files.objects.has(second.storageKey)).toBe(false);
    expect(await remove.execute(owner, { id: only.id })).toEqual({
      ok: false,
      error: errors.lastFileOfPublishedVersion,
    });
    expect(await world.repos.files.ofId(only.id)).toEqual(only);
  });

  it("answers someone else's file as missing", async () => {
    const { world, other, version } = await setup();
    const file = await world.given.file(aFile().of(version));
    expect(await new DeleteModelFile(world.deps).execute(other, { id: file.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
