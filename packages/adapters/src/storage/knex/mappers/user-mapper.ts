import { isMemberAt, type LeaderboardRank, type New, type User } from '@atelier/domain';
import { type Dialect, readBoolean, readNullable, readNumber, writeJson } from '../dialect.js';
import type { UserRow } from '../rows/user-row.js';

/** A user as read at `now`: the stored grant with the membership rule applied (`isMemberAt`, docs/membership.md). */
export const toUser = (row: UserRow, d: Dialect, now: Date): User => ({
  id: row.id,
  username: row.username,
  createdAt: d.readDate(row.created_at),
  deletedAt: readNullable(row.deleted_at, d.readDate),
  isModerator: readBoolean(row.is_moderator),
  ...membershipAt(row, d, now),
  muted: readBoolean(row.muted),
  banned: readBoolean(row.banned),
  filePreferences: d.readJson(row.file_preferences),
  disablePoi: readBoolean(row.disable_poi),
  disableMinor: readBoolean(row.disable_minor),
  browsingLevel: readNumber(row.browsing_level),
  creatorCardStatsPreferences: d.readJson(row.creator_card_stats_preferences),
  links: d.readJson(row.links),
  rank: readNullable(row.rank, (rank) => d.readJson<LeaderboardRank>(rank)),
  vaultStorageKb: row.vault_storage_kb,
});

const membershipAt = (row: UserRow, d: Dialect, now: Date): Pick<User, 'isMember' | 'memberUntil'> => {
  const memberUntil = readNullable(row.member_until, d.readDate);
  return { isMember: isMemberAt({ isMember: readBoolean(row.is_member), memberUntil }, now), memberUntil };
};

export const userRow = (user: New<User>): Omit<UserRow, 'id'> => ({
  username: user.username,
  created_at: user.createdAt,
  deleted_at: user.deletedAt,
  is_moderator: user.isModerator,
  is_member: user.isMember,
  member_until: user.memberUntil,
  muted: user.muted,
  banned: user.banned,
  file_preferences: writeJson(user.filePreferences),
  disable_poi: user.disablePoi,
  disable_minor: user.disableMinor,
  browsing_level: user.browsingLevel,
  creator_card_stats_preferences: writeJson(user.creatorCardStatsPreferences),
  links: writeJson(user.links),
  rank: user.rank === null ? null : writeJson(user.rank),
  vault_storage_kb: user.vaultStorageKb,
});
