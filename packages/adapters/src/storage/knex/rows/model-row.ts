import type { DbBoolean, DbDate, DbJson } from './columns.js';

export type ModelRow = {
  id: number;
  user_id: number;
  name: string;
  description: string;
  type: string;
  checkpoint_type: string | null;
  status: string;
  mode: string | null;
  availability: string;
  nsfw: DbBoolean;
  nsfw_level: number;
  poi: DbBoolean;
  minor: DbBoolean;
  locked: DbBoolean;
  deleted_at: DbDate | null;
  deleted_by: number | null;
  published_at: DbDate | null;
  updated_at: DbDate;
  early_access_deadline: DbDate | null;
  allow_no_credit: DbBoolean;
  allow_commercial_use: DbJson;
  allow_derivatives: DbBoolean;
  allow_different_license: DbBoolean;
  sfw_only: DbBoolean;
  meta: DbJson;
  ownership_processing: DbBoolean;
  has_suggested_resources: DbBoolean;
  thumbs_up_count: number;
  thumbs_down_count: number;
  download_count: number;
  generation_count: number;
  collected_count: number;
  tipped_amount_count: number;
};

export type TagRow = { id: number; name: string; is_category: DbBoolean; unlisted: DbBoolean };

/**
 * A model row read with its author's account state (joined from users) and its children, each a JSON array in
 * order (`Dialect.jsonRows`): tags as `[name, is_category]`, licenses as `[name, url]`.
 */
export type ModelWithAuthorRow = ModelRow & {
  author_username: string;
  author_deleted_at: DbDate | null;
  author_banned: DbBoolean;
  tags_json: DbJson;
  licenses_json: DbJson;
};

/** The elements of `ModelWithAuthorRow`'s JSON columns. */
export type ModelTagElement = [name: string, isCategory: DbBoolean];
export type ModelLicenseElement = [name: string, url: string];
