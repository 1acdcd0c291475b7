import type { ModelFile } from '../../files/model-file.js';
import type { Model, ModelTag } from '../../models/model.js';
import type { ModelVersion } from '../../models/model-version.js';
import type { ModelFiles } from '../../ports/files.js';
import type { Models, ModelVersions } from '../../ports/models.js';
import type { New } from '../../ports/new.js';
import type { VersionDetails } from '../../reviews/review.js';
import { deleteModels, deleteVersions } from './cascade.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase, StoredModel, StoredVersion } from './database.js';
import { InMemoryReviews } from './reviews.js';
import { findRow, insert, requireRow, select, update } from './table.js';

export class InMemoryModels implements Models {
  constructor(private readonly db: InMemoryDatabase) {}

  /** The stored model with its author's account state, as a join with users reads it. */
  private withAuthor(model: StoredModel): Model {
    const author = this.db.state.users.rows.get(model.userId);
    if (author === undefined)
      return { ...model, author: { username: '', deletedAt: new Date(0), banned: false } };
    const { username, deletedAt, banned } = author;
    return { ...model, author: deepClone({ username, deletedAt, banned }) };
  }

  async ofId(id: number): Promise<Model | null> {
    const model = findRow(this.db.state.models, id);
    return model === null ? null : this.withAuthor(model);
  }

  async ownerOf(id: number): Promise<number | null> {
    return findRow(this.db.state.models, id)?.userId ?? null;
  }

  async ofIds(ids: readonly number[]): Promise<Model[]> {
    const wanted = new Set(ids);
    return select(this.db.state.models, (model) => wanted.has(model.id)).map((m) => this.withAuthor(m));
  }

  async ofUser(userId: number): Promise<Model[]> {
    return select(this.db.state.models, (model) => model.userId === userId).map((m) => this.withAuthor(m));
  }

  async create(model: New<Model, 'author'>): Promise<Model> {
    requireRow(this.db.state.users, model.userId, 'user');
    const { author: _ignored, ...stored } = model as New<Model, 'author'> & { author?: unknown };
    this.storeNewTags(model.tags);
    return this.withAuthor(insert<StoredModel>(this.db.state.models, stored));
  }

  /** The author's state in the saved value is ignored: it is derived, never stored. */
  async save(model: Model): Promise<void> {
    const { author: _ignored, ...stored } = model;
    this.storeNewTags(model.tags);
    update(this.db.state.models, stored, 'model');
  }

  /** Like the Knex store: a tag name not stored yet (exact spelling) becomes a tag; a stored one keeps its own flag. */
  private storeNewTags(tags: readonly ModelTag[]): void {
    const known = new Set(select(this.db.state.tags).map((tag) => tag.name));
    for (const tag of tags) {
      if (known.has(tag.name)) continue;
      insert(this.db.state.tags, {
        name: tag.name,
        isCategory: tag.isCategory,
        unlisted: false,
        modelCount: 0,
      });
      known.add(tag.name);
    }
  }

  async remove(id: number): Promise<void> {
    deleteModels(this.db.state, new Set([id]));
  }

  async withAnyTag(tagNames: string[], limit: number): Promise<Model[]> {
    const wanted = new Set(tagNames.map((name) => name.toLowerCase()));
    return select(this.db.state.models, (model) =>
      model.tags.some((tag) => wanted.has(tag.name.toLowerCase())),
    )
      .sort((a, b) => b.rank.downloadCountAllTime - a.rank.downloadCountAllTime || a.id - b.id)
      .slice(0, limit)
      .map((model) => this.withAuthor(model));
  }
}

/** Versions read back with `fileCount` and `postCount` counted from the stored files and posts. */
export class InMemoryModelVersions implements ModelVersions {
  constructor(private readonly db: InMemoryDatabase) {}

  private withCounts(version: StoredVersion): ModelVersion {
    const state = this.db.state;
    const fileCount = [...state.files.rows.values()].filter((f) => f.modelVersionId === version.id).length;
    const postCount = [...state.posts.rows.values()].filter(
      (p) => p.modelVersionId === version.id && p.publishedAt !== null && !state.hiddenWith.posts.has(p.id),
    ).length;
    return { ...deepClone(version), fileCount, postCount };
  }

  async ofId(id: number): Promise<ModelVersion | null> {
    const version = this.db.state.versions.rows.get(id);
    return version === undefined ? null : this.withCounts(version);
  }

  async ofIds(ids: readonly number[]): Promise<ModelVersion[]> {
    const wanted = new Set(ids);
    return [...this.db.state.versions.rows.values()]
      .filter((version) => wanted.has(version.id))
      .map((version) => this.withCounts(version));
  }

  async ofModel(modelId: number, options: { withDeleted?: boolean } = {}): Promise<ModelVersion[]> {
    return [...this.db.state.versions.rows.values()]
      .filter((version) => version.modelId === modelId)
      .filter((version) => options.withDeleted === true || version.deletedAt === null)
      .sort((a, b) => a.index - b.index || a.id - b.id)
      .map((version) => this.withCounts(version));
  }

  async ofModels(modelIds: readonly number[]): Promise<Map<number, ModelVersion[]>> {
    const byModel = new Map<number, ModelVersion[]>();
    for (const modelId of new Set(modelIds)) {
      const versions = await this.ofModel(modelId);
      if (versions.length > 0) byModel.set(modelId, versions);
    }
    return byModel;
  }

  async create(version: New<ModelVersion, 'fileCount' | 'postCount'>): Promise<ModelVersion> {
    requireRow(this.db.state.models, version.modelId, 'model');
    const stored = insert<StoredVersion>(this.db.state.versions, withoutCounts<New<StoredVersion>>(version));
    return this.withCounts(stored);
  }

  /** Counts in the saved value are ignored: they are derived, never stored. */
  async save(version: ModelVersion): Promise<void> {
    const stored: StoredVersion = withoutCounts<ModelVersion>(version);
    update(this.db.state.versions, stored, 'version');
  }

  async remove(id: number): Promise<void> {
    deleteVersions(this.db.state, new Set([id]));
  }
}

/** Drops derived counts a caller may pass along, so they are never stored. */
const withoutCounts = <T extends object>(version: T): Omit<T, 'fileCount' | 'postCount'> => {
  const {
    fileCount: _files,
    postCount: _posts,
    ...rest
  } = version as T & { fileCount?: number; postCount?: number };
  return rest as Omit<T, 'fileCount' | 'postCount'>;
};

export class InMemoryModelFiles implements ModelFiles {
  constructor(private readonly db: InMemoryDatabase) {}

  async ofId(id: number): Promise<ModelFile | null> {
    return findRow(this.db.state.files, id);
  }

  async ofVersion(modelVersionId: number): Promise<ModelFile[]> {
    return select(this.db.state.files, (file) => file.modelVersionId === modelVersionId);
  }

  async ofVersions(modelVersionIds: readonly number[]): Promise<ModelFile[]> {
    return select(this.db.state.files, (file) => modelVersionIds.includes(file.modelVersionId));
  }

  async detailsOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, VersionDetails>> {
    const known = modelVersionIds.filter((id) => this.db.state.versions.rows.has(id));
    const [files, totals] = await Promise.all([
      this.ofVersions(known),
      new InMemoryReviews(this.db).totalsOfVersions(known),
    ]);
    const likes = this.db.state.reactions;
    return new Map(
      known.map((id) => [
        id,
        {
          files: files.filter((file) => file.modelVersionId === id).sort((a, b) => a.id - b.id),
          figures: {
            reviewTotals: totals.get(id) ?? { up: 0, down: 0 },
            likeCount: likes.filter((like) => like.modelVersionId === id).length,
          },
        },
      ]),
    );
  }

  async ofHashes(hashes: readonly string[]): Promise<ModelFile[]> {
    const wanted = new Set(hashes);
    return select(this.db.state.files, (file) => file.hashes.some(({ hash }) => wanted.has(hash)));
  }

  async create(file: New<ModelFile>): Promise<ModelFile> {
    requireRow(this.db.state.versions, file.modelVersionId, 'version');
    return insert(this.db.state.files, file);
  }

  async save(file: ModelFile): Promise<void> {
    update(this.db.state.files, file, 'file');
  }

  async remove(id: number): Promise<void> {
    this.db.state.files.rows.delete(id);
  }
}
