import { describe, expect, it } from 'vitest';
import { useSeededHub } from '../../testing/seeded-hub.js';
import { databases } from '../../testing/test-hub.js';

describe.each(databases)('atelier buzz grant on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });

  const ledgerOf = (userId: number) =>
    hub().inProcess(({ uow }) =>
      uow.read(async (r) => ({
        balance: await r.ledger.balanceOf(userId),
        entries: await r.ledger.entriesOf(userId),
      })),
    );

  it('credits once when the same idempotency key is given twice', async () => {
    const grant = [
      'buzz',
      'grant',
      '--username',
      'someone',
      '--amount',
      '250',
      '--idempotency-key',
      'bonus-1',
      '--json',
    ];

    const first = await hub().cli(grant);
    const second = await hub().cli(grant);

    expect(first.code).toBe(0);
    expect(first.json()).toMatchObject({
      ok: true,
      replayed: false,
      balance: 250,
      entry: {
        kind: 'mint',
        fromUserId: null,
        toUserId: hub().user.id,
        amount: 250,
        idempotencyKey: 'bonus-1',
      },
    });
    expect(second.code).toBe(0);
    expect(second.json()).toMatchObject({ ok: true, replayed: true, balance: 250 });
    const ledger = await ledgerOf(hub().user.id);
    expect(ledger.balance).toBe(250);
    expect(ledger.entries.map((entry) => entry.idempotencyKey)).toEqual(['bonus-1']);
  });

  it('credits again under a new (random) key, and refuses a reused key with another amount (exit code 5)', async () => {
    const fresh = await hub().cli(['buzz', 'grant', '--username', 'someone', '--amount', '50', '--json']);
    expect(fresh.code).toBe(0);
    expect(fresh.json()).toMatchObject({ ok: true, replayed: false, balance: 300 });

    const reused = await hub().cli([
      'buzz',
      'grant',
      '--username',
      'someone',
      '--amount',
      '999',
      '--idempotency-key',
      'bonus-1',
      '--json',
    ]);
    expect(reused.code).toBe(5);
    expect(reused.json()).toMatchObject({ ok: false, error: { code: 'BUZZ.IDEMPOTENCY_KEY_REUSED' } });
    expect((await ledgerOf(hub().user.id)).balance).toBe(300);
  });

  it('rejects an amount that is not whole positive Buzz (exit code 2) and an unknown user (exit code 3)', async () => {
    const fraction = await hub().cli(['buzz', 'grant', '--username', 'someone', '--amount', '1.5', '--json']);
    expect(fraction.code).toBe(2);
    expect(fraction.json()).toMatchObject({ ok: false, error: { code: 'BUZZ.INVALID_AMOUNT' } });

    const nobody = await hub().cli(['buzz', 'grant', '--username', 'nobody', '--amount', '10', '--json']);
    expect(nobody.code).toBe(3);
    expect(nobody.json()).toMatchObject({ ok: false, error: { code: 'USER.NOT_FOUND' } });
    expect((await ledgerOf(hub().user.id)).balance).toBe(300);
  });
});
