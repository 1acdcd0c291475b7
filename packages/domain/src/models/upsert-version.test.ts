import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import {
  aModel,
  aUser,
  aVersion,
  createTestWorld,
  earlyAccessFields,
  versionFields,
} from '../testing/index.js';
import { UpsertVersion } from './upsert-version.js';

const DAY = 24 * 60 * 60 * 1000;

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const stranger = await world.given.user(aUser().named('stranger'));
  const model = await world.given.model(aModel().ownedBy(owner).draft());
  return { world, owner, moderator, stranger, model, upsert: new UpsertVersion(world.deps) };
};

describe('UpsertVersion creating', () => {
  it('adds a Draft version last, as written, and audits it', async () => {
    const { world, owner, model, upsert } = await setup();

    const first = await upsert.execute(owner, { ...versionFields({ name: ' v1 ' }), modelId: model.id });
    const second = await upsert.execute(owner, {
      ...versionFields({ name: 'v2', trainedWords: [' a ', 'a', '', 'B'] }),
      modelId: model.id,
    });

    expect(first).toMatchObject({
      ok: true,
      value: { name: 'v1', status: 'Draft', index: 0, baseModel: 'SDXL 1.0', clipSkip: 2, modelId: model.id },
    });
    expect(second).toMatchObject({ ok: true, value: { index: 1, trainedWords: ['a', 'B'] } });
    const stored = await world.repos.versions.ofModel(model.id);
    expect(stored.map(({ name, index, status }) => ({ name, index, status }))).toEqual([
      { name: 'v1', index: 0, status: 'Draft' },
      { name: 'v2', index: 1, status: 'Draft' },
    ]);
    expect(
      (await world.repos.audit.ofModel(model.id)).map(({ action, actorId }) => ({ action, actorId })),
    ).toEqual([
      { action: 'modelVersion.create', actorId: owner.id },
      { action: 'modelVersion.create', actorId: owner.id },
    ]);
  });

  it('goes after every version, a soft-deleted one included', async () => {
    const { world, owner, model, upsert } = await setup();
    await world.given.version(aVersion().of(model).index(0).draft());
    await world.given.version(
      aVersion()
        .of(model)
        .index(4)
        .with({ status: 'Deleted', deletedAt: world.clock.now(), deletedBy: owner.id }),
    );

    expect(await upsert.execute(owner, { ...versionFields(), modelId: model.id })).toMatchObject({
      ok: true,
      value: { index: 5 },
    });
  });

  it('answers a stranger like a missing model and stores nothing; refuses a broken rule', async () => {
    const { world, owner, stranger, model, upsert } = await setup();

    expect(await upsert.execute(stranger, { ...versionFields(), modelId: model.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(
      await upsert.execute(owner, { ...versionFields({ clipSkip: 13 }), modelId: model.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(await world.repos.versions.ofModel(model.id)).toEqual([]);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([]);
  });
});

describe('UpsertVersion updating', () => {
  it('lets the owner and a moderator edit a draft, early access included', async () => {
    const { world, owner, moderator, model, upsert } = await setup();
    const version = await world.given.version(aVersion().of(model).draft());

    const edited = await upsert.execute(owner, {
      ...versionFields({ name: 'v1 final', earlyAccessConfig: earlyAccessFields({ timeframeDays: 14 }) }),
      id: version.id,
      modelId: model.id,
    });
    const byModerator = await upsert.execute(moderator, {
      ...versionFields({ name: 'v1 final', baseModel: 'Pony' }),
      id: version.id,
      modelId: model.id,
    });

    expect(edited).toMatchObject({
      ok: true,
      value: { name: 'v1 final', earlyAccessConfig: { timeframeDays: 14 }, earlyAccessEndsAt: null },
    });
    expect(byModerator).toMatchObject({ ok: true, value: { baseModel: 'Pony', earlyAccessConfig: null } });
    expect(await world.repos.versions.ofId(version.id)).toMatchObject({
      baseModel: 'Pony',
      name: 'v1 final',
    });
    const entries = await world.repos.audit.ofModel(model.id);
    expect(entries.map(({ action, actorId, details }) => ({ action, actorId, details }))).toEqual([
      {
        action: 'modelVersion.update',
        actorId: owner.id,
        details: { changed: expect.arrayContaining(['name', 'earlyAccessConfig']) },
      },
      {
        action: 'modelVersion.update',
        actorId: moderator.id,
        details: { changed: ['baseModel', 'earlyAccessConfig'] },
      },
    ]);
  });

  it('shortens the early access of a published version from its publish date, and refuses lengthening it', async () => {
    const { world, owner, upsert } = await setup();
    const model = await world.given.model(aModel().ownedBy(owner).published());
    const publishedAt = new Date(world.clock.now().getTime() - DAY);
    const version = await world.given.version(
      aVersion()
        .of(model)
        .published(publishedAt)
        .with({
          earlyAccessConfig: earlyAccessFields({ timeframeDays: 7 }),
          earlyAccessEndsAt: new Date(publishedAt.getTime() + 7 * DAY),
        }),
    );
    const edit = (days: number) =>
      upsert.execute(owner, {
        ...versionFields({ earlyAccessConfig: earlyAccessFields({ timeframeDays: days }) }),
        id: version.id,
        modelId: model.id,
      });

    expect(await edit(8)).toEqual({ ok: false, error: errors.earlyAccessOnlyShorter });
    expect(await world.repos.versions.ofId(version.id)).toEqual(version);
    expect(await edit(3)).toMatchObject({
      ok: true,
      value: { earlyAccessEndsAt: new Date(publishedAt.getTime() + 3 * DAY) },
    });
  });

  it('answers a stranger and a version of another model like a missing version', async () => {
    const { world, owner, stranger, model, upsert } = await setup();
    const version = await world.given.version(aVersion().of(model).draft());
    const other = await world.given.model(aModel().ownedBy(owner).draft());

    for (const [viewer, modelId] of [
      [stranger, model.id],
      [owner, other.id],
    ] as const) {
      expect(await upsert.execute(viewer, { ...versionFields(), id: version.id, modelId })).toEqual({
        ok: false,
        error: errors.notFound,
      });
    }
    expect(await world.repos.versions.ofId(version.id)).toEqual(version);
  });
});
