import { describe, expect, it } from 'vitest';
import { aModel, aReview, aUser, aVersion, createTestWorld } from '../testing/index.js';
import type { Viewer } from '../users/user.js';
import { ToggleReview } from './toggle-review.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model).published());
  const reviewer = await world.given.user(aUser().named('reviewer'));
  await world.given.download(reviewer, version);
  const toggle = new ToggleReview(world.deps);
  const click = (clicked: 'up' | 'down', viewer: Viewer = reviewer) =>
    toggle.execute(viewer, { modelId: model.id, modelVersionId: version.id, clicked });
  const stored = () => world.repos.reviews.ofUserAndVersion(reviewer.id, version.id);
  return { world, model, version, reviewer, click, stored };
};

describe('ToggleReview (spec §4 review toggle)', () => {
  it('thumbs up creates a recommended review rated 5', async () => {
    const { click, stored } = await setup();
    const result = await click('up');
    expect(result).toMatchObject({ ok: true, value: { action: 'create' } });
    expect(await stored()).toMatchObject({ recommended: true, rating: 5 });
  });

  it('thumbs down creates a review rated 1', async () => {
    const { click, stored } = await setup();
    await click('down');
    expect(await stored()).toMatchObject({ recommended: false, rating: 1 });
  });

  it('clicking the active thumb deletes the review', async () => {
    const { click, stored } = await setup();
    await click('up');
    const result = await click('up');
    expect(result).toMatchObject({ ok: true, value: { action: 'delete', review: null } });
    expect(await stored()).toBeNull();
  });

  it('clicking the other thumb updates the review', async () => {
    const { world, click, stored, version, reviewer } = await setup();
    const existing = await world.given.review(aReview().of(version).by(reviewer).up().details('nice'));
    const result = await click('down');
    expect(result).toMatchObject({ ok: true, value: { action: 'update' } });
    expect(await stored()).toMatchObject({ id: existing.id, recommended: false, rating: 1, details: 'nice' });
  });

  it('needs a prior download to create a review', async () => {
    const { world, click, version } = await setup();
    const stranger = await world.given.user(aUser().named('stranger'));
    expect(await click('up', stranger)).toMatchObject({
      ok: false,
      error: { code: 'REVIEW.DOWNLOAD_REQUIRED' },
    });
    expect(await world.repos.reviews.ofUserAndVersion(stranger.id, version.id)).toBeNull();
  });

  it('refuses muted users and anonymous visitors', async () => {
    const { world, version, click } = await setup();
    const muted = await world.given.user(aUser().named('quiet').muted());
    await world.given.download(muted, version);
    expect(await click('up', muted)).toMatchObject({ ok: false, error: { code: 'USER.MUTED' } });
    expect(await click('up', null)).toMatchObject({ ok: false, error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
  });
});
