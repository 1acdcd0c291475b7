import type { LeaderboardRank, New, User } from '@atelier/domain';
import { type Dialect, readBoolean, readNullable, writeJson } from '../dialect.js';
import type { UserRow } from '../rows/user-row.js';

export const toUser = (row: UserRow, d: Dialect): User => ({
  id: row.id,
  username: row.username,
  createdAt: d.readDate(row.created_at),
  deletedAt: readNullable(row.deleted_at, d.readDate),
  isModerator: readBoolean(row.is_moderator),
  isMember: readBoolean(row.is_member),
  muted: readBoolean(row.muted),
  banned: readBoolean(row.banned),
  filePreferences: d.readJson(row.file_preferences),
  disablePoi: readBoolean(row.disable_poi),
  disableMinor: readBoolean(row.disable_minor),
  creatorCardStatsPreferences: d.readJson(row.creator_card_stats_preferences),
  links: d.readJson(row.links),
  rank: readNullable(row.rank, (rank) => d.readJson<LeaderboardRank>(rank)),
  vaultStorageKb: row.vault_storage_kb,
});

export const userRow = (user: New<User>): Omit<UserRow, 'id'> => ({
  username: user.username,
  created_at: user.createdAt,
  deleted_at: user.deletedAt,
  is_moderator: user.isModerator,
  is_member: user.isMember,
  muted: user.muted,
  banned: user.banned,
  file_preferences: writeJson(user.filePreferences),
  disable_poi: user.disablePoi,
  disable_minor: user.disableMinor,
  creator_card_stats_preferences: writeJson(user.creatorCardStatsPreferences),
  links: writeJson(user.links),
  rank: user.rank === null ? null : writeJson(user.rank),
  vault_storage_kb: user.vaultStorageKb,
});
