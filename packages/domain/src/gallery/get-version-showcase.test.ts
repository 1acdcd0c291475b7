import { describe, expect, it } from 'vitest';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetVersionShowcase } from './get-version-showcase.js';

const at = (minute: number) => new Date(Date.UTC(2025, 11, 31, 12, minute));

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model));
  const alice = await world.given.user(aUser().named('alice'));
  const bob = await world.given.user(aUser().named('bob'));
  const showcase = (browsingLevel = 31, viewer: Parameters<GetVersionShowcase['execute']>[0] = null) =>
    new GetVersionShowcase(world.deps).execute(viewer, { modelVersionId: version.id, browsingLevel });
  const shown = async (browsingLevel?: number) => {
    const result = await showcase(browsingLevel);
    if (!result.ok) throw new Error(result.error.message);
    return result.value === null
      ? null
      : { postId: result.value.postId, images: result.value.images.map((image) => image.id) };
  };
  const saveSettings = async (patch: Partial<Awaited<ReturnType<typeof world.repos.gallerySettings.of>>>) =>
    world.repos.gallerySettings.save(model.id, {
      ...(await world.repos.gallerySettings.of(model.id)),
      ...patch,
    });
  return { world, owner, model, version, alice, bob, showcase, shown, saveSettings };
};

describe('GetVersionShowcase (image.getShowcase)', () => {
  it("opens on the version's oldest published post, with all its images in order", async () => {
    const { world, version, alice, bob, shown } = await setup();
    const first = await world.given.post(
      aPost().of(version).by(alice).publishedAt(at(1)).withImages({}, {}, {}),
    );
    await world.given.post(aPost().of(version).by(bob).publishedAt(at(2)));
    await world.given.post(aPost().of(version).by(bob).unpublished());
    expect(await shown()).toEqual({ postId: first.id, images: first.images.map((image) => image.id) });
  });

  it('is empty when the version has no post', async () => {
    const { shown } = await setup();
    expect(await shown()).toBeNull();
  });

  it("honours the gallery settings: hidden users, hidden images, hidden tags and the settings' level", async () => {
    const { world, version, alice, bob, shown, saveSettings } = await setup();
    const gore = await world.given.tag({ name: 'gore' });
    const byAlice = await world.given.post(aPost().of(version).by(alice).publishedAt(at(1)));
    const byBob = await world.given.post(
      aPost()
        .of(version)
        .by(bob)
        .publishedAt(at(2))
        .withImages({ tagIds: [gore.id] }, { nsfwLevel: 4 }, {}),
    );
    const [tagged, mature, plain] = byBob.images.map((image) => image.id);
    await saveSettings({ hiddenUsers: [{ id: alice.id, username: alice.username }] });
    expect(await shown()).toEqual({ postId: byBob.id, images: [tagged, mature, plain] });
    await saveSettings({ hiddenTags: [{ id: gore.id, name: gore.name }], level: 1 });
    expect(await shown()).toEqual({ postId: byBob.id, images: [plain] });
    await saveSettings({ hiddenImages: [plain as number] });
    expect(await shown()).toBeNull();
    await saveSettings({ hiddenUsers: [] });
    expect(await shown()).toEqual({ postId: byAlice.id, images: [byAlice.images[0]?.id] });
  });

  it("keeps to the viewer's browsing level, and shows nothing at level zero", async () => {
    const { world, version, alice, bob, shown, saveSettings } = await setup();
    await world.given.post(aPost().of(version).by(alice).publishedAt(at(1)).nsfwLevel(8));
    const safe = await world.given.post(aPost().of(version).by(bob).publishedAt(at(2)));
    expect((await shown(1))?.postId).toBe(safe.id);
    expect(await shown(0)).toBeNull();
    await saveSettings({ level: 0 });
    expect(await shown(31)).toBeNull();
  });

  it('answers like a missing version to whoever may not see it', async () => {
    const { world, owner } = await setup();
    const draft = await world.given.model(aModel().ownedBy(owner).draft());
    const hidden = await world.given.version(aVersion().of(draft).draft());
    const result = await new GetVersionShowcase(world.deps).execute(null, {
      modelVersionId: hidden.id,
      browsingLevel: 31,
    });
    const missing = await new GetVersionShowcase(world.deps).execute(null, {
      modelVersionId: 999_999,
      browsingLevel: 31,
    });
    expect(result).toEqual(missing);
    expect(result.ok).toBe(false);
  });
});
