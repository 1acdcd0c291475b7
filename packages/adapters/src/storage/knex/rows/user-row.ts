import type { DbBoolean, DbDate, DbJson } from './columns.js';

export type UserRow = {
  id: number;
  username: string;
  created_at: DbDate;
  deleted_at: DbDate | null;
  is_moderator: DbBoolean;
  is_member: DbBoolean;
  member_until: DbDate | null;
  muted: DbBoolean;
  banned: DbBoolean;
  file_preferences: DbJson;
  disable_poi: DbBoolean;
  disable_minor: DbBoolean;
  browsing_level: number;
  creator_card_stats_preferences: DbJson;
  links: DbJson;
  rank: DbJson | null;
  vault_storage_kb: number;
};

/** The columns of `UserRow` (the whole table), for reads that bring them as JSON. */
export const USER_COLUMNS = [
  'id',
  'username',
  'created_at',
  'deleted_at',
  'is_moderator',
  'is_member',
  'member_until',
  'muted',
  'banned',
  'file_preferences',
  'disable_poi',
  'disable_minor',
  'browsing_level',
  'creator_card_stats_preferences',
  'links',
  'rank',
  'vault_storage_kb',
] as const satisfies readonly (keyof UserRow)[];
