import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aDonationGoal, aModel, aVersion, createTestWorld } from '../testing/index.js';
import { GetDonationGoals } from './get-donation-goals.js';

describe('GetDonationGoals', () => {
  it('lists the goals of a visible version, met ones included', async () => {
    const world = createTestWorld();
    const version = await world.given.version(aVersion().of(await world.given.model(aModel().published())));
    const active = await world.given.goal(aDonationGoal().of(version));
    const met = await world.given.goal(aDonationGoal().of(version).amount(100).total(100).inactive());
    await world.given.goal(aDonationGoal().of(await world.given.version()));

    expect(await new GetDonationGoals(world.deps).execute(null, { id: version.id })).toEqual({
      ok: true,
      value: [active, met],
    });
  });

  it('shows no goals while Buzz is off', async () => {
    const world = createTestWorld({ flags: { buzz: false } });
    const version = await world.given.version();
    await world.given.goal(aDonationGoal().of(version));

    expect(await new GetDonationGoals(world.deps).execute(null, { id: version.id })).toEqual({
      ok: true,
      value: [],
    });
  });

  it('answers not found for a hidden version, except to its owner', async () => {
    const world = createTestWorld();
    const owner = await world.given.user();
    const draft = await world.given.version(
      aVersion()
        .of(await world.given.model(aModel().ownedBy(owner)))
        .draft(),
    );
    const goal = await world.given.goal(aDonationGoal().of(draft));
    const goals = new GetDonationGoals(world.deps);

    expect(await goals.execute(null, { id: draft.id })).toEqual({ ok: false, error: errors.notFound });
    expect(await goals.execute(owner, { id: draft.id })).toEqual({ ok: true, value: [goal] });
  });
});
