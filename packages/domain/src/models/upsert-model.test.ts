import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aUser, createTestWorld, modelFields } from '../testing/index.js';
import { UpsertModel } from './upsert-model.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const stranger = await world.given.user(aUser().named('stranger'));
  return { world, owner, moderator, stranger, upsert: new UpsertModel(world.deps) };
};

describe('UpsertModel creating', () => {
  it("makes a Draft model of the viewer's with no versions, as written, and audits it", async () => {
    const { world, owner, upsert } = await setup();

    const created = await upsert.execute(owner, modelFields({ name: ' Lumen ', availability: 'Private' }));

    expect(created).toMatchObject({
      ok: true,
      value: {
        name: 'Lumen',
        status: 'Draft',
        userId: owner.id,
        availability: 'Private',
        allowCommercialUse: ['Image'],
        allowNoCredit: false,
        tags: [{ name: 'lighting', isCategory: false }],
      },
    });
    if (!created.ok) return;
    expect(await world.repos.models.ofId(created.value.id)).toMatchObject({
      name: 'Lumen',
      availability: 'Private',
      tags: [{ name: 'lighting' }],
    });
    expect(await world.repos.versions.ofModel(created.value.id)).toEqual([]);
    expect(await world.repos.audit.ofModel(created.value.id)).toEqual([
      expect.objectContaining({ action: 'model.create', actorId: owner.id }),
    ]);
  });

  it('uses a stored tag whatever the case it is written in, and creates the unknown ones', async () => {
    const { world, owner, upsert } = await setup();
    await world.repos.tags.create({ name: 'Anime', isCategory: true, unlisted: false, modelCount: 0 });

    const created = await upsert.execute(owner, modelFields({ tagNames: ['anime', ' brand new ', 'ANIME'] }));

    if (!created.ok) throw new Error(created.error.message);
    expect((await world.repos.models.ofId(created.value.id))?.tags).toEqual([
      { name: 'Anime', isCategory: true },
      { name: 'brand new', isCategory: false },
    ]);
    expect((await world.repos.tags.named(['BRAND NEW'])).map((tag) => tag.name)).toEqual(['brand new']);
  });

  it.each([
    ['an anonymous visitor', 'anonymous', errors.signInRequired],
    ['a banned user', 'banned', errors.signInRequired],
    ['a muted user', 'muted', errors.muted],
  ] as const)('refuses %s and stores nothing', async (_, kind, error) => {
    const { world, upsert } = await setup();
    const muted = await world.given.user(aUser().muted());
    const banned = await world.given.user(aUser().banned());
    const viewer = { anonymous: null, muted, banned }[kind];

    expect(await upsert.execute(viewer, modelFields())).toEqual({ ok: false, error });
    expect([
      ...(await world.repos.models.ofUser(muted.id)),
      ...(await world.repos.models.ofUser(banned.id)),
    ]).toEqual([]);
  });

  it('refuses fields that break a rule and stores nothing', async () => {
    const { world, owner, upsert } = await setup();

    expect(await upsert.execute(owner, modelFields({ nsfw: true, poi: true }))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(await world.repos.models.ofUser(owner.id)).toEqual([]);
  });
});

describe('UpsertModel updating', () => {
  it('lets the owner and a moderator edit, keeping status and counts, and audits what changed', async () => {
    const { world, owner, moderator, upsert } = await setup();
    const model = await world.given.model(aModel().ownedBy(owner).published());

    const byOwner = await upsert.execute(owner, { ...modelFields({ name: 'Renamed' }), id: model.id });
    const byModerator = await upsert.execute(moderator, {
      ...modelFields({ name: 'Renamed', type: 'Checkpoint', checkpointType: 'Merge' }),
      id: model.id,
    });

    expect(byOwner).toMatchObject({ ok: true, value: { name: 'Renamed', status: 'Published' } });
    expect(byModerator).toMatchObject({ ok: true, value: { type: 'Checkpoint', checkpointType: 'Merge' } });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({
      name: 'Renamed',
      type: 'Checkpoint',
      status: 'Published',
      publishedAt: model.publishedAt,
      rank: model.rank,
    });
    const entries = await world.repos.audit.ofModel(model.id);
    expect(entries.map(({ action, actorId, details }) => ({ action, actorId, details }))).toEqual([
      {
        action: 'model.update',
        actorId: owner.id,
        details: {
          changed: expect.arrayContaining([
            'name',
            'description',
            'tags',
            'allowCommercialUse',
            'allowNoCredit',
          ]),
        },
      },
      {
        action: 'model.update',
        actorId: moderator.id,
        details: { changed: ['type', 'checkpointType'] },
      },
    ]);
  });

  it('refuses a change of availability, pointing to publishing the private model, and changes nothing', async () => {
    const { world, owner, upsert } = await setup();
    const open = await world.given.model(aModel().ownedBy(owner).published());
    const hidden = await world.given.model(aModel().ownedBy(owner).published().private());

    for (const [model, availability] of [
      [open, 'Private'],
      [hidden, 'Public'],
    ] as const) {
      const result = await upsert.execute(owner, {
        ...modelFields({ name: 'Changed', availability }),
        id: model.id,
      });
      expect(result).toEqual({ ok: false, error: errors.availabilityFixed });
      expect(await world.repos.models.ofId(model.id)).toEqual(model);
      expect(await world.repos.audit.ofModel(model.id)).toEqual([]);
    }
    expect(
      await upsert.execute(owner, { ...modelFields({ availability: 'Private' }), id: hidden.id }),
    ).toMatchObject({ ok: true, value: { availability: 'Private' } });
  });

  it("answers a stranger's edit of a hidden model like a missing one, and refuses it on a public one", async () => {
    const { world, owner, stranger, upsert } = await setup();
    const draft = await world.given.model(aModel().ownedBy(owner).draft());
    const open = await world.given.model(aModel().ownedBy(owner).published());

    expect(await upsert.execute(stranger, { ...modelFields(), id: draft.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await upsert.execute(stranger, { ...modelFields(), id: 999_999 })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await upsert.execute(stranger, { ...modelFields(), id: open.id })).toEqual({
      ok: false,
      error: errors.forbidden,
    });
    expect(await upsert.execute(null, { ...modelFields(), id: open.id })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
    expect(await world.repos.models.ofId(open.id)).toEqual(open);
  });

  it("refuses the owner's edit of a deleted model like a missing one; a moderator is told no", async () => {
    const { world, owner, moderator, upsert } = await setup();
    const gone = await world.given.model(aModel().ownedBy(owner).published().deleted());

    expect(await upsert.execute(owner, { ...modelFields(), id: gone.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await upsert.execute(moderator, { ...modelFields(), id: gone.id })).toEqual({
      ok: false,
      error: errors.forbidden,
    });
  });
});
