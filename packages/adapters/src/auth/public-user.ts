import type { User, Viewer } from '@atelier/domain';

/** What the API tells a user about their own account. */
export type PublicAccount = {
  id: number;
  username: string;
  isModerator: boolean;
  isMember: boolean;
  muted: boolean;
};

export const publicAccount = (user: User): PublicAccount => ({
  id: user.id,
  username: user.username,
  isModerator: user.isModerator,
  isMember: user.isMember,
  muted: user.muted,
});

export const publicViewer = (viewer: Viewer): PublicAccount | null => (viewer ? publicAccount(viewer) : null);
