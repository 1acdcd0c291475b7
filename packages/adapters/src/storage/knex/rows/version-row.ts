import type { DbBigint, DbBoolean, DbDate, DbJson } from './columns.js';

export type VersionRow = {
  id: number;
  model_id: number;
  index: number;
  name: string;
  status: string;
  base_model: string;
  base_model_type: string | null;
  description: string;
  created_at: DbDate;
  published_at: DbDate | null;
  early_access_ends_at: DbDate | null;
  early_access_config: DbJson | null;
  can_download: DbBoolean;
  can_generate: DbBoolean;
  usage_control: string;
  steps: number | null;
  epochs: number | null;
  clip_skip: number | null;
  strength: number | null;
  trained_words: DbJson;
  training_status: string | null;
  inaccurate: DbBoolean;
  deleted_at: DbDate | null;
  deleted_by: number | null;
  meta: DbJson;
  rank: DbJson;
};

/** A version read with its counted files and posts. */
export type VersionWithCountsRow = VersionRow & { file_count: DbBigint; post_count: DbBigint };
