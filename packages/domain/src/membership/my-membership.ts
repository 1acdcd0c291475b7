import type { User } from '../users/user.js';

/** What the pricing page tells a signed-in user about themselves. */
export type MyMembership = {
  isMember: boolean;
  /** When a bought membership ends (or ended, if `isMember` is false); null without expiry or without any. */
  memberUntil: Date | null;
  vaultStorageKb: number;
  balance: number;
};

export const myMembership = (user: User, balance: number): MyMembership => ({
  isMember: user.isMember,
  memberUntil: user.memberUntil,
  vaultStorageKb: user.vaultStorageKb,
  balance,
});
