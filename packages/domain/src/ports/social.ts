import type { AssociatedResource, Collection, Comment, NotifyKind, Report } from '../social/social.js';
import type { New } from './new.js';

export interface Follows {
  isFollowing(followerId: number, targetUserId: number): Promise<boolean>;
  follow(followerId: number, targetUserId: number): Promise<void>;
  unfollow(followerId: number, targetUserId: number): Promise<void>;
  followingOf(userId: number): Promise<number[]>;
  followerCount(userId: number): Promise<number>;
  /** The ids of the users following `userId`, in the order they followed. */
  followersOf(userId: number): Promise<number[]>;
}

export interface Collections {
  ofId(id: number): Promise<Collection | null>;
  /** A user's own collections, oldest first. */
  ofUser(userId: number): Promise<Collection[]>;
  isFollowing(userId: number, collectionId: number): Promise<boolean>;
  follow(userId: number, collectionId: number): Promise<void>;
  unfollow(userId: number, collectionId: number): Promise<void>;
  addModel(collectionId: number, modelId: number): Promise<void>;
}

export interface AssociatedResources {
  /** The resources suggested next to the model, in the order the owner gave. */
  ofModel(fromModelId: number): Promise<AssociatedResource[]>;
  /** Replaces the model's suggestions with these, in this order. */
  replace(fromModelId: number, resources: readonly AssociatedResource[]): Promise<void>;
}

export interface NotifySettings {
  isOn(userId: number, kind: NotifyKind, entityId: number): Promise<boolean>;
  set(userId: number, kind: NotifyKind, entityId: number, on: boolean): Promise<void>;
  subscribers(kind: NotifyKind, entityId: number): Promise<number[]>;
}

export interface Reports {
  create(report: New<Report>): Promise<Report>;
}

export interface Comments {
  ofModel(modelId: number): Promise<Comment[]>;
  create(comment: New<Comment>): Promise<Comment>;
}
