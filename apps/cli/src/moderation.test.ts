import { GetModel, ok } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { useSeededHub } from './testing/seeded-hub.js';
import { databases } from './testing/test-hub.js';

const MODEL = 5;

describe.each(databases)('the moderation commands on $name', (database) => {
  const hub = useSeededHub(database);

  const model = () => hub().inProcess(({ uow }) => uow.read((r) => r.models.ofId(MODEL)));
  const asMod = async (...args: string[]) => {
    const run = await hub().cli([...args, '--as', 'mod', '--json']);
    if (run.code !== 0)
      throw new Error(`atelier ${args.join(' ')} exited ${run.code}: ${run.stdout}${run.stderr}`);
    return run.json();
  };

  it('each acts through its use case, and every action lands in the audit log under the moderator', async () => {
    const { versionId, files } = await hub().inProcess(({ uow }) =>
      uow.read(async (r) => {
        const versions = await r.versions.ofModel(MODEL);
        return {
          versionId: versions[0]?.id as number,
          files: (await r.files.ofVersions(versions.map((version) => version.id))).length,
        };
      }),
    );

    expect(await asMod('lock', '--model', `${MODEL}`)).toMatchObject({ model: { locked: true } });
    expect((await model())?.locked).toBe(true);
    expect(await asMod('unlock', '--model', `${MODEL}`)).toMatchObject({ model: { locked: false } });
    expect(await asMod('lock-comments', '--model', `${MODEL}`)).toMatchObject({
      model: { commentsLocked: true },
    });
    expect((await model())?.meta.commentsLocked).toBe(true);
    expect(await asMod('unlock-comments', '--model', `${MODEL}`)).toMatchObject({
      model: { commentsLocked: false },
    });
    expect(await asMod('toggle-cannot-promote', '--model', `${MODEL}`)).toMatchObject({
      model: { cannotPromote: true },
    });
    expect((await model())?.meta.cannotPromote).toBe(true);
    expect(await asMod('bust-cache', '--version', `${versionId}`)).toMatchObject({
      tags: [`model:${MODEL}`, `modelVersion:${versionId}`],
    });
    expect(await asMod('rescan', '--model', `${MODEL}`)).toMatchObject({ scanned: files });
    expect(
      await asMod(
        'unpublish-violation',
        '--model',
        `${MODEL}`,
        '--reason',
        'Impersonates a real person',
        '--message',
        'Remove the name',
      ),
    ).toMatchObject({
      model: { status: 'UnpublishedViolation', unpublishedReason: 'Impersonates a real person' },
    });
    expect((await model())?.meta.customMessage).toBe('Remove the name');
    expect(await asMod('delete', '--model', `${MODEL}`)).toMatchObject({
      model: { id: MODEL, permanent: false },
    });
    expect((await model())?.status).toBe('Deleted');
    expect(await asMod('restore', '--model', `${MODEL}`)).toMatchObject({
      model: { status: 'Unpublished', deletedAt: null },
    });

    const log = await hub().inProcess(({ uow }) => uow.read((r) => r.audit.ofModel(MODEL)));
    expect(log.map((entry) => [entry.action, entry.actorId])).toEqual(
      [
        'model.toggleLock',
        'model.toggleLock',
        'model.toggleLockComments',
        'model.toggleLockComments',
        'model.toggleCannotPromote',
        'modelVersion.bustCache',
        'model.rescan',
        'model.unpublishViolation',
        'model.delete',
        'model.restore',
      ].map((action) => [action, hub().moderator.id]),
    );
  });

  it('restores a soft-deleted version with --version, and wants exactly one of --model and --version', async () => {
    const versionId = await hub().inProcess(({ uow }) =>
      uow.run(async (r) => {
        const [version] = await r.versions.ofModel(MODEL);
        if (version === undefined) throw new Error('the seeded model has no version');
        await r.versions.save({ ...version, status: 'Deleted', deletedAt: new Date(), deletedBy: null });
        return ok(version.id);
      }),
    );

    expect(await asMod('restore', '--version', `${versionId.ok ? versionId.value : 0}`)).toMatchObject({
      version: { status: 'Unpublished' },
    });
    const both = await hub().cli(['restore', '--model', `${MODEL}`, '--version', '1', '--as', 'mod']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('Give either --model or --version');
  });

  it('refuses what the model state does not allow with exit code 4, even for a moderator', async () => {
    const run = await hub().cli(['restore', '--model', `${MODEL}`, '--as', 'mod']);

    expect(run.code).toBe(4);
    expect(run.stderr).toContain('You do not have permission to perform this action.');
    expect(run.stderr).toContain("the model's current state does not allow this");
  });

  it('deletes for good with --permanent: the model is gone for everyone', async () => {
    const run = await hub().cli(['delete', '--model', '6', '--permanent', '--as', 'mod', '--json']);

    expect(run.code).toBe(0);
    const page = await hub().inProcess(async ({ useCase, uow }) =>
      useCase(GetModel).execute(await uow.read((r) => r.users.ofUsername('mod')), { id: 6 }),
    );
    expect(page).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
