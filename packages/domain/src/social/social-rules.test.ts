import { describe, expect, it } from 'vitest';
import type { User } from '../users/user.js';
import { canComment, canFollowCollection, canFollowUser, tagListLimit } from './social-rules.js';

const user = (overrides: Partial<User> = {}): User => ({
  id: 1,
  username: 'alice',
  createdAt: new Date(0),
  deletedAt: null,
  isModerator: false,
  isMember: false,
  memberUntil: null,
  muted: false,
  banned: false,
  filePreferences: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' },
  disablePoi: false,
  disableMinor: false,
  browsingLevel: 31,
  creatorCardStatsPreferences: [],
  links: [],
  rank: null,
  vaultStorageKb: 0,
  ...overrides,
});

// Chatting with yourself is refused by chat/chat-rules.ts (`canStartChat`), tested in chat/chat.test.ts.
describe('no following yourself (spec §5)', () => {
  it('refuses following yourself', () => {
    expect(canFollowUser(user({ id: 4 }), 4)).toMatchObject({
      ok: false,
      error: { code: 'SOCIAL.SELF_FOLLOW' },
    });
    expect(canFollowUser(user({ id: 4 }), 5).ok).toBe(true);
    expect(canFollowUser(null, 5)).toMatchObject({ error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
  });

  it('hides collection follow from the owner', () => {
    expect(canFollowCollection(user({ id: 4 }), { userId: 4 })).toBe(false);
    expect(canFollowCollection(user({ id: 4 }), { userId: 5 })).toBe(true);
    expect(canFollowCollection(null, { userId: 5 })).toBe(false);
  });
});

describe('canComment (spec §5)', () => {
  const open = {
    canWrite: true,
    commentsLocked: false,
    allVersionsInEarlyAccess: false,
    hasEarlyAccess: false,
    product: 'Atelier',
  };

  it('lets a signed-in user comment on an open discussion', () => {
    expect(canComment(user(), open).ok).toBe(true);
  });

  it('refuses while the site is read-only', () => {
    expect(canComment(user(), { ...open, canWrite: false })).toMatchObject({
      error: { code: 'FEATURE.READ_ONLY' },
    });
  });

  it('refuses on a locked discussion', () => {
    expect(canComment(user({ isModerator: true }), { ...open, commentsLocked: true })).toMatchObject({
      error: { code: 'COMMENTS.LOCKED', message: 'Discussion is turned off for this model.' },
    });
  });

  it('refuses anonymous and muted users', () => {
    expect(canComment(null, open)).toMatchObject({ error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
    expect(canComment(user({ muted: true }), open)).toMatchObject({ error: { code: 'USER.MUTED' } });
  });

  it('asks for membership when every version is in early access, naming the product with its article', () => {
    expect(canComment(user(), { ...open, allVersionsInEarlyAccess: true })).toMatchObject({
      error: {
        code: 'MEMBERSHIP.DISCUSSION',
        message: 'You must be an Atelier Member to join this discussion',
      },
    });
    expect(canComment(user(), { ...open, allVersionsInEarlyAccess: true, product: 'Hub' })).toMatchObject({
      error: { message: 'You must be a Hub Member to join this discussion' },
    });
  });

  it('lets buyers and moderators join an early-access discussion', () => {
    const early = { ...open, allVersionsInEarlyAccess: true };
    expect(canComment(user(), { ...early, hasEarlyAccess: true }).ok).toBe(true);
    expect(canComment(user({ isModerator: true }), early).ok).toBe(true);
  });
});

describe('tagListLimit (spec §9)', () => {
  it('caps tag lists at 100', () => {
    expect(tagListLimit(undefined)).toBe(100);
    expect(tagListLimit(500)).toBe(100);
    expect(tagListLimit(20)).toBe(20);
    expect(tagListLimit(0)).toBe(1);
  });
});
