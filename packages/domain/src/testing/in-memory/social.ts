import type { Downloads } from '../../ports/files.js';
import type { New } from '../../ports/new.js';
import type { Reactions } from '../../ports/reviews.js';
import type { AssociatedResources, Collections, Follows, NotifySettings } from '../../ports/social.js';
import type { AssociatedResource, Collection, NotifyKind } from '../../social/social.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase } from './database.js';
import { findRow, insert, requireRow } from './table.js';

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

  /** Not part of the port (collections are managed elsewhere); lets tests store collections. */
  async create(collection: New<Collection>): Promise<Collection> {
    requireRow(this.db.state.users, collection.userId, 'user');
    return insert(this.db.state.collections, collection);
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

  async addModel(collectionId: number, modelId: number): Promise<void> {
    const collection = requireRow(this.db.state.collections, collectionId, 'collection');
    if (!collection.modelIds.includes(modelId)) collection.modelIds.push(modelId);
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
