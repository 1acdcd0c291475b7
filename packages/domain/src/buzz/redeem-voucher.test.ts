import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld } from '../testing/index.js';
import { CONSOLE } from '../users/account-actor.js';
import { CreateVouchers } from './create-vouchers.js';
import { RedeemVoucher } from './redeem-voucher.js';

const setup = async () => {
  const world = createTestWorld();
  const alice = await world.given.user();
  const bob = await world.given.user();
  const issue = async (amount: number, count = 1) => {
    const issued = await new CreateVouchers(world.deps).execute(CONSOLE, { amount, count });
    if (!issued.ok) throw new Error(issued.error.message);
    return issued.value.codes;
  };
  const ledgerOf = async (userId: number) => ({
    balance: await world.repos.ledger.balanceOf(userId),
    entries: await world.repos.ledger.entriesOf(userId),
  });
  return { world, alice, bob, issue, ledgerOf, redeem: new RedeemVoucher(world.deps) };
};

describe('RedeemVoucher', () => {
  it('mints the voucher’s Buzz to the viewer under the key voucher:{code}, as a mint from the site', async () => {
    const { alice, issue, ledgerOf, redeem } = await setup();
    const [code = ''] = await issue(500);

    expect(await redeem.execute(alice, { code })).toEqual({
      ok: true,
      value: { amount: 500, balance: 500, replayed: false },
    });
    expect((await ledgerOf(alice.id)).entries).toMatchObject([
      { idempotencyKey: `voucher:${code}`, kind: 'mint', fromUserId: null, toUserId: alice.id, amount: 500 },
    ]);
  });

  it('reads the code however it is typed', async () => {
    const { alice, issue, ledgerOf, redeem } = await setup();
    const [code = ''] = await issue(30);

    const typed = ` ${code.toLowerCase().replaceAll('-', '')} `;
    expect(await redeem.execute(alice, { code: typed })).toMatchObject({ ok: true, value: { amount: 30 } });
    expect((await ledgerOf(alice.id)).entries.map((e) => e.idempotencyKey)).toEqual([`voucher:${code}`]);
  });

  it('redeems a code once: someone else is told it was used, the same person gets the first credit back', async () => {
    const { alice, bob, issue, ledgerOf, redeem } = await setup();
    const [code = ''] = await issue(100);
    await redeem.execute(alice, { code });

    expect(await redeem.execute(bob, { code })).toEqual({ ok: false, error: errors.voucherUsed });
    expect(await redeem.execute(alice, { code })).toEqual({
      ok: true,
      value: { amount: 100, balance: 100, replayed: true },
    });
    expect(await ledgerOf(alice.id)).toMatchObject({ balance: 100, entries: [{ amount: 100 }] });
    expect(await ledgerOf(bob.id)).toEqual({ balance: 0, entries: [] });
  });

  it('refuses an unknown code, a malformed one, anonymous callers and a hub with Buzz off, changing nothing', async () => {
    const { world, alice, issue, ledgerOf, redeem } = await setup();
    const [code = ''] = await issue(100);

    expect(await redeem.execute(alice, { code: '0000-0000-0000-0000' })).toEqual({
      ok: false,
      error: errors.voucherUnknown,
    });
    expect(await redeem.execute(alice, { code: 'not a code' })).toEqual({
      ok: false,
      error: errors.voucherUnknown,
    });
    expect(await redeem.execute(null, { code })).toEqual({ ok: false, error: errors.signInRequired });
    world.flags.set('buzz', false);
    expect(await redeem.execute(alice, { code })).toEqual({ ok: false, error: errors.featureOff });
    expect(await ledgerOf(alice.id)).toEqual({ balance: 0, entries: [] });
  });

  it('each code of a batch redeems on its own', async () => {
    const { alice, bob, issue, ledgerOf, redeem } = await setup();
    const [first = '', second = ''] = await issue(25, 2);

    await redeem.execute(alice, { code: first });
    await redeem.execute(bob, { code: second });
    expect((await ledgerOf(alice.id)).balance).toBe(25);
    expect((await ledgerOf(bob.id)).balance).toBe(25);
  });
});

describe('CreateVouchers', () => {
  it('issues distinct codes for the operator and moderators only, with a whole amount and a sane count', async () => {
    const { world, alice } = await setup();
    const create = new CreateVouchers(world.deps);
    const moderator = await world.given.user(aUser().moderator());

    const batch = await create.execute(moderator, { amount: 10, count: 3 });
    expect(batch).toMatchObject({ ok: true, value: { amount: 10 } });
    expect(new Set(batch.ok ? batch.value.codes : []).size).toBe(3);
    expect(await create.execute(alice, { amount: 10, count: 1 })).toEqual({
      ok: false,
      error: errors.forbidden,
    });
    expect(await create.execute(CONSOLE, { amount: 0, count: 1 })).toEqual({
      ok: false,
      error: errors.invalidBuzzAmount,
    });
    for (const count of [0, 1.5, 1001])
      expect(await create.execute(CONSOLE, { amount: 10, count })).toEqual({
        ok: false,
        error: errors.voucherCount(1000),
      });
    for (const code of batch.ok ? batch.value.codes : [])
      expect(await world.repos.vouchers.paymentOf(code)).toMatchObject({ amount: 10, creditedTo: null });
  });
});
