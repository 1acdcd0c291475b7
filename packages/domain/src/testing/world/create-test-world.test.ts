import { describe, expect, it } from 'vitest';
import { errors } from '../../shared/errors.js';
import { fail, ok } from '../../shared/result.js';
import { aDonationGoal } from '../builders/a-donation-goal.js';
import { aModel } from '../builders/a-model.js';
import { aUser } from '../builders/a-user.js';
import { aVersion } from '../builders/a-version.js';
import { createTestWorld } from './create-test-world.js';

const seeded = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('alice'));
  const model = await world.given.model(aModel().ownedBy(owner));
  const version = await world.given.version(aVersion().of(model));
  await world.given.file();
  await world.given.buzz(owner, 100);
  return { world, owner, model, version };
};

describe('createTestWorld', () => {
  it('wires every port of Deps over the same stores', async () => {
    const world = createTestWorld({
      now: new Date('2030-05-01T00:00:00Z'),
      flags: { imageGeneration: false },
    });
    const user = await world.given.user();

    expect(world.deps.clock.now()).toEqual(new Date('2030-05-01T00:00:00Z'));
    expect(world.deps.flags.isOn('imageGeneration')).toBe(false);
    expect(world.deps.flags.isOn('buzz')).toBe(true);
    expect(await world.deps.uow.read((repos) => repos.users.ofId(user.id))).toEqual(user);
  });

  it('moves the clock only when told', () => {
    const world = createTestWorld({ now: new Date('2026-01-01T00:00:00Z') });
    world.clock.advance(60_000);
    expect(world.deps.clock.now()).toEqual(new Date('2026-01-01T00:01:00Z'));
    world.clock.set(new Date('2027-01-01T00:00:00Z'));
    expect(world.deps.clock.now()).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
});

describe('InMemoryUnitOfWork', () => {
  it('keeps the writes of a run that returns an ok Result', async () => {
    const { world, owner, model } = await seeded();

    await world.deps.uow.run(async (repos) => {
      await repos.models.save({ ...model, name: 'Renamed' });
      return repos.ledger.transfer({
        idempotencyKey: 'spend',
        kind: 'publish',
        fromUserId: owner.id,
        toUserId: null,
        amount: 40,
        reference: null,
      });
    });

    expect((await world.repos.models.ofId(model.id))?.name).toBe('Renamed');
    expect(await world.repos.ledger.balanceOf(owner.id)).toBe(60);
  });

  it('restores every store when the work returns a failed Result', async () => {
    const { world, owner, model, version } = await seeded();
    const before = world.db.snapshot();

    const result = await world.deps.uow.run(async (repos) => {
      await repos.ledger.transfer({
        idempotencyKey: 'tip',
        kind: 'tip',
        fromUserId: owner.id,
        toUserId: 99,
        amount: 50,
        reference: null,
      });
      await repos.users.create(aUser().named('bob').build());
      await repos.models.save({ ...model, name: 'Renamed', meta: { ...model.meta, needsReview: true } });
      await repos.versions.create(aVersion().of(model).index(1).build());
      await repos.follows.follow(owner.id, 99);
      await repos.gallerySettings.save(model.id, { ...(await repos.gallerySettings.of(model.id)), level: 0 });
      await repos.audit.append({
        actorId: owner.id,
        action: 'model.publish',
        modelId: model.id,
        modelVersionId: null,
        details: {},
        createdAt: world.clock.now(),
      });
      await repos.versions.remove(version.id);
      return fail(errors.publishNotReady);
    });

    expect(result).toEqual({ ok: false, error: errors.publishNotReady });
    expect(world.db.state).toEqual(before);
    expect(await world.repos.ledger.balanceOf(owner.id)).toBe(100);
    expect(await world.repos.users.ofUsername('bob')).toBeNull();
    expect(await world.repos.versions.ofModel(model.id)).toEqual([version]);
  });

  it('restores every store when the work throws, and rethrows', async () => {
    const { world, model } = await seeded();
    const before = world.db.snapshot();

    const run = world.deps.uow.run(async (repos) => {
      await repos.models.remove(model.id);
      throw new Error('boom');
    });

    await expect(run).rejects.toThrow('boom');
    expect(world.db.state).toEqual(before);
    expect(world.uow.stats).toEqual({ runs: 1, rollbacks: 1 });
  });

  it('serialises concurrent runs so a read-then-write inside a run is never lost', async () => {
    const world = createTestWorld();
    const goal = await world.given.goal(aDonationGoal().total(0));
    // Yields to the other runs several times, as awaiting a real database would.
    const pause = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };

    await Promise.all(
      Array.from({ length: 5 }, () =>
        world.deps.uow.run(async (repos) => {
          const current = await repos.donationGoals.ofId(goal.id);
          await pause();
          if (current === null) return fail(errors.notFound);
          await repos.donationGoals.save({ ...current, total: current.total + 10 });
          return ok(null);
        }),
      ),
    );

    expect((await world.repos.donationGoals.ofId(goal.id))?.total).toBe(50);
  });

  it('keeps running later work after a run threw', async () => {
    const world = createTestWorld();
    const failing = world.deps.uow.run(async () => {
      throw new Error('boom');
    });
    const next = world.deps.uow.run(async () => ok('done'));

    await expect(failing).rejects.toThrow('boom');
    expect(await next).toEqual({ ok: true, value: 'done' });
  });
});
