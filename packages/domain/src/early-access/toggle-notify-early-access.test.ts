import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aVersion, createTestWorld } from '../testing/index.js';
import { ToggleNotifyEarlyAccess } from './toggle-notify-early-access.js';

const nextWeek = new Date('2026-01-08T00:00:00Z');

describe('ToggleNotifyEarlyAccess', () => {
  it('turns the early-access notification on, then off again', async () => {
    const world = createTestWorld();
    const version = await world.given.version(
      aVersion()
        .of(await world.given.model(aModel().published()))
        .inEarlyAccess(nextWeek),
    );
    const fan = await world.given.user();
    const toggle = new ToggleNotifyEarlyAccess(world.deps);

    expect(await toggle.execute(fan, { id: version.id })).toEqual({ ok: true, value: { notify: true } });
    expect(await world.repos.notifySettings.subscribers('earlyAccess', version.id)).toEqual([fan.id]);
    expect(await toggle.execute(fan, { id: version.id })).toEqual({ ok: true, value: { notify: false } });
    expect(await world.repos.notifySettings.subscribers('earlyAccess', version.id)).toEqual([]);
  });

  it('refuses a version that is not in early access, and anonymous visitors', async () => {
    const world = createTestWorld();
    const model = await world.given.model(aModel().published());
    const open = await world.given.version(aVersion().of(model));
    const early = await world.given.version(aVersion().of(model).inEarlyAccess(nextWeek));
    const fan = await world.given.user();
    const toggle = new ToggleNotifyEarlyAccess(world.deps);

    expect(await toggle.execute(fan, { id: open.id })).toEqual({
      ok: false,
      error: errors.earlyAccessNotActive,
    });
    expect(await toggle.execute(null, { id: early.id })).toEqual({ ok: false, error: errors.signInRequired });
    expect(await toggle.execute(fan, { id: 999 })).toEqual({ ok: false, error: errors.notFound });
  });
});
