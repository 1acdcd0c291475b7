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
import { PublishVersion } from './publish-version.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async (model: ModelBuilder = aModel().published()) => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().moderator());
  const stored = await world.given.model(model.ownedBy(owner));
  const version = async (builder: VersionBuilder = aVersion().draft(), ready = true) => {
    const v = await world.given.version(builder.of(stored));
    if (ready) {
      await world.given.file(aFile().of(v));
      await world.given.post(aPost().of(v));
    }
    return v;
  };
  return { world, owner, moderator, model: stored, version, publish: new PublishVersion(world.deps) };
};

describe('PublishVersion', () => {
  it('publishes a draft version of a published model now, with an audit entry', async () => {
    const { world, owner, model, version, publish } = await setup();
    const v = await version();

    expect(await publish.execute(owner, { id: v.id })).toMatchObject({
      ok: true,
      value: { status: 'Published', publishedAt: NOW },
    });
    expect(await world.repos.versions.ofId(v.id)).toMatchObject({ status: 'Published', publishedAt: NOW });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'modelVersion.publish', modelVersionId: v.id, actorId: owner.id }),
    ]);
  });

  it('schedules a version for a later date', async () => {
    const { world, owner, version, publish } = await setup();
    const v = await version();
    const at = new Date('2026-02-01T00:00:00Z');

    expect(await publish.execute(owner, { id: v.id, publishedAt: at })).toMatchObject({
      ok: true,
      value: { status: 'Scheduled' },
    });
    expect(await world.repos.versions.ofId(v.id)).toMatchObject({ status: 'Scheduled', publishedAt: at });
  });

  it('refuses a version without files or posts, and a date too far ahead', async () => {
    const { world, owner, version, publish } = await setup();
    const bare = await version(aVersion().draft(), false);
    const ready = await version();

    expect(await publish.execute(owner, { id: bare.id })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISH.NOT_READY' },
    });
    expect(
      await publish.execute(owner, { id: ready.id, publishedAt: new Date('2026-05-01T00:00:00Z') }),
    ).toMatchObject({
      ok: false,
      error: { code: 'PUBLISH.DATE_TOO_FAR' },
    });
    expect(await world.repos.versions.ofId(ready.id)).toMatchObject({ status: 'Draft' });
  });

  it('leaves a version in violation to moderators', async () => {
    const { world, owner, moderator, version, publish } = await setup();
    const v = await version(aVersion().violation('spam'));

    expect(await publish.execute(owner, { id: v.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await publish.execute(moderator, { id: v.id })).toMatchObject({
      ok: true,
      value: { status: 'Published' },
    });
    expect(await world.repos.versions.ofId(v.id)).toMatchObject({ meta: { unpublishedReason: null } });
  });

  it('goes through model.publish when the model itself is unpublished', async () => {
    const { owner, version, publish } = await setup(aModel().unpublished());
    const v = await version();
    expect(await publish.execute(owner, { id: v.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });

  it('does not find unknown versions', async () => {
    const { owner, publish } = await setup();
    expect(await publish.execute(owner, { id: 12345 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
