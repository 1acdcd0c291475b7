import { describe, expect, it } from 'vitest';
import { GetModel } from '../models/get-model.js';
import { aModel, aUser, createTestWorld } from '../testing/index.js';
import { ToggleCannotPromote } from './toggle-cannot-promote.js';
import { ToggleCommentsLock } from './toggle-comments-lock.js';
import { ToggleGeneration } from './toggle-generation.js';
import { ToggleModelLock } from './toggle-model-lock.js';
import { ToggleSearchable } from './toggle-searchable.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async (flags: { impersonation?: boolean } = {}) => {
  const world = createTestWorld({ now: NOW, flags });
  const owner = await world.given.user();
  const moderator = await world.given.user(aUser().moderator());
  const model = await world.given.model(aModel().ownedBy(owner));
  const stored = async () => {
    const found = await world.repos.models.ofId(model.id);
    if (found === null) throw new Error('model missing');
    return found;
  };
  const actions = async () => (await world.repos.audit.ofModel(model.id)).map((e) => e.action);
  return { world, owner, moderator, model, stored, actions };
};

describe('ToggleModelLock and ToggleCommentsLock', () => {
  it('lock and unlock the model without touching comments, and the other way round', async () => {
    const { world, moderator, model, stored, actions } = await setup();
    const lock = new ToggleModelLock(world.deps);
    const lockComments = new ToggleCommentsLock(world.deps);

    expect(await lock.execute(moderator, { id: model.id, locked: true })).toMatchObject({
      ok: true,
      value: { locked: true },
    });
    expect(await stored()).toMatchObject({ locked: true, meta: { commentsLocked: false } });
    await lock.execute(moderator, { id: model.id, locked: false });
    await lockComments.execute(moderator, { id: model.id, locked: true });
    expect(await stored()).toMatchObject({ locked: false, meta: { commentsLocked: true } });
    await lockComments.execute(moderator, { id: model.id, locked: false });
    expect(await stored()).toMatchObject({ locked: false, meta: { commentsLocked: false } });
    expect(await actions()).toEqual([
      'model.toggleLock',
      'model.toggleLock',
      'model.toggleLockComments',
      'model.toggleLockComments',
    ]);
  });

  it('turn the discussion notice on', async () => {
    const { world, moderator, model } = await setup();
    await new ToggleCommentsLock(world.deps).execute(moderator, { id: model.id, locked: true });
    const page = await new GetModel(world.deps).execute(null, { id: model.id });
    expect(page.ok && page.value.view === 'model' && page.value.notices).toEqual([
      { kind: 'discussionOff', title: null, message: 'Discussion is turned off for this model.' },
    ]);
  });

  it('are moderator actions', async () => {
    const { world, owner, model, stored } = await setup();
    expect(
      await new ToggleModelLock(world.deps).execute(owner, { id: model.id, locked: true }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(
      await new ToggleCommentsLock(world.deps).execute(null, { id: model.id, locked: true }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
    expect(await stored()).toMatchObject({ locked: false, meta: { commentsLocked: false } });
  });
});

describe('ToggleCannotPromote', () => {
  it('bans and allows promoting in turn, answering with id and meta', async () => {
    const { world, moderator, model, stored, actions } = await setup();
    const toggle = new ToggleCannotPromote(world.deps);

    const banned = await toggle.execute(moderator, { id: model.id });
    expect(banned).toMatchObject({ ok: true, value: { id: model.id, meta: { cannotPromote: true } } });
    expect((await stored()).meta.cannotPromote).toBe(true);
    expect(await toggle.execute(moderator, { id: model.id })).toMatchObject({
      ok: true,
      value: { meta: { cannotPromote: false } },
    });
    expect((await stored()).meta.cannotPromote).toBe(false);
    expect(await actions()).toEqual(['model.toggleCannotPromote', 'model.toggleCannotPromote']);
  });

  it('is a moderator action', async () => {
    const { world, owner, model, stored } = await setup();
    expect(await new ToggleCannotPromote(world.deps).execute(owner, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect((await stored()).meta.cannotPromote).toBe(false);
  });
});

describe('ToggleSearchable', () => {
  it('takes the model out of search and back', async () => {
    const { world, moderator, owner, model, stored } = await setup();
    const toggle = new ToggleSearchable(world.deps);
    expect(await toggle.execute(moderator, { id: model.id })).toMatchObject({
      ok: true,
      value: { meta: { searchable: false } },
    });
    expect((await stored()).meta.searchable).toBe(false);
    await toggle.execute(moderator, { id: model.id });
    expect((await stored()).meta.searchable).toBe(true);
    expect(await toggle.execute(owner, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });
});

describe('ToggleGeneration', () => {
  it('adds the model to generation and removes it while impersonation is on', async () => {
    const { world, moderator, model, stored, actions } = await setup();
    const toggle = new ToggleGeneration(world.deps);
    expect(await toggle.execute(moderator, { id: model.id })).toMatchObject({
      ok: true,
      value: { meta: { generationEnabled: false } },
    });
    expect((await stored()).meta.generationEnabled).toBe(false);
    await toggle.execute(moderator, { id: model.id });
    expect((await stored()).meta.generationEnabled).toBe(true);
    expect(await actions()).toEqual(['model.toggleGeneration', 'model.toggleGeneration']);
  });

  it('is off with the impersonation flag, and for non-moderators', async () => {
    const { world, moderator, owner, model, stored } = await setup({ impersonation: false });
    const toggle = new ToggleGeneration(world.deps);
    expect(await toggle.execute(moderator, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'FEATURE.OFF' },
    });
    expect(await toggle.execute(owner, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect((await stored()).meta.generationEnabled).toBe(true);
  });
});
