import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetVersionLicense } from './get-version-license.js';

describe('GetVersionLicense', () => {
  it("answers with the model's licenses and permissions for a version the viewer may see", async () => {
    const world = createTestWorld();
    const model = await world.given.model(aModel().named('Lumen'));
    const version = await world.given.version(aVersion().of(model).named('v1.0'));

    const result = await new GetVersionLicense(world.deps).execute(null, { id: version.id });

    expect(result).toEqual({
      ok: true,
      value: {
        model: {
          id: model.id,
          name: 'Lumen',
          licenses: model.licenses,
          allowNoCredit: model.allowNoCredit,
          allowCommercialUse: model.allowCommercialUse,
          allowDerivatives: model.allowDerivatives,
          allowDifferentLicense: model.allowDifferentLicense,
          sfwOnly: model.sfwOnly,
        },
        version: { id: version.id, name: 'v1.0' },
      },
    });
  });

  it('is not found for missing versions, hidden versions and hidden models, except for those who see them', async () => {
    const world = createTestWorld();
    const owner = await world.given.user();
    const model = await world.given.model(aModel().ownedBy(owner));
    const draft = await world.given.version(aVersion().of(model).draft());
    const unpublished = await world.given.model(aModel().ownedBy(owner).unpublished());
    const ofUnpublished = await world.given.version(aVersion().of(unpublished));
    const get = new GetVersionLicense(world.deps);
    const outcome = async (viewer: Parameters<typeof get.execute>[0], id: number) => {
      const result = await get.execute(viewer, { id });
      return result.ok ? 'ok' : result.error.code;
    };

    expect(await outcome(null, 999)).toBe('NOT_FOUND');
    expect(await outcome(null, draft.id)).toBe('NOT_FOUND');
    expect(await outcome(null, ofUnpublished.id)).toBe('NOT_FOUND');
    expect(await outcome(owner, draft.id)).toBe('ok');
    expect(await outcome(await world.given.user(aUser().moderator()), ofUnpublished.id)).toBe('ok');
  });
});
