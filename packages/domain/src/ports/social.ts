import type { CommentReactionEntry, DiscussedThread } from '../comments/comment.js';
import type {
  AssociatedResource,
  Collection,
  CollectionItem,
  CollectionSettings,
  Comment,
  NotifyKind,
  Report,
} from '../social/social.js';
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
  create(collection: New<Collection>): Promise<Collection>;
  update(id: number, settings: CollectionSettings): Promise<void>;
  /** The collection, its items and its follows; the models stay. */
  delete(id: number): Promise<void>;
  /** Collecting a model again keeps one entry and records the version given (`null`: the model as a whole). */
  addModel(collectionId: number, modelId: number, modelVersionId?: number | null): Promise<void>;
  removeModel(collectionId: number, modelId: number): Promise<void>;
  /** The entries in the order they were added. */
  itemsOf(collectionId: number): Promise<CollectionItem[]>;
  followerCount(collectionId: number): Promise<number>;
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

/** A report as filed: open, resolved by nobody yet. */
export type NewReport = Omit<New<Report>, 'status' | 'resolvedAt' | 'resolvedBy' | 'resolutionNote'>;

export interface Reports {
  create(report: NewReport): Promise<Report>;
  ofId(id: number): Promise<Report | null>;
  /** Open reports, oldest first (the queue is worked in order), those with an id above `after` when given. */
  open(page: { limit: number; after: number | null }): Promise<Report[]>;
  /** How many reports are open. */
  countOpen(): Promise<number>;
  /** Saves a report's resolution fields (status, resolvedAt, resolvedBy, resolutionNote). */
  save(report: Report): Promise<void>;
}

/** A new comment: not edited, hidden nor deleted; a top-level one unless `parentId` is given. */
export type NewComment = Pick<Comment, 'modelId' | 'userId' | 'content' | 'createdAt'> & {
  parentId?: number | null;
};

export interface Comments {
  /** Every comment of the model, replies and deleted ones included, oldest first. */
  ofModel(modelId: number): Promise<Comment[]>;
  ofId(id: number): Promise<Comment | null>;
  /**
   * One page of the model's top-level comments, newest first, those with an id below `before` when given. Hidden
   * ones only with `withHidden`; deleted ones only while a reply they hold is still shown. Each comes with its
   * replies that are not deleted (hidden ones only with `withHidden`), oldest first. With the page, `total`: how
   * many comments of the model, replies included, are shown (not deleted; with `withHidden` hidden ones too,
   * otherwise not those under a hidden comment either).
   */
  threadsOfModel(
    modelId: number,
    page: { limit: number; before: number | null; withHidden: boolean },
  ): Promise<{ threads: DiscussedThread[]; total: number }>;
  create(comment: NewComment): Promise<Comment>;
  save(comment: Comment): Promise<void>;
  /** The reactions on these comments, one per user and kind. */
  reactionsOf(commentIds: readonly number[]): Promise<CommentReactionEntry[]>;
  /** Adds or takes back one user's reaction of one kind; saying the same twice changes nothing. */
  setReaction(entry: CommentReactionEntry, on: boolean): Promise<void>;
}
