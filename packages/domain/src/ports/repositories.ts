import type { LedgerEntry, Transfer, TransferReceipt } from '../buzz/buzz.js';
import type { DonationGoal } from '../donations/donation-goal.js';
import type { ModelFile } from '../files/model-file.js';
import type {
  ExplorationPrompt,
  GallerySettings,
  Image,
  ImagePostCard,
  Post,
  Tag,
} from '../gallery/gallery.js';
import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { AuditEntry } from '../moderation/audit.js';
import type { Review, ReviewTotals } from '../reviews/review.js';
import type { Result } from '../shared/result.js';
import type {
  AssociatedResource,
  Collection,
  Comment,
  Creator,
  NotifyKind,
  Report,
} from '../social/social.js';
import type { User } from '../users/user.js';
import type { VaultItem } from '../vault/vault.js';

/** Creating an entity: the store assigns the id and derived counts. */
export type New<T, Derived extends keyof T = never> = Omit<T, 'id' | Derived>;

export interface Users {
  ofId(id: number): Promise<User | null>;
  /** The users with these ids that exist, in no particular order (one read for a list of authors or actors). */
  ofIds(ids: readonly number[]): Promise<User[]>;
  ofUsername(username: string): Promise<User | null>;
  create(user: New<User>): Promise<User>;
  save(user: User): Promise<void>;
  /** Usernames starting with `query`, case-insensitive. */
  search(query: string, limit: number): Promise<User[]>;
  creator(id: number): Promise<Creator | null>;
}

export interface Models {
  ofId(id: number): Promise<Model | null>;
  ofUser(userId: number): Promise<Model[]>;
  create(model: New<Model>): Promise<Model>;
  save(model: Model): Promise<void>;
  /** Permanent delete: the model, its versions, files, posts, reviews and everything hanging off them. */
  remove(id: number): Promise<void>;
  /** Models carrying any of these tag names (case-insensitive), most downloaded first, at most `limit`. */
  withAnyTag(tagNames: string[], limit: number): Promise<Model[]>;
}

export interface ModelVersions {
  ofId(id: number): Promise<ModelVersion | null>;
  /** The model's versions ordered by `index`. */
  ofModel(modelId: number): Promise<ModelVersion[]>;
  create(version: New<ModelVersion, 'fileCount' | 'postCount'>): Promise<ModelVersion>;
  save(version: ModelVersion): Promise<void>;
  remove(id: number): Promise<void>;
}

export interface ModelFiles {
  ofId(id: number): Promise<ModelFile | null>;
  ofVersion(modelVersionId: number): Promise<ModelFile[]>;
  /** The files of several versions in one load (a model page shows every version's files). */
  ofVersions(modelVersionIds: readonly number[]): Promise<ModelFile[]>;
  create(file: New<ModelFile>): Promise<ModelFile>;
  save(file: ModelFile): Promise<void>;
}

export type GalleryQuery = {
  modelVersionId: number;
  limit: number;
  /** Opaque position returned by the previous page. */
  cursor: string | null;
  browsingLevel: number;
  hiddenImageIds: number[];
  hiddenUserIds: number[];
  hiddenTagIds: number[];
  /** Posts shown first, in this order. */
  pinnedPostIds: number[];
  tagIds: number[];
};

export interface Posts {
  ofId(id: number): Promise<Post | null>;
  create(post: New<Post>, images: New<Image, 'postId'>[]): Promise<Post>;
  /** Gallery cards of a version, newest first after the pinned ones. */
  gallery(query: GalleryQuery): Promise<{ items: ImagePostCard[]; nextCursor: string | null }>;
}

export interface Reviews {
  ofId(id: number): Promise<Review | null>;
  ofUserAndVersion(userId: number, modelVersionId: number): Promise<Review | null>;
  create(review: New<Review>): Promise<Review>;
  save(review: Review): Promise<void>;
  remove(id: number): Promise<void>;
  totalsOfVersion(modelVersionId: number): Promise<ReviewTotals>;
  /** Totals of several versions in one load; a version without reviews may be absent from the map. */
  totalsOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, ReviewTotals>>;
  totalsOfModel(modelId: number): Promise<ReviewTotals>;
}

export interface GallerySettingsStore {
  of(modelId: number): Promise<GallerySettings>;
  save(modelId: number, settings: GallerySettings): Promise<void>;
}

export interface ExplorationPrompts {
  ofVersion(modelVersionId: number): Promise<ExplorationPrompt[]>;
  /** Inserts or replaces the prompt with the same version id and name. */
  upsert(prompt: ExplorationPrompt): Promise<ExplorationPrompt>;
  /** Whether a prompt was removed. */
  remove(modelVersionId: number, name: string): Promise<boolean>;
}

export interface DonationGoals {
  ofId(id: number): Promise<DonationGoal | null>;
  ofVersion(modelVersionId: number): Promise<DonationGoal[]>;
  /** Adds to the total with a counter increment (never read-then-write) and returns the goal after it. */
  addToTotal(id: number, amount: number): Promise<DonationGoal>;
  save(goal: DonationGoal): Promise<void>;
}

export type Access = { download: boolean; generation: boolean };

export interface EarlyAccessPurchases {
  accessOf(userId: number, modelVersionId: number): Promise<Access>;
  /** `accessOf` for several versions in one load; every asked version is in the map. */
  accessOfVersions(userId: number, modelVersionIds: readonly number[]): Promise<Map<number, Access>>;
  grant(userId: number, modelVersionId: number, type: 'download' | 'generation'): Promise<void>;
}

export interface Downloads {
  record(event: { userId: number | null; modelVersionId: number; fileId: number; at: Date }): Promise<void>;
  hasDownloaded(userId: number, modelVersionId: number): Promise<boolean>;
}

export interface Follows {
  isFollowing(followerId: number, targetUserId: number): Promise<boolean>;
  follow(followerId: number, targetUserId: number): Promise<void>;
  unfollow(followerId: number, targetUserId: number): Promise<void>;
  followingOf(userId: number): Promise<number[]>;
  followerCount(userId: number): Promise<number>;
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

export interface Reactions {
  /** Whether the user likes (recommends) the version. */
  isLiked(userId: number, modelVersionId: number): Promise<boolean>;
  setLiked(userId: number, modelId: number, modelVersionId: number, liked: boolean): Promise<void>;
  engagedVersionIds(userId: number): Promise<number[]>;
}

export interface NotifySettings {
  isOn(userId: number, kind: NotifyKind, entityId: number): Promise<boolean>;
  set(userId: number, kind: NotifyKind, entityId: number, on: boolean): Promise<void>;
  subscribers(kind: NotifyKind, entityId: number): Promise<number[]>;
}

export interface Vault {
  itemsOf(userId: number): Promise<VaultItem[]>;
  itemOf(userId: number, modelVersionId: number): Promise<VaultItem | null>;
  add(item: New<VaultItem>): Promise<VaultItem>;
  /** Removes the listed items of this user; returns how many were removed. */
  remove(userId: number, itemIds: number[]): Promise<number>;
  updateNotes(userId: number, itemIds: number[], notes: string): Promise<number>;
  usedKb(userId: number): Promise<number>;
}

export interface Reports {
  create(report: New<Report>): Promise<Report>;
}

export interface Comments {
  ofModel(modelId: number): Promise<Comment[]>;
  create(comment: New<Comment>): Promise<Comment>;
}

export interface AuditLog {
  append(entry: New<AuditEntry>): Promise<AuditEntry>;
  ofModel(modelId: number): Promise<AuditEntry[]>;
}

export type TagQuery = {
  query: string | null;
  limit: number;
  categories: boolean | null;
  excludedTagIds: number[];
};

export interface Tags {
  list(query: TagQuery): Promise<Tag[]>;
  /** The tags with these ids, listed or not, in no particular order; unknown ids are left out. */
  ofIds(ids: readonly number[]): Promise<Tag[]>;
}

/**
 * Buzz movements. A debit is one conditional update checked by affected rows, made as the first statement of its
 * transaction; the entry is written in the same transaction under a unique idempotency key, so repeating a transfer
 * returns the first entry, marked `replayed`, instead of moving Buzz twice; callers skip their dependent writes then.
 */
export interface Ledger {
  transfer(transfer: Transfer): Promise<Result<TransferReceipt>>;
  balanceOf(userId: number): Promise<number>;
  entriesOf(userId: number): Promise<LedgerEntry[]>;
}

/** Every store, bound to one transaction when handed out by a UnitOfWork. */
export type Repositories = {
  users: Users;
  models: Models;
  versions: ModelVersions;
  files: ModelFiles;
  posts: Posts;
  reviews: Reviews;
  gallerySettings: GallerySettingsStore;
  explorationPrompts: ExplorationPrompts;
  donationGoals: DonationGoals;
  earlyAccessPurchases: EarlyAccessPurchases;
  downloads: Downloads;
  follows: Follows;
  collections: Collections;
  associatedResources: AssociatedResources;
  reactions: Reactions;
  notifySettings: NotifySettings;
  vault: Vault;
  reports: Reports;
  comments: Comments;
  audit: AuditLog;
  tags: Tags;
  ledger: Ledger;
};

export interface UnitOfWork {
  /** Runs `work` in one transaction; commits when it returns an ok Result, rolls back on a failed one or a throw. */
  run<R extends Result<unknown>>(work: (repositories: Repositories) => Promise<R>): Promise<R>;
  /** Runs read-only `work` outside a transaction. */
  read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
