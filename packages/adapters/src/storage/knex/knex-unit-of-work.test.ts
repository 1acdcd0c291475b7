import { errors, fail, ok } from '@atelier/domain';
import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { transferOf } from './testing/ledger-helpers.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('KnexUnitOfWork on $name', (database) => {
  const world = useKnexWorld(database);

  it('commits every write of a run that returns an ok Result', async () => {
    const { uow, repos, given } = world();
    const payer = await given.user();
    await given.buzz(payer, 100);

    const result = await uow.run(async (r) => {
      const paid = await r.ledger.transfer(transferOf(payer.id, null, 30, { kind: 'publish' }));
      if (!paid.ok) return paid;
      const user = await r.users.create(aUser().named('inside').build());
      await r.follows.follow(payer.id, user.id);
      return ok(user);
    });

    expect(result.ok).toBe(true);
    expect(await repos.users.ofUsername('inside')).not.toBeNull();
    expect(await repos.ledger.balanceOf(payer.id)).toBe(70);
    expect(await repos.follows.followingOf(payer.id)).toHaveLength(1);
  });

  it('rolls back every write, Buzz included, when the run returns a failed Result', async () => {
    const { uow, repos, given } = world();
    const payer = await given.user();
    await given.buzz(payer, 100);

    const result = await uow.run(async (r) => {
      await r.ledger.transfer(transferOf(payer.id, null, 30, { kind: 'publish' }));
      await r.users.create(aUser().named('ghost').build());
      return fail(errors.publishNotReady);
    });

    expect(result).toEqual({ ok: false, error: errors.publishNotReady });
    expect(await repos.users.ofUsername('ghost')).toBeNull();
    expect(await repos.ledger.balanceOf(payer.id)).toBe(100);
    expect(await repos.ledger.entriesOf(payer.id)).toHaveLength(1);
    expect(uow.stats).toEqual({ runs: 1, rollbacks: 1 });
  });

  it('rolls back and rethrows when the run throws', async () => {
    const { uow, repos } = world();

    await expect(
      uow.run(async (r) => {
        await r.users.create(aUser().named('thrown').build());
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');

    expect(await repos.users.ofUsername('thrown')).toBeNull();
  });

  it('keeps a run going after a replayed transfer, and rolls back the replay with the run', async () => {
    const { uow, repos, given } = world();
    const payer = await given.user();
    await given.buzz(payer, 100);
    const purchase = transferOf(payer.id, null, 40, { kind: 'earlyAccess' });
    await repos.ledger.transfer(purchase);

    const replayed = await uow.run(async (r) => {
      const paid = await r.ledger.transfer(purchase);
      if (paid.ok) await r.users.create(aUser().named('after-replay').build());
      return paid;
    });
    const failed = await uow.run(async (r) => {
      await r.ledger.transfer(transferOf(payer.id, null, 10, { kind: 'publish' }));
      return fail(errors.generic);
    });

    expect(replayed.ok && replayed.value.replayed).toBe(true);
    expect(await repos.users.ofUsername('after-replay')).not.toBeNull();
    expect(failed.ok).toBe(false);
    expect(await repos.ledger.balanceOf(payer.id)).toBe(60);
  });

  it('reads outside a transaction, where a transfer commits on its own', async () => {
    const { uow, repos, given } = world();
    const user = await given.user();

    const balance = await uow.read(async (r) => {
      await r.ledger.transfer(transferOf(null, user.id, 5));
      return r.ledger.balanceOf(user.id);
    });

    expect(balance).toBe(5);
    expect(await repos.ledger.balanceOf(user.id)).toBe(5);
  });

  it('isolates concurrent runs: each commits or rolls back on its own', async () => {
    const { uow, repos } = world();

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        uow.run(async (r) => {
          await r.users.create(aUser().named(`concurrent-${i}`).build());
          return i % 2 === 0 ? ok(i) : fail(errors.generic);
        }),
      ),
    );

    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const stored = await repos.users.search('concurrent-', 50);
    expect(stored.map((u) => Number(u.username.split('-')[1])).sort((a, b) => a - b)).toEqual([
      0, 2, 4, 6, 8, 10, 12, 14, 16, 18,
    ]);
  });
});
