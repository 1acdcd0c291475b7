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

/** The columns of `VersionRow`, in the order the model page's read (knex-model-page.ts) holds them as JSON. */
export const VERSION_COLUMNS = [
  'id',
  'model_id',
  'index',
  'name',
  'status',
  'base_model',
  'base_model_type',
  'description',
  'created_at',
  'published_at',
  'early_access_ends_at',
  'early_access_config',
  'can_download',
  'can_generate',
  'usage_control',
  'steps',
  'epochs',
  'clip_skip',
  'strength',
  'trained_words',
  'training_status',
  'inaccurate',
  'deleted_at',
  'deleted_by',
  'meta',
  'rank',
] as const satisfies readonly (keyof VersionRow)[];
