import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { ToggleLike } from './toggle-like.js';

describe('ToggleLike (reaction.toggleLike)', () => {
  it('likes and unlikes a version', async () => {
    const world = createTestWorld();
    const model = await world.given.model(aModel().published());
    const version = await world.given.version(aVersion().of(model));
    const fan = await world.given.user(aUser().named('fan'));
    const like = new ToggleLike(world.deps);
    const input = { modelId: model.id, modelVersionId: version.id };

    expect(await like.execute(fan, { ...input, setTo: true })).toEqual({ ok: true, value: { liked: true } });
    expect(await world.repos.reactions.isLiked(fan.id, version.id)).toBe(true);
    await like.execute(fan, { ...input, setTo: false });
    expect(await world.repos.reactions.isLiked(fan.id, version.id)).toBe(false);
  });

  it('asks anonymous visitors to sign in', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    expect(
      await new ToggleLike(world.deps).execute(null, {
        modelId: version.modelId,
        modelVersionId: version.id,
        setTo: true,
      }),
    ).toMatchObject({ error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
  });
});
