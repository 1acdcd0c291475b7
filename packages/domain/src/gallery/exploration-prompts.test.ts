import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DeleteExplorationPrompt } from './delete-exploration-prompt.js';
import { GetExplorationPrompts } from './get-exploration-prompts.js';
import { UpsertExplorationPrompt } from './upsert-exploration-prompt.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model));
  const upsert = (name: string, prompt: string, viewer = owner) =>
    new UpsertExplorationPrompt(world.deps).execute(viewer, {
      id: version.id,
      modelId: model.id,
      name,
      prompt,
    });
  const list = async () => {
    const result = await new GetExplorationPrompts(world.deps).execute(null, { id: version.id });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  const remove = (name: string, viewer = owner) =>
    new DeleteExplorationPrompt(world.deps).execute(viewer, { id: version.id, name, modelId: model.id });
  return { world, owner, model, version, upsert, list, remove };
};

describe('exploration prompts', () => {
  it('adds prompts in order and replaces one with the same name in place', async () => {
    const { upsert, list } = await setup();
    await upsert('Cat', 'a cat');
    await upsert('Dog', 'a dog');
    await upsert('Cat', 'a fluffy cat');
    expect((await list()).map(({ name, prompt, index }) => ({ name, prompt, index }))).toEqual([
      { name: 'Cat', prompt: 'a fluffy cat', index: 0 },
      { name: 'Dog', prompt: 'a dog', index: 1 },
    ]);
  });

  it('requires a display name and a prompt', async () => {
    const { upsert, list } = await setup();
    expect(await upsert('', 'a cat')).toMatchObject({ ok: false, error: { code: 'PROMPT.REQUIRED' } });
    expect(await upsert('Cat', '  ')).toMatchObject({ ok: false, error: { code: 'PROMPT.REQUIRED' } });
    expect(await list()).toEqual([]);
  });

  it('lets only the owner or a moderator manage prompts', async () => {
    const { world, upsert } = await setup();
    const stranger = await world.given.user(aUser().named('stranger'));
    const moderator = await world.given.user(aUser().named('mod').moderator());
    expect(await upsert('Cat', 'a cat', stranger)).toMatchObject({ error: { code: 'AUTH.FORBIDDEN' } });
    expect((await upsert('Cat', 'a cat', moderator)).ok).toBe(true);
  });

  it('deletes a prompt, and says "Unable to delete prompt" when there is none', async () => {
    const { upsert, remove, list } = await setup();
    await upsert('Cat', 'a cat');
    expect((await remove('Cat')).ok).toBe(true);
    expect(await list()).toEqual([]);
    expect(await remove('Cat')).toMatchObject({
      ok: false,
      error: { code: 'PROMPT.DELETE_FAILED', message: 'Unable to delete prompt. Please try again' },
    });
  });
});
