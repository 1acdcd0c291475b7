import type { User } from './user.js';

/** A member's vault capacity: 10 GB. */
export const MEMBER_VAULT_KB = 10 * 1024 * 1024;

/** The roles an account action gives; roles already held are kept. */
export const GRANTABLE_ROLES = ['moderator', 'member'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/**
 * The user with these roles added; becoming a member opens a member's vault unless one is already set. Membership
 * given this way (the CLI) has no expiry, even over a bought one (docs/membership.md).
 */
export const withRoles = (user: User, roles: readonly GrantableRole[]): User => {
  const grantsMembership = roles.includes('member');
  const next: User = {
    ...user,
    isModerator: user.isModerator || roles.includes('moderator'),
    isMember: user.isMember || grantsMembership,
    memberUntil: grantsMembership ? null : user.memberUntil,
  };
  return next.isMember && next.vaultStorageKb === 0 ? { ...next, vaultStorageKb: MEMBER_VAULT_KB } : next;
};
