import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld } from '../testing/index.js';
import { CONSOLE } from './account-actor.js';
import { MuteUser } from './mute-user.js';
import { PromoteUser } from './promote-user.js';
import { MEMBER_VAULT_KB } from './roles.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const moderator = await world.given.user(aUser().moderator());
  const someone = await world.given.user();
  const stored = async () => world.repos.users.ofId(someone.id);
  const audited = async () =>
    (await world.repos.audit.ofAccount(someone.id)).map(({ actorId, action, details }) => ({
      actorId,
      action,
      details,
    }));
  return { world, moderator, someone, stored, audited };
};

describe('PromoteUser', () => {
  it('gives membership with a member vault, keeps roles held, and audits each promotion', async () => {
    const { world, moderator, someone, stored, audited } = await setup();
    const promote = new PromoteUser(world.deps);

    const member = await promote.execute(moderator, { userId: someone.id, roles: ['member'] });
    expect(member).toMatchObject({ ok: true, value: { isMember: true, vaultStorageKb: MEMBER_VAULT_KB } });
    await promote.execute(CONSOLE, { userId: someone.id, roles: ['moderator'] });

    expect(await stored()).toMatchObject({
      isMember: true,
      isModerator: true,
      vaultStorageKb: MEMBER_VAULT_KB,
    });
    expect(await audited()).toEqual([
      { actorId: moderator.id, action: 'user.promote', details: { roles: ['member'] } },
      { actorId: null, action: 'user.promote', details: { roles: ['moderator'] } },
    ]);
  });

  it('keeps a vault capacity already set', async () => {
    const world = createTestWorld({ now: NOW });
    const roomy = await world.given.user(aUser().member(5 * MEMBER_VAULT_KB));

    const result = await new PromoteUser(world.deps).execute(CONSOLE, {
      userId: roomy.id,
      roles: ['member'],
    });

    expect(result).toMatchObject({ ok: true, value: { vaultStorageKb: 5 * MEMBER_VAULT_KB } });
  });

  it('is for moderators and the console only, and answers unknown or deleted users as not found', async () => {
    const { world, someone, stored, audited } = await setup();
    const banned = await world.given.user(aUser().moderator().banned());
    const gone = await world.given.user(aUser().deleted());
    const promote = new PromoteUser(world.deps);
    const input = { userId: someone.id, roles: ['moderator'] as const };

    expect(await promote.execute(null, input)).toEqual({ ok: false, error: errors.signInRequired });
    expect(await promote.execute(someone, input)).toEqual({ ok: false, error: errors.forbidden });
    expect(await promote.execute(banned, input)).toEqual({ ok: false, error: errors.forbidden });
    expect(await promote.execute(CONSOLE, { userId: gone.id, roles: ['member'] })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await promote.execute(CONSOLE, { userId: 9999, roles: ['member'] })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await stored()).toMatchObject({ isModerator: false });
    expect(await audited()).toEqual([]);
  });
});

describe('MuteUser', () => {
  it('mutes and unmutes, keeping the roles, and audits both', async () => {
    const { world, moderator, someone, stored, audited } = await setup();
    const mute = new MuteUser(world.deps);

    expect(await mute.execute(moderator, { userId: someone.id, muted: true })).toMatchObject({
      ok: true,
      value: { muted: true },
    });
    expect(await stored()).toMatchObject({ muted: true });
    await mute.execute(CONSOLE, { userId: someone.id, muted: false });

    expect(await stored()).toMatchObject({ muted: false, isModerator: false });
    expect(await audited()).toEqual([
      { actorId: moderator.id, action: 'user.mute', details: {} },
      { actorId: null, action: 'user.unmute', details: {} },
    ]);
  });

  it('refuses everyone but moderators and the console', async () => {
    const { world, someone, stored, audited } = await setup();
    const other = await world.given.user();

    expect(await new MuteUser(world.deps).execute(other, { userId: someone.id, muted: true })).toEqual({
      ok: false,
      error: errors.forbidden,
    });
    expect(await stored()).toMatchObject({ muted: false });
    expect(await audited()).toEqual([]);
  });
});
