import type { FollowListKind } from '@atelier/domain';

export type { FollowListKind };

export const profileHref = (username: string) => `/user/${encodeURIComponent(username)}`;

/** The two lists' texts. */
export const FOLLOW_LIST_TEXT: Record<
  FollowListKind,
  { title: (username: string) => string; empty: (username: string) => string }
> = {
  followers: {
    title: (username) => `People following ${username}`,
    empty: (username) => `Nobody follows ${username} yet.`,
  },
  following: {
    title: (username) => `People ${username} follows`,
    empty: (username) => `${username} does not follow anyone yet.`,
  },
};

/** Which list a path asks for: its last segment. */
export const followListKindOf = (pathname: string): FollowListKind =>
  pathname.replace(/\/+$/, '').endsWith('/following') ? 'following' : 'followers';
