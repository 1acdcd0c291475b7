import { describe, expect, it } from 'vitest';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import {
  aFile,
  aModel,
  aPost,
  aReview,
  aUser,
  aVersion,
  createTestWorld,
  type ModelBuilder,
} from '../testing/index.js';
import type { User } from '../users/user.js';
import { GetModel, type ModelPage } from './get-model.js';
import type { ModelPageView } from './model-page.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async (model: ModelBuilder = aModel().published()) => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const stranger = await world.given.user(aUser().named('stranger'));
  const stored = await world.given.model(model.ownedBy(owner));
  const published = await world.given.version(aVersion().of(stored).published());
  const publicFile = await world.given.file(aFile().of(published));
  const privateFile = await world.given.file(aFile().of(published).with({ visibility: 'Private' }));
  await world.given.post(aPost().of(published));
  await world.given.review(aReview().of(published).by(stranger).up());
  await world.given.review(aReview().of(published).by(moderator).down());
  await world.given.review(
    aReview()
      .of(published)
      .by(await world.given.user())
      .up(),
  );
  const draft = await world.given.version(aVersion().of(stored).draft());
  const get = new GetModel(world.deps);
  const page = async (viewer: User | null, modelVersionId?: number): Promise<ModelPage> => {
    const result = await get.execute(viewer, { id: stored.id, modelVersionId });
    if (!result.ok) throw new Error(`expected a page, got ${result.error.code}`);
    return result.value;
  };
  const modelView = async (viewer: User | null, modelVersionId?: number): Promise<ModelPageView> => {
    const result = await page(viewer, modelVersionId);
    if (result.view !== 'model') throw new Error(`expected the model view, got ${result.view}`);
    return result;
  };
  return {
    world,
    owner,
    moderator,
    stranger,
    model: stored,
    published,
    draft,
    publicFile,
    privateFile,
    get,
    page,
    modelView,
  };
};

describe('GetModel', () => {
  it('shows others the published versions with their public files and review totals', async () => {
    const { owner, stranger, model, published, publicFile, modelView } = await setup();

    const view = await modelView(stranger);

    expect(view.model.id).toBe(model.id);
    expect(view.creatorId).toBe(owner.id);
    expect(view.versions.map((v) => v.id)).toEqual([published.id]);
    expect(view.versions[0]?.files.map((f) => f.id)).toEqual([publicFile.id]);
    expect(view.versions[0]?.reviewTotals).toEqual({ up: 2, down: 1 });
    expect(view.selectedVersionId).toBe(published.id);
    expect(view.notices).toEqual([]);
    expect(view.viewer).toMatchObject({ isOwner: false, isModerator: false, canReorderVersions: false });
    expect(view.viewer.can['model.like']).toBe(true);
    expect(view.viewer.can['model.edit']).toBe(false);
  });

  it('counts the likes of each version it shows', async () => {
    const { world, owner, stranger, moderator, model, published, draft, modelView } = await setup();
    await world.repos.reactions.setLiked(stranger.id, model.id, published.id, true);
    await world.repos.reactions.setLiked(moderator.id, model.id, published.id, true);
    await world.repos.reactions.setLiked(owner.id, model.id, draft.id, true);
    await world.repos.reactions.setLiked(moderator.id, model.id, draft.id, true);
    await world.repos.reactions.setLiked(moderator.id, model.id, draft.id, false);

    const likes = (view: ModelPageView) => view.versions.map((v) => [v.id, v.likeCount]);
    expect(likes(await modelView(stranger))).toEqual([[published.id, 2]]);
    expect(likes(await modelView(owner))).toEqual([
      [published.id, 2],
      [draft.id, 1],
    ]);
  });

  it('never tells a viewer where a file is stored', async () => {
    const { owner, modelView } = await setup();
    const files = (await modelView(owner)).versions.flatMap((v) => v.files);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).not.toHaveProperty('storageKey');
  });

  it('shows anonymous visitors the same public page', async () => {
    const { published, modelView } = await setup();
    const view = await modelView(null);
    expect(view.versions.map((v) => v.id)).toEqual([published.id]);
    expect(view.viewer.can['model.like']).toBe(false);
    expect(view.viewer.can['model.view']).toBe(true);
  });

  it('shows the owner every version, non-public files, the wizard link and the publish button', async () => {
    const { world, owner, model, published, draft, publicFile, privateFile, modelView } = await setup();
    const ready = await world.given.version(aVersion().of(model).draft());
    await world.given.file(aFile().of(ready));
    await world.given.post(aPost().of(ready));

    const view = await modelView(owner, draft.id);

    expect(view.versions.map((v) => v.id)).toEqual([published.id, draft.id, ready.id]);
    expect(view.versions[0]?.files.map((f) => f.id)).toEqual([publicFile.id, privateFile.id]);
    expect(view.versions.map((v) => [v.incomplete, v.wizardUrl, v.canPublish])).toEqual([
      [false, null, false],
      [true, `/models/${model.id}/model-versions/${draft.id}/wizard?step=2`, false],
      [true, null, true],
    ]);
    expect(view.versions[1]?.reviewTotals).toEqual({ up: 0, down: 0 });
    expect(view.selectedVersionId).toBe(draft.id);
    expect(view.notices.map((n) => n.kind)).toEqual(['missingFiles']);
    expect(view.viewer).toMatchObject({ isOwner: true, canReorderVersions: true });
    expect(view.viewer.can['model.edit']).toBe(true);
  });

  it("offers a locked model's owner none of the edits the server refuses, and moderators all of them", async () => {
    const { owner, moderator, modelView } = await setup(aModel().published().locked());
    const mine = await modelView(owner);
    for (const action of ['model.edit', 'model.unpublish', 'model.delete', 'model.addVersion'] as const)
      expect(mine.viewer.can[action], action).toBe(false);
    expect(mine.viewer.can['model.like']).toBe(true);
    expect(mine.viewer.canReorderVersions).toBe(false);
    expect(mine.notices.map((notice) => notice.kind)).toContain('locked');
    expect(mine.viewer.editsLocked).toBe(true);
    const theirs = await modelView(moderator);
    expect(theirs.viewer.can['model.edit']).toBe(true);
    expect(theirs.viewer.editsLocked).toBe(false);
  });

  it('selects the first visible version when the asked one is hidden from the viewer', async () => {
    const { stranger, published, draft, modelView } = await setup();
    expect((await modelView(stranger, draft.id)).selectedVersionId).toBe(published.id);
  });

  it('shows a deleted model as removed to everyone but moderators, its owner included', async () => {
    const { owner, moderator, stranger, page, modelView } = await setup(aModel().deleted());

    expect(await page(stranger)).toEqual({
      view: 'removed',
      message: 'This resource has been removed by its owner',
    });
    expect(await page(null)).toEqual({
      view: 'removed',
      message: 'This resource has been removed by its owner',
    });
    expect(await page(owner)).toEqual({
      view: 'removed',
      message: 'This resource has been removed by its owner',
    });
    const view = await modelView(moderator);
    expect(view.notices.map((n) => n.kind)).toEqual(['removed']);
    expect(view.viewer.can['model.restore']).toBe(true);
  });

  it('does not find unpublished models or models of deleted authors, except for moderators', async () => {
    const unpublished = await setup(aModel().unpublished());
    expect(await unpublished.get.execute(unpublished.stranger, { id: unpublished.model.id })).toEqual(
      await unpublished.get.execute(unpublished.stranger, { id: 999_999 }),
    );
    expect((await unpublished.page(unpublished.owner)).view).toBe('model');

    const orphan = await setup();
    const author = await orphan.world.repos.users.ofId(orphan.owner.id);
    if (author === null) throw new Error('owner missing');
    await orphan.world.repos.users.save({ ...author, deletedAt: NOW });
    expect(await orphan.get.execute(orphan.stranger, { id: orphan.model.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect((await orphan.page(orphan.moderator)).view).toBe('model');
  });

  it('answers "not available with current settings" for hidden minor and poi models', async () => {
    const minor = await setup(aModel().minor());
    const hidesMinor = await minor.world.given.user(aUser().with({ disableMinor: true }));
    expect(await minor.page(hidesMinor)).toEqual({
      view: 'unavailable',
      notice: {
        kind: 'notAvailable',
        title: 'Model not available with current settings',
        message: 'Disable X/XXX to view it.',
      },
    });

    const poi = await setup(aModel().poi());
    const hidesPoi = await poi.world.given.user(aUser().with({ disablePoi: true }));
    expect((await poi.page(hidesPoi)).view).toBe('unavailable');
    const ownerHidingPoi = { ...poi.owner, disablePoi: true };
    expect((await poi.page(ownerHidingPoi)).view).toBe('model');
  });

  it('offers the owner a review request for a violation until one is in progress', async () => {
    const { world, owner, model, modelView } = await setup(aModel().violation('spam'));
    const before = await modelView(owner);
    expect(before.viewer).toMatchObject({ canRequestReview: true, reviewInProgress: false });
    expect(before.notices[0]).toMatchObject({
      kind: 'violation',
      reason: 'spam',
      appealUrl: `/models/${model.id}/appeal`,
    });

    const stored = await world.repos.models.ofId(model.id);
    if (stored === null) throw new Error('model missing');
    await world.repos.models.save({ ...stored, meta: { ...stored.meta, needsReview: true } });
    const after = await modelView(owner);
    expect(after.viewer).toMatchObject({ canRequestReview: false, reviewInProgress: true });
    expect(after.notices[0]).toMatchObject({ kind: 'violation', reviewInProgress: true });
  });

  it('loads files, review totals and early access bought for all versions at once, not once per version', async () => {
    const { world, owner, model } = await setup();
    for (let i = 0; i < 5; i++) await world.given.version(aVersion().of(model));
    const calls: string[] = [];
    const counting = (repos: Repositories): Repositories =>
      new Proxy(repos, {
        get: (target, store: string) =>
          new Proxy(target[store as keyof Repositories], {
            get: (inner, method: string) => {
              const fn = (inner as unknown as Record<string, unknown>)[method];
              if (typeof fn !== 'function') return fn;
              return (...args: unknown[]) => {
                calls.push(`${store}.${method}`);
                return fn.apply(inner, args);
              };
            },
          }),
      });
    const deps: Deps = {
      ...world.deps,
      uow: {
        run: (work) => world.deps.uow.run((r) => work(counting(r))),
        read: (work) => world.deps.uow.read((r) => work(counting(r))),
      },
    };

    const result = await new GetModel(deps).execute(owner, { id: model.id });

    expect(result.ok && result.value.view === 'model' && result.value.versions).toHaveLength(7);
    expect(calls.sort()).toEqual([
      'earlyAccessPurchases.accessOfVersions',
      'files.detailsOfVersions',
      'models.ofId',
      'versions.ofModel',
    ]);
  });

  it('tells each viewer the early-access prices, what they bought and why the best file would be refused', async () => {
    const { world, model, stranger } = await setup();
    const until = new Date(NOW.getTime() + 86_400_000);
    const early = await world.given.version(aVersion().of(model).published().inEarlyAccess(until));
    const best = await world.given.file(aFile().of(early));
    const buyer = await world.given.user(aUser().named('buyer'));
    await world.repos.earlyAccessPurchases.grant(buyer.id, early.id, 'download');
    const get = new GetModel(world.deps);
    const versionFor = async (viewer: User | null) => {
      const page = await get.execute(viewer, { id: model.id, modelVersionId: early.id });
      return page.ok && page.value.view === 'model'
        ? page.value.versions.find((v) => v.id === early.id)
        : null;
    };

    expect(await versionFor(null)).toMatchObject({
      inEarlyAccess: true,
      earlyAccessPrices: { download: 500, generation: null },
      bestFileId: best.id,
      access: { download: false, generation: false },
      downloadRefusal: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
    expect(await versionFor(stranger)).toMatchObject({
      downloadRefusal: { code: 'EARLY_ACCESS.PURCHASE_REQUIRED' },
    });
    expect(await versionFor(buyer)).toMatchObject({
      access: { download: true, generation: true },
      downloadRefusal: null,
    });
  });
  it('tells the page which site-wide features are on, so it offers only the controls that can work', async () => {
    const { world, moderator, modelView } = await setup();
    expect((await modelView(moderator)).features).toEqual({
      impersonation: true,
      recommenders: true,
      imageGeneration: true,
      earlyAccessModel: true,
    });
    world.flags.set('impersonation', false);
    world.flags.set('recommenders', false);
    expect((await modelView(moderator)).features).toEqual({
      impersonation: false,
      recommenders: false,
      imageGeneration: true,
      earlyAccessModel: true,
    });
  });

  it('offers the exploration card only while the flag is on and the model is in generation', async () => {
    const { world, stranger, published, modelView } = await setup(aModel().published());
    const explorable = async () =>
      (await modelView(stranger)).versions.find((version) => version.id === published.id)?.canExplore;
    expect(await explorable()).toBe(true);
    world.flags.set('imageGeneration', false);
    expect(await explorable()).toBe(false);
    world.flags.set('imageGeneration', true);
    const removed = await setup(aModel().published().meta({ generationEnabled: false }));
    expect(
      (await removed.modelView(removed.stranger)).versions.find(
        (version) => version.id === removed.published.id,
      )?.canExplore,
    ).toBe(false);
  });
});
