import { describe, expect, it } from 'vitest';
import {
  aFile,
  aModel,
  aPost,
  aUser,
  aVersion,
  createTestWorld,
  type ModelBuilder,
  type VersionBuilder,
} from '../testing/index.js';
import { GetModelVersions } from './get-model-versions.js';
import { PublishModel } from './publish-model.js';

const NOW = new Date('2026-01-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const setup = async (model: ModelBuilder = aModel().draft()) => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const stranger = await world.given.user(aUser().named('stranger'));
  const stored = await world.given.model(model.ownedBy(owner));
  const version = async (builder: VersionBuilder = aVersion().draft(), ready = true) => {
    const v = await world.given.version(builder.of(stored));
    if (ready) {
      await world.given.file(aFile().of(v));
      await world.given.post(aPost().of(v));
    }
    return v;
  };
  const publish = new PublishModel(world.deps);
  return { world, owner, moderator, stranger, model: stored, version, publish };
};

describe('PublishModel', () => {
  it('publishes the model and the chosen versions now', async () => {
    const { world, owner, model, version, publish } = await setup();
    const chosen = await version();
    const other = await version();

    const result = await publish.execute(owner, { id: model.id, versionIds: [chosen.id] });

    expect(result).toMatchObject({ ok: true, value: { model: { status: 'Published', publishedAt: NOW } } });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({ status: 'Published', publishedAt: NOW });
    expect(await world.repos.versions.ofId(chosen.id)).toMatchObject({
      status: 'Published',
      publishedAt: NOW,
    });
    expect(await world.repos.versions.ofId(other.id)).toMatchObject({ status: 'Draft' });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({
        action: 'model.publish',
        actorId: owner.id,
        details: expect.objectContaining({ versionIds: [chosen.id] }),
      }),
    ]);
  });

  it('schedules a publication for a future date, visible to others once the date has passed', async () => {
    const { world, owner, stranger, model, version, publish } = await setup();
    const v = await version();
    const at = new Date(NOW.getTime() + 3 * DAY);

    const result = await publish.execute(owner, { id: model.id, publishedAt: at, versionIds: [v.id] });

    expect(result).toMatchObject({ ok: true, value: { model: { status: 'Scheduled', publishedAt: at } } });
    expect(await world.repos.versions.ofId(v.id)).toMatchObject({ status: 'Scheduled', publishedAt: at });
    const versionsSeenBy = new GetModelVersions(world.deps);
    expect(await versionsSeenBy.execute(stranger, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    world.clock.set(new Date(at.getTime() + 1));
    expect(await versionsSeenBy.execute(stranger, { id: model.id })).toMatchObject({
      ok: true,
      value: [{ id: v.id }],
    });
  });

  it('refuses schedules in the past or more than 3 months ahead, changing nothing', async () => {
    const { world, owner, model, version, publish } = await setup();
    const v = await version();

    const past = await publish.execute(owner, {
      id: model.id,
      publishedAt: new Date(NOW.getTime() - 1),
      versionIds: [v.id],
    });
    const far = await publish.execute(owner, {
      id: model.id,
      publishedAt: new Date('2026-04-10T12:00:00.001Z'),
      versionIds: [v.id],
    });

    expect(past).toMatchObject({ ok: false, error: { code: 'PUBLISH.DATE_IN_PAST' } });
    expect(far).toMatchObject({ ok: false, error: { code: 'PUBLISH.DATE_TOO_FAR' } });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({ status: 'Draft' });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([]);
  });

  it('refuses versions without files or posts, and versions of other models', async () => {
    const { world, owner, model, version, publish } = await setup();
    const bare = await version(aVersion().draft(), false);
    const elsewhere = await world.given.version();

    expect(await publish.execute(owner, { id: model.id, versionIds: [bare.id] })).toMatchObject({
      ok: false,
      error: {
        code: 'PUBLISH.NOT_READY',
        message: 'A version needs files and posts before it can be published.',
      },
    });
    expect(await publish.execute(owner, { id: model.id, versionIds: [elsewhere.id] })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await publish.execute(owner, { id: model.id, versionIds: [] })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISH.NOT_READY' },
    });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({ status: 'Draft' });
  });

  it('starts early access from the publish date', async () => {
    const { world, owner, model, version, publish } = await setup();
    const v = await version(
      aVersion()
        .draft()
        .with({
          earlyAccessConfig: {
            chargeForDownload: true,
            downloadPrice: 100,
            chargeForGeneration: false,
            generationPrice: null,
            freeGeneration: false,
            generationTrialLimit: null,
            timeframeDays: 5,
          },
        }),
    );

    await publish.execute(owner, { id: model.id, versionIds: [v.id] });

    expect((await world.repos.versions.ofId(v.id))?.earlyAccessEndsAt).toEqual(
      new Date(NOW.getTime() + 5 * DAY),
    );
  });

  it('lets the owner republish an Unpublished model with all its ready versions', async () => {
    const { world, owner, model, version, publish } = await setup(aModel().unpublished());
    const first = await version(aVersion().unpublished());
    const second = await version(aVersion().unpublished());
    const incomplete = await version(aVersion().draft(), false);

    const result = await publish.execute(owner, { id: model.id, versionIds: [first.id] });

    expect(result).toMatchObject({ ok: true, value: { model: { status: 'Published' } } });
    expect((await world.repos.versions.ofModel(model.id)).map((v) => [v.id, v.status])).toEqual([
      [first.id, 'Published'],
      [second.id, 'Published'],
      [incomplete.id, 'Draft'],
    ]);
  });

  it('lets a moderator republish a violation with every version and clears the violation', async () => {
    const { world, moderator, model, version, publish } = await setup(
      aModel().violation('spam').meta({ customMessage: 'fix it', needsReview: true }),
    );
    const first = await version(aVersion().violation('spam'));
    const second = await version(aVersion().violation('spam'));

    const result = await publish.execute(moderator, { id: model.id, versionIds: [] });

    expect(result.ok).toBe(true);
    expect(await world.repos.models.ofId(model.id)).toMatchObject({
      status: 'Published',
      meta: { unpublishedReason: null, customMessage: null, needsReview: false },
    });
    for (const v of [first, second]) {
      expect(await world.repos.versions.ofId(v.id)).toMatchObject({
        status: 'Published',
        meta: { unpublishedReason: null },
      });
    }
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'model.publish', actorId: moderator.id }),
    ]);
  });

  it('does not let the owner republish a violation, nor anyone else publish', async () => {
    const violation = await setup(aModel().violation());
    await violation.version(aVersion().violation());
    expect(
      await violation.publish.execute(violation.owner, { id: violation.model.id, versionIds: [] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });

    const draft = await setup();
    const v = await draft.version();
    expect(
      await draft.publish.execute(draft.stranger, { id: draft.model.id, versionIds: [v.id] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await draft.publish.execute(null, { id: draft.model.id, versionIds: [v.id] })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await draft.publish.execute(draft.owner, { id: 999, versionIds: [v.id] })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
