import { describe, expect, it } from 'vitest';
import type { ModelMode } from '../models/model.js';
import { aModel, aUser, createTestWorld } from '../testing/index.js';
import { ChangeMode } from './change-mode.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user();
  const moderator = await world.given.user(aUser().moderator());
  const model = await world.given.model(aModel().ownedBy(owner));
  const mode = async () => (await world.repos.models.ofId(model.id))?.mode;
  return { world, owner, moderator, model, mode, change: new ChangeMode(world.deps) };
};

describe('ChangeMode', () => {
  it('archives, takes down and brings back, answering with the previous mode each time', async () => {
    const { world, moderator, model, mode, change } = await setup();

    expect(await change.execute(moderator, { id: model.id, mode: 'Archived' })).toEqual({
      ok: true,
      value: { id: model.id, mode: 'Archived', previousMode: null },
    });
    expect(await change.execute(moderator, { id: model.id, mode: 'TakenDown' })).toEqual({
      ok: true,
      value: { id: model.id, mode: 'TakenDown', previousMode: 'Archived' },
    });
    expect(await change.execute(moderator, { id: model.id, mode: null })).toEqual({
      ok: true,
      value: { id: model.id, mode: null, previousMode: 'TakenDown' },
    });
    expect(await mode()).toBeNull();
    expect((await world.repos.audit.ofModel(model.id)).map((e) => e.details)).toEqual([
      { from: null, to: 'Archived' },
      { from: 'Archived', to: 'TakenDown' },
      { from: 'TakenDown', to: null },
    ]);
  });

  it('lets the caller roll an optimistic change back with the previous mode', async () => {
    const { moderator, model, mode, change } = await setup();
    await change.execute(moderator, { id: model.id, mode: 'Archived' });

    const applied = await change.execute(moderator, { id: model.id, mode: 'TakenDown' });
    if (!applied.ok) throw new Error('expected the change to apply');
    await change.execute(moderator, { id: model.id, mode: applied.value.previousMode });

    expect(await mode()).toBe('Archived');
  });

  it('changes nothing on failure, so the page restores the old state', async () => {
    const { world, owner, moderator, model, mode, change } = await setup();
    await change.execute(moderator, { id: model.id, mode: 'Archived' });

    expect(await change.execute(owner, { id: model.id, mode: null })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await change.execute(moderator, { id: model.id, mode: 'Frozen' as ModelMode })).toEqual({
      ok: false,
      error: { code: 'MODEL.CHANGE_MODE_FAILED', message: 'Unable to change mode' },
    });
    expect(await mode()).toBe('Archived');
    expect(await world.repos.audit.ofModel(model.id)).toHaveLength(1);
  });
});
