import type { Downloads } from '../../ports/files.js';
import type { New } from '../../ports/new.js';
import type { Reactions } from '../../ports/reviews.js';
import type { AssociatedResources, Collections, Follows, NotifySettings } from '../../ports/social.js';
import type {
  AssociatedResource,
  Collection,
  CollectionItem,
  CollectionSettings,
  NotifyKind,
} from '../../social/social.js';
import type { VersionsEngagement } from '../../users/version-engagement.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase } from './database.js';
import { deleteWhere, findRow, insert, requireRow } from './table.js';

export class InMemoryDownloads implements Downloads {
  constructor(private readonly db: InMemoryDatabase) {}

  async record(event: {
    userId: number | null;
    modelVersionId: number;
    fileId: number;
    at: Date;
  }): Promise<void> {
    this.db.state.downloads.push({ ...event, at: new Date(event.at) });
  }

  async hasDownloaded(userId: number, modelVersionId: number): Promise<boolean> {
    return this.db.state.downloads.some((e) => e.userId === userId && e.modelVersionId === modelVersionId);
  }
}

export class InMemoryFollows implements Follows {
  constructor(private readonly db: InMemoryDatabase) {}

  async isFollowing(followerId: number, targetUserId: number): Promise<boolean> {
    return this.db.state.follows.some((f) => f.followerId === followerId && f.targetUserId === targetUserId);
  }

  async follow(followerId: number, targetUserId: number): Promise<void> {
    if (!(await this.isFollowing(followerId, targetUserId)))
      this.db.state.follows.push({ followerId, targetUserId });
  }

  async unfollow(followerId: number, targetUserId: number): Promise<void> {
    const state = this.db.state;
    state.follows = state.follows.filter(
      (f) => !(f.followerId === followerId && f.targetUserId === targetUserId),
    );
  }

  async followingOf(userId: number): Promise<number[]> {
    return this.db.state.follows.filter((f) => f.followerId === userId).map((f) => f.targetUserId);
  }

  async followerCount(userId: number): Promise<number> {
    return this.db.state.follows.filter((f) => f.targetUserId === userId).length;
  }

  async followersOf(userId: number): Promise<number[]> {
    return this.db.state.follows.filter((f) => f.targetUserId === userId).map((f) => f.followerId);
  }
}

export class InMemoryAssociatedResources implements AssociatedResources {
  constructor(private readonly db: InMemoryDatabase) {}

  async ofModel(fromModelId: number): Promise<AssociatedResource[]> {
    return (this.db.state.associatedResources.get(fromModelId) ?? []).map(deepClone);
  }

  /** Like the database's foreign keys, refuses models that do not exist. */
  async replace(fromModelId: number, resources: readonly AssociatedResource[]): Promise<void> {
    requireRow(this.db.state.models, fromModelId, 'model');
    for (const resource of resources) requireRow(this.db.state.models, resource.resourceId, 'model');
    this.db.state.associatedResources.set(fromModelId, resources.map(deepClone));
  }
}

export class InMemoryCollections implements Collections {
  constructor(private readonly db: InMemoryDatabase) {}

  async ofId(id: number): Promise<Collection | null> {
    return findRow(this.db.state.collections, id);
  }

  async ofUser(userId: number): Promise<Collection[]> {
    return [...this.db.state.collections.rows.values()]
      .filter((collection) => collection.userId === userId)
      .map((collection) => deepClone(collection));
  }

  async create(collection: New<Collection>): Promise<Collection> {
    requireRow(this.db.state.users, collection.userId, 'user');
    return insert(this.db.state.collections, { ...collection, modelIds: [...new Set(collection.modelIds)] });
  }

  async update(id: number, settings: CollectionSettings): Promise<void> {
    Object.assign(requireRow(this.db.state.collections, id, 'collection'), settings);
  }

  async delete(id: number): Promise<void> {
    const state = this.db.state;
    deleteWhere(state.collections, (collection) => collection.id === id);
    state.collectionFollows = state.collectionFollows.filter((f) => f.collectionId !== id);
    state.collectionVersions = state.collectionVersions.filter((v) => v.collectionId !== id);
  }

  async isFollowing(userId: number, collectionId: number): Promise<boolean> {
    return this.db.state.collectionFollows.some(
      (f) => f.userId === userId && f.collectionId === collectionId,
    );
  }

  async follow(userId: number, collectionId: number): Promise<void> {
    requireRow(this.db.state.collections, collectionId, 'collection');
    if (!(await this.isFollowing(userId, collectionId))) {
      this.db.state.collectionFollows.push({ userId, collectionId });
    }
  }

  async unfollow(userId: number, collectionId: number): Promise<void> {
    const state = this.db.state;
    state.collectionFollows = state.collectionFollows.filter(
      (f) => !(f.userId === userId && f.collectionId === collectionId),
    );
  }

  async addModel(collectionId: number, modelId: number, modelVersionId: number | null = null): Promise<void> {
    const collection = requireRow(this.db.state.collections, collectionId, 'collection');
    requireRow(this.db.state.models, modelId, 'model');
    if (!collection.modelIds.includes(modelId)) collection.modelIds.push(modelId);
    this.forgetVersion(collectionId, modelId);
    if (modelVersionId !== null) {
      requireRow(this.db.state.versions, modelVersionId, 'version');
      this.db.state.collectionVersions.push({ collectionId, modelId, modelVersionId });
    }
  }

  async removeModel(collectionId: number, modelId: number): Promise<void> {
    const collection = this.db.state.collections.rows.get(collectionId);
    if (collection === undefined) return;
    collection.modelIds = collection.modelIds.filter((id) => id !== modelId);
    this.forgetVersion(collectionId, modelId);
  }

  async itemsOf(collectionId: number): Promise<CollectionItem[]> {
    const collection = findRow(this.db.state.collections, collectionId);
    const versions = this.db.state.collectionVersions;
    // A version deleted since it was collected leaves the model collected as a whole (the database's SET NULL).
    return (collection?.modelIds ?? []).map((modelId) => {
      const pinned = versions.find((v) => v.collectionId === collectionId && v.modelId === modelId);
      const exists = pinned !== undefined && this.db.state.versions.rows.has(pinned.modelVersionId);
      return { modelId, modelVersionId: exists ? pinned.modelVersionId : null };
    });
  }

  async followerCount(collectionId: number): Promise<number> {
    return this.db.state.collectionFollows.filter((f) => f.collectionId === collectionId).length;
  }

  private forgetVersion(collectionId: number, modelId: number): void {
    const state = this.db.state;
    state.collectionVersions = state.collectionVersions.filter(
      (v) => !(v.collectionId === collectionId && v.modelId === modelId),
    );
  }
}

export class InMemoryReactions implements Reactions {
  constructor(private readonly db: InMemoryDatabase) {}

  async isLiked(userId: number, modelVersionId: number): Promise<boolean> {
    return this.db.state.reactions.some((r) => r.userId === userId && r.modelVersionId === modelVersionId);
  }

  async setLiked(userId: number, modelId: number, modelVersionId: number, liked: boolean): Promise<void> {
    const state = this.db.state;
    state.reactions = state.reactions.filter(
      (r) => !(r.userId === userId && r.modelVersionId === modelVersionId),
    );
    if (liked) state.reactions.push({ userId, modelId, modelVersionId });
  }

  /** The versions the user likes, in the order they were liked. */
  async engagedVersionIds(userId: number): Promise<number[]> {
    return this.db.state.reactions.filter((r) => r.userId === userId).map((r) => r.modelVersionId);
  }

  async engagementWith(userId: number, modelVersionIds: readonly number[]): Promise<VersionsEngagement> {
    const { state } = this.db;
    const wanted = new Set(modelVersionIds);
    const asked = (versionId: number, ofUser: number | null) => ofUser === userId && wanted.has(versionId);
    return {
      liked: state.reactions.filter((r) => asked(r.modelVersionId, r.userId)).map((r) => r.modelVersionId),
      downloaded: new Set(
        state.downloads.filter((e) => asked(e.modelVersionId, e.userId)).map((e) => e.modelVersionId),
      ),
      reviews: [...state.reviews.rows.values()]
        .filter((r) => asked(r.modelVersionId, r.userId))
        .map(({ id, modelVersionId, recommended, details }) => ({
          id,
          modelVersionId,
          recommended,
          details,
        })),
      notified: new Set(
        state.notifySettings
          .filter((s) => s.kind === 'earlyAccess' && asked(s.entityId, s.userId))
          .map((s) => s.entityId),
      ),
    };
  }
}

/** A setting is off until it is turned on. */
export class InMemoryNotifySettings implements NotifySettings {
  constructor(private readonly db: InMemoryDatabase) {}

  async isOn(userId: number, kind: NotifyKind, entityId: number): Promise<boolean> {
    return this.db.state.notifySettings.some(
      (s) => s.userId === userId && s.kind === kind && s.entityId === entityId,
    );
  }

  async set(userId: number, kind: NotifyKind, entityId: number, on: boolean): Promise<void> {
    const state = this.db.state;
    state.notifySettings = state.notifySettings.filter(
      (s) => !(s.userId === userId && s.kind === kind && s.entityId === entityId),
    );
    if (on) state.notifySettings.push({ userId, kind, entityId });
  }

  async subscribers(kind: NotifyKind, entityId: number): Promise<number[]> {
    return this.db.state.notifySettings
      .filter((s) => s.kind === kind && s.entityId === entityId)
      .map((s) => s.userId);
  }
}
