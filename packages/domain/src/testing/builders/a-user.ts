import { ALL_BROWSING_LEVELS } from '../../gallery/gallery-settings-rules.js';
import type { New } from '../../ports/new.js';
import { MEMBER_VAULT_KB } from '../../users/roles.js';
import type { User } from '../../users/user.js';
import { Builder, nextSequence, type Patch } from './builder.js';

export class UserBuilder extends Builder<New<User>, object> {
  protected make(parents: object, patches: readonly Patch<New<User>>[]): this {
    return new UserBuilder(this.seq, parents, patches) as this;
  }

  protected defaults(now: Date): New<User> {
    return {
      username: `user${this.seq}`,
      createdAt: now,
      deletedAt: null,
      isModerator: false,
      isMember: false,
      memberUntil: null,
      muted: false,
      banned: false,
      filePreferences: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' },
      disablePoi: false,
      disableMinor: false,
      browsingLevel: ALL_BROWSING_LEVELS,
      creatorCardStatsPreferences: ['uploads', 'followers', 'likes', 'downloads'],
      links: [],
      rank: null,
      vaultStorageKb: 0,
    };
  }

  named(username: string): this {
    return this.and((u) => {
      u.username = username;
    });
  }

  /** A member without expiry (as the CLI makes them), with a member's vault capacity. */
  member(vaultStorageKb: number = MEMBER_VAULT_KB): this {
    return this.and((u) => {
      u.isMember = true;
      u.vaultStorageKb = vaultStorageKb;
    });
  }

  /** A member whose bought membership ends at `until` (read as a member only while the clock is before it). */
  memberUntil(until: Date, vaultStorageKb: number = MEMBER_VAULT_KB): this {
    return this.and((u) => {
      u.isMember = true;
      u.memberUntil = until;
      u.vaultStorageKb = vaultStorageKb;
    });
  }

  moderator(): this {
    return this.and((u) => {
      u.isModerator = true;
    });
  }

  muted(): this {
    return this.and((u) => {
      u.muted = true;
    });
  }

  banned(): this {
    return this.and((u) => {
      u.banned = true;
    });
  }

  deleted(): this {
    return this.and((u, now) => {
      u.deletedAt = now;
    });
  }
}

/** A plain signed-in user named `userN`: not a member, moderator, muted or banned. */
export const aUser = (): UserBuilder => new UserBuilder(nextSequence(), {});
