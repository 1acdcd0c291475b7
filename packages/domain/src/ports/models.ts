import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { New } from './new.js';

/** Models are read with their author's account state (`Model.author`), which saving ignores. */
export interface Models {
  ofId(id: number): Promise<Model | null>;
  /** Who owns the model (its `userId`), in one small read; null for no such model. */
  ownerOf(id: number): Promise<number | null>;
  /** The models with these ids, in one read (unknown ids left out, in no particular order). */
  ofIds(ids: readonly number[]): Promise<Model[]>;
  ofUser(userId: number): Promise<Model[]>;
  create(model: New<Model, 'author'>): Promise<Model>;
  save(model: Model): Promise<void>;
  /** Permanent delete: the model, its versions, files, posts, reviews and everything hanging off them. */
  remove(id: number): Promise<void>;
  /** Models carrying any of these tag names (case-insensitive), most downloaded first, at most `limit`. */
  withAnyTag(tagNames: string[], limit: number): Promise<Model[]>;
}

export interface ModelVersions {
  ofId(id: number): Promise<ModelVersion | null>;
  /** The versions with these ids, in one read (unknown ids left out, in no particular order). */
  ofIds(ids: readonly number[]): Promise<ModelVersion[]>;
  /** The model's versions ordered by `index`; soft-deleted ones only with `withDeleted` (moderators see them). */
  ofModel(modelId: number, options?: { withDeleted?: boolean }): Promise<ModelVersion[]>;
  /** `ofModel` of each of these models (not soft-deleted versions), in one read; a model without any has no entry. */
  ofModels(modelIds: readonly number[]): Promise<Map<number, ModelVersion[]>>;
  create(version: New<ModelVersion, 'fileCount' | 'postCount'>): Promise<ModelVersion>;
  save(version: ModelVersion): Promise<void>;
  remove(id: number): Promise<void>;
}

/** A soft delete of a model or a version: the rows hidden with it carry it as their marker. */
export type Deletion = { kind: 'model' | 'version'; id: number };

/** What a delete hides of other people's (not the model owner's): counted the same way it is hidden. */
export type OthersContent = { reviews: number; posts: number; images: number };

/**
 * The reviews, posts and images under a model or a version, hidden with its soft delete and back on its restore.
 * Hiding marks rows not hidden yet, so restoring a model leaves hidden what a version delete hid before it.
 */
export interface Deletions {
  othersContent(deletion: Deletion, ownerId: number): Promise<OthersContent>;
  hide(deletion: Deletion): Promise<void>;
  unhide(deletion: Deletion): Promise<void>;
  /**
   * Hides every post, post image and review the user wrote, wherever it is, marked `user:{id}` (a deleted account,
   * docs/api-keys-and-account-deletion.md); `unhideContentOf` shows again only what that marker hid.
   */
  hideContentOf(userId: number): Promise<void>;
  unhideContentOf(userId: number): Promise<void>;
  /** The storage keys of the model files and stored images under a model or version (hidden or not). */
  storedFilesOf(deletion: Deletion): Promise<string[]>;
  /** Those of `keys` no file or image row refers to any more: safe to remove from storage. */
  unreferenced(keys: readonly string[]): Promise<string[]>;
  /** Soft-deleted models, and soft-deleted versions of models that are not, deleted at or before `cutoff`. */
  purgeable(cutoff: Date): Promise<Purgeable[]>;
}

/** What `atelier purge` removes for good once the retention window has passed. */
export type Purgeable = {
  kind: 'model' | 'version';
  id: number;
  modelId: number;
  name: string;
  deletedAt: Date;
};
