import type { AccountState } from '../models/model.js';
import type { Creator } from '../social/social.js';
import type { User } from '../users/user.js';
import type { New } from './new.js';

/** One page of `Users.creators`. */
export type CreatorsPage = { usernamePrefix: string | null; afterId: number | null; limit: number };

export interface Users {
  ofId(id: number): Promise<User | null>;
  /** The users with these ids that exist, in no particular order (one read for a list of authors or actors). */
  ofIds(ids: readonly number[]): Promise<User[]>;
  ofUsername(username: string): Promise<User | null>;
  create(user: New<User>): Promise<User>;
  save(user: User): Promise<void>;
  /** Usernames starting with `query`, case-insensitive. */
  search(query: string, limit: number): Promise<User[]>;
  /** The creator card of the user `id`, with their account's state (one read for the card and whether to show it). */
  creator(id: number): Promise<{ creator: Creator; account: AccountState } | null>;
  /**
   * Every user with at least one live model, each as `creator` reads them (the leaderboard's candidates), in id
   * order; given a page, only those after `afterId` whose username starts with `usernamePrefix` (any case), at most
   * `limit`.
   */
  creators(page?: CreatorsPage): Promise<Creator[]>;
}
