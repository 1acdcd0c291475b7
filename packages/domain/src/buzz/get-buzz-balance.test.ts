import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { createTestWorld } from '../testing/index.js';
import { GetBuzzBalance } from './get-buzz-balance.js';

describe('GetBuzzBalance', () => {
  it("returns the viewer's balance", async () => {
    const world = createTestWorld();
    const user = await world.given.user();
    await world.given.buzz(user, 40);
    await world.given.buzz(user, 2);

    expect(await new GetBuzzBalance(world.deps).execute(user)).toEqual({ ok: true, value: { balance: 42 } });
  });

  it('asks anonymous visitors to sign in and refuses while Buzz is off', async () => {
    const world = createTestWorld({ flags: { buzz: false } });
    const user = await world.given.user();
    const balance = new GetBuzzBalance(world.deps);

    expect(await balance.execute(null)).toEqual({ ok: false, error: errors.signInRequired });
    expect(await balance.execute(user)).toEqual({ ok: false, error: errors.featureOff });
  });
});
