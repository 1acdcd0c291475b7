import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld, type TestWorldOptions } from '../testing/index.js';
import { GenerateExplorationImages } from './generate-exploration-images.js';

const setup = async (options: TestWorldOptions = {}) => {
  const world = createTestWorld(options);
  const model = await world.given.model(aModel().published());
  const version = await world.given.version(aVersion().of(model));
  await world.repos.explorationPrompts.upsert({
    id: version.id,
    modelId: model.id,
    name: 'Cat',
    prompt: 'a cat',
    index: 0,
  });
  const viewer = await world.given.user(aUser().named('explorer'));
  const generate = new GenerateExplorationImages(world.deps, () => 0.37);
  const run = (fields: { alreadyShown?: number; adultRetries?: number; name?: string } = {}) =>
    generate.execute(viewer, {
      modelVersionId: version.id,
      name: fields.name ?? 'Cat',
      alreadyShown: fields.alreadyShown ?? 0,
      adultRetries: fields.adultRetries ?? 0,
    });
  return { world, viewer, run };
};

describe('GenerateExplorationImages', () => {
  it('asks for 9 images of the prompt at the injected random offset', async () => {
    const { world, viewer, run } = await setup();
    const result = await run();
    expect(result.ok && result.value.imageUrls).toHaveLength(9);
    expect(world.generation.requests).toEqual([
      { userId: viewer.id, request: { prompt: 'a cat', offset: 37, count: 9 } },
    ]);
  });

  it('refuses with "Too many requests" when more than 5 are pending', async () => {
    const { world, run } = await setup();
    world.generation.pending = 6;
    expect(await run()).toMatchObject({
      error: { code: 'EXPLORE.TOO_MANY_REQUESTS', message: 'Too many requests' },
    });
    world.generation.pending = 5;
    expect((await run()).ok).toBe(true);
  });

  it('refuses with "Too many attempts" after more than 5 adult retries', async () => {
    const { world, run } = await setup();
    expect(await run({ adultRetries: 6 })).toMatchObject({ error: { code: 'EXPLORE.TOO_MANY_ATTEMPTS' } });
    expect(world.generation.requests).toEqual([]);
  });

  it('is off with image generation', async () => {
    const { run } = await setup({ flags: { imageGeneration: false } });
    expect(await run()).toMatchObject({ error: { code: 'FEATURE.OFF' } });
  });

  it('does not find a prompt the version lacks', async () => {
    const { run } = await setup();
    expect(await run({ name: 'Dog' })).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
