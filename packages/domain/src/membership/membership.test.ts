import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downloadDecision } from '../files/download-decision.js';
import { rolesOf } from '../permissions/policy.js';
import { canReview } from '../reviews/review-rules.js';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld } from '../testing/index.js';
import { withRoles } from '../users/roles.js';
import type { User, Viewer } from '../users/user.js';
import { canUseVault } from '../vault/vault-rules.js';
import { isMemberAt, membershipAfterPurchase, membershipOffer } from './membership.js';

const DAY = 24 * 60 * 60 * 1000;
const UNTIL = new Date('2026-03-01T00:00:00Z');
const tier = { durationDays: 30, vaultKb: 1234 };

/** What each members-only rule answers for this viewer, as plain values to compare. */
const membersOnlyAnswers = (viewer: Viewer, now: Date) => ({
  vault: canUseVault(viewer).ok,
  review: canReview(viewer, { inEarlyAccess: true, hasDownloaded: true }).ok,
  roles: viewer === null ? [] : rolesOf(viewer, 999_999),
  download: downloadDecision({
    model: {
      userId: 999_999,
      status: 'Published',
      availability: 'Public',
      deletedAt: null,
      publishedAt: new Date(0),
      mode: null,
      locked: false,
      author: { deletedAt: null, banned: false },
    },
    // A members-only download: `canDownload` off.
    version: {
      status: 'Published',
      publishedAt: new Date(0),
      earlyAccessEndsAt: null,
      earlyAccessConfig: null,
      canDownload: false,
      usageControl: 'Download',
    },
    file: { visibility: 'Public', virusScanResult: 'Success', pickleScanResult: 'Success' },
    viewer,
    access: { download: false, generation: false },
    flags: { earlyAccessModel: true },
    now,
  }),
});

describe('isMemberAt', () => {
  it('holds before the expiry and not from it on; without expiry it always holds; without a grant never', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000 * DAY, max: 1000 * DAY }), (offset) => {
        const now = new Date(UNTIL.getTime() + offset);
        expect(isMemberAt({ isMember: true, memberUntil: UNTIL }, now)).toBe(offset < 0);
        expect(isMemberAt({ isMember: true, memberUntil: null }, now)).toBe(true);
        expect(isMemberAt({ isMember: false, memberUntil: null }, now)).toBe(false);
        expect(isMemberAt({ isMember: false, memberUntil: UNTIL }, now)).toBe(false);
      }),
    );
  });

  it('is honoured by every members-only rule, because every read of a user applies it', async () => {
    const world = createTestWorld({ now: new Date(UNTIL.getTime() - DAY) });
    const bought = await world.given.user(aUser().memberUntil(UNTIL));
    const member = await world.given.user(aUser().member());
    const plain = await world.given.user();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -400 * DAY, max: 400 * DAY }), async (offset) => {
        const now = new Date(UNTIL.getTime() + offset);
        world.clock.set(now);
        const viewer = await world.repos.users.ofId(bought.id);
        const like = offset < 0 ? member : plain;
        const expected = membersOnlyAnswers(await world.repos.users.ofId(like.id), now);
        expect(membersOnlyAnswers(viewer, now)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a lapsed member the vault and members-only downloads with the catalogue messages', async () => {
    const world = createTestWorld({ now: UNTIL });
    const lapsed = await world.given.user(aUser().memberUntil(UNTIL));
    const viewer = await world.repos.users.ofId(lapsed.id);

    expect(viewer).toMatchObject({ isMember: false, memberUntil: UNTIL });
    expect(canUseVault(viewer)).toEqual({ ok: false, error: errors.membershipRequired });
    expect(membersOnlyAnswers(viewer, UNTIL).download).toEqual({
      ok: false,
      error: errors.membershipRequiredForDownload,
    });
  });
});

describe('membershipAfterPurchase', () => {
  const now = new Date('2026-02-01T00:00:00Z');

  it('starts now for someone who is not a member, or whose membership has ended', () => {
    for (const buyer of [
      { isMember: false, memberUntil: null },
      { isMember: false, memberUntil: new Date(now.getTime() - DAY) },
    ]) {
      expect(membershipAfterPurchase(buyer, tier, now)).toEqual({
        ok: true,
        value: { isMember: true, memberUntil: new Date(now.getTime() + 30 * DAY), vaultStorageKb: 1234 },
      });
    }
  });

  it('extends a running membership from its expiry, so buying early loses no day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 * DAY }), (left) => {
        const until = new Date(now.getTime() + left);
        const after = membershipAfterPurchase({ isMember: true, memberUntil: until }, tier, now);
        expect(after).toEqual({
          ok: true,
          value: { isMember: true, memberUntil: new Date(until.getTime() + 30 * DAY), vaultStorageKb: 1234 },
        });
      }),
    );
  });

  it('has nothing to sell to a member without expiry', () => {
    expect(membershipAfterPurchase({ isMember: true, memberUntil: null }, tier, now)).toEqual({
      ok: false,
      error: errors.membershipWithoutExpiry,
    });
  });
});

describe('membershipOffer', () => {
  const now = new Date('2026-02-01T00:00:00Z');
  const priced = { ...tier, priceBuzz: 500 };

  it('offers the tier when the balance covers it, short by the difference otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (balance) => {
        const offer = membershipOffer({ isMember: false, memberUntil: null, balance }, priced, now);
        expect(offer).toEqual(
          balance >= 500
            ? { kind: 'buy', memberUntil: new Date(now.getTime() + 30 * DAY) }
            : { kind: 'short', missingBuzz: 500 - balance },
        );
      }),
    );
  });

  it('offers nothing to a member without expiry', () => {
    expect(membershipOffer({ isMember: true, memberUntil: null, balance: 10_000 }, priced, now)).toEqual({
      kind: 'noExpiry',
    });
  });
});

describe('membership given by the CLI (withRoles)', () => {
  it('has no expiry, even over a bought one; other roles keep a bought expiry', () => {
    const bought = { isMember: true, memberUntil: UNTIL, isModerator: false, vaultStorageKb: 5 } as User;
    expect(withRoles(bought, ['member'])).toMatchObject({
      isMember: true,
      memberUntil: null,
      vaultStorageKb: 5,
    });
    expect(withRoles(bought, ['moderator'])).toMatchObject({ isModerator: true, memberUntil: UNTIL });
  });
});
