import { describe, expect, it } from 'vitest';
import { DeleteModel } from '../models/delete-model.js';
import { DeleteVersion } from '../models/delete-version.js';
import { ChangeMode } from '../moderation/change-mode.js';
import { RestoreVersion } from '../moderation/restore-version.js';
import { aFile, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { CONSOLE } from '../users/account-actor.js';
import { DeleteAccount, RestoreAccount } from '../users/delete-account.js';
import { FindCatalogVersionsByHash, GetCatalogVersion } from './catalog-use-cases.js';
import { tombstonesOf } from './tombstone.js';

const NOW = new Date('2026-03-01T00:00:00Z');

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const kept = await world.given.version(aVersion().of(model).published());
  const version = await world.given.version(aVersion().of(model).published());
  const file = await world.given.file(aFile().of(version));
  const hidden = await world.given.file(aFile().of(version).private());
  return { world, owner, moderator, model, kept, version, file, hidden };
};

describe('tombstonesOf', () => {
  it('leaves one per version that was public, with only its public files’ hashes', async () => {
    const { world, model, kept, version, file, hidden } = await setup();
    const draft = await world.given.version(aVersion().of(model).draft());
    const files = await world.repos.files.ofVersions([kept.id, version.id, draft.id]);
    const tombstones = tombstonesOf(model, [kept, version, draft], files, { category: 'owner', at: NOW });
    expect(tombstones.map((tombstone) => tombstone.versionId)).toEqual([kept.id, version.id]);
    const hashes = tombstones[1]?.hashes.map(({ hash }) => hash);
    expect(hashes).toEqual(file.hashes.map(({ hash }) => hash));
    expect(hashes).not.toContain(hidden.hashes[0]?.hash);
  });

  it('leaves none for a model never published, or a private one', async () => {
    const { world, owner } = await setup();
    for (const builder of [aModel().ownedBy(owner).draft(), aModel().ownedBy(owner).private()]) {
      const model = await world.given.model(builder);
      const version = await world.given.version(aVersion().of(model).published());
      expect(tombstonesOf(model, [version], [], { category: 'owner', at: NOW })).toEqual([]);
    }
  });
});

describe('removing and restoring a version', () => {
  it('leaves its tombstone on delete, answered by hash and by id, and lifts it on restore', async () => {
    const { world, owner, moderator, version, file } = await setup();
    const sha = file.hashes.find(({ type }) => type === 'SHA256')?.hash ?? '';
    expect((await new DeleteVersion(world.deps).execute(owner, { id: version.id })).ok).toBe(true);

    const found = await new FindCatalogVersionsByHash(world.deps).execute(null, {
      hashes: [sha.toLowerCase()],
    });
    expect(found.ok && found.value.get(sha)?.removed).toMatchObject({
      versionId: version.id,
      removed: { category: 'owner' },
    });
    const byId = await new GetCatalogVersion(world.deps).execute(null, { id: version.id });
    expect(byId.ok === false && byId.error.code).toBe('CATALOG.REMOVED');

    expect((await new RestoreVersion(world.deps).execute(moderator, { id: version.id })).ok).toBe(true);
    const after = await new FindCatalogVersionsByHash(world.deps).execute(null, { hashes: [sha] });
    expect(after.ok && after.value.size).toBe(0);
    expect(await world.repos.tombstones.ofVersion(version.id)).toBeNull();
  });
});

describe('a file removed in one place and live in another', () => {
  it('answers with the live copy while there is one, and with the tombstone once none is left', async () => {
    const { world, owner, version, file } = await setup();
    const again = await world.given.model(aModel().ownedBy(owner).published());
    const againVersion = await world.given.version(aVersion().of(again).published());
    await world.given.file(aFile().of(againVersion).with({ hashes: file.hashes }));
    const sha = file.hashes.find(({ type }) => type === 'SHA256')?.hash ?? '';
    const lookUp = async () => {
      const found = await new FindCatalogVersionsByHash(world.deps).execute(null, { hashes: [sha] });
      return found.ok ? found.value.get(sha) : undefined;
    };

    expect((await new DeleteVersion(world.deps).execute(owner, { id: version.id })).ok).toBe(true);
    expect((await lookUp())?.found?.version.version.id).toBe(againVersion.id);
    expect((await new DeleteModel(world.deps).execute(owner, { id: again.id, permanently: false })).ok).toBe(
      true,
    );
    expect((await lookUp())?.removed?.versionId).toBeOneOf([version.id, againVersion.id]);
  });
});

describe('deleting and restoring an account', () => {
  it('leaves its owner’s tombstones for its live models, keeps a moderator’s, and lifts its own on restore', async () => {
    const { world, owner, moderator, model, version, file } = await setup();
    const takenDown = await world.given.model(aModel().ownedBy(owner).published());
    const takenVersion = await world.given.version(aVersion().of(takenDown).published());
    await world.given.file(aFile().of(takenVersion));
    expect(
      (await new ChangeMode(world.deps).execute(moderator, { id: takenDown.id, mode: 'TakenDown' })).ok,
    ).toBe(true);

    expect((await new DeleteAccount(world.deps).execute(owner)).ok).toBe(true);
    const sha = file.hashes.find(({ type }) => type === 'SHA256')?.hash ?? '';
    const found = await new FindCatalogVersionsByHash(world.deps).execute(null, { hashes: [sha] });
    expect(found.ok && found.value.get(sha)?.removed).toMatchObject({
      modelId: model.id,
      versionId: version.id,
      removed: { category: 'owner' },
    });
    expect((await world.repos.tombstones.ofVersion(takenVersion.id))?.removed.category).toBe('moderation');

    expect((await new RestoreAccount(world.deps).execute(CONSOLE, { username: owner.username })).ok).toBe(
      true,
    );
    expect(await world.repos.tombstones.ofVersion(version.id)).toBeNull();
    expect((await world.repos.tombstones.ofVersion(takenVersion.id))?.removed.category).toBe('moderation');
    const after = await new FindCatalogVersionsByHash(world.deps).execute(null, { hashes: [sha] });
    expect(after.ok && after.value.get(sha)?.found?.version.version.id).toBe(version.id);
  });
});
