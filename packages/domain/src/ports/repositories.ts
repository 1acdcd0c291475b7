import type { LedgerEntry, Transfer, TransferReceipt } from '../buzz/buzz.js';
import type { DonationGoal } from '../donations/donation-goal.js';
import type { ModelFile } from '../files/model-file.js';
import type {
  ExplorationPrompt,
  GallerySettings,
  Image,
  ImagePostCard,
  ImageSight,
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
import type { JobName } from './services.js';

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

/** Models are read with their author's account state (`Model.author`), which saving ignores. */
export interface Models {
  ofId(id: number): Promise<Model | null>;
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
  /** The model's versions ordered by `index`; soft-deleted ones only with `withDeleted` (moderators see them). */
  ofModel(modelId: number, options?: { withDeleted?: boolean }): Promise<ModelVersion[]>;
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

export interface ModelFiles {
  ofId(id: number): Promise<ModelFile | null>;
  ofVersion(modelVersionId: number): Promise<ModelFile[]>;
  /** The files of several versions in one load (a model page shows every version's files). */
  ofVersions(modelVersionIds: readonly number[]): Promise<ModelFile[]>;
  create(file: New<ModelFile>): Promise<ModelFile>;
  save(file: ModelFile): Promise<void>;
  /** Removes the file's row and its hashes (the bytes are the caller's to remove once committed). */
  remove(id: number): Promise<void>;
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
  /** What decides who sees image `imageId` of post `postId` (one indexed read); null when there is no such image. */
  imageSight(postId: number, imageId: number): Promise<ImageSight | null>;
  /** The version of each of these posts that exists (null: a post outside any model), in one read. */
  versionIdsOf(postIds: readonly number[]): Promise<Map<number, number | null>>;
  /** The version of the post of each of these images that exists, in one read. */
  versionIdsOfImages(imageIds: readonly number[]): Promise<Map<number, number | null>>;
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

/** An early-access payment held in escrow: bought `purchaseId`, paid by the buyer, owed to the creator. */
export type HeldPayment = {
  purchaseId: number;
  buyerId: number;
  creatorId: number;
  modelVersionId: number;
  amount: number;
  /** When the early-access window ends and the payment is owed to the creator. */
  releasesAt: Date;
};

/**
 * Early-access payments wait in an escrow ledger account until their window ends (docs/adr/0006): a refund draws on
 * the escrow, never on the creator's balance. Each payment is settled once, released or refunded, by a conditional
 * update checked by affected rows; the Buzz itself moves only through the Ledger.
 */
export interface Escrow {
  /** The escrow's ledger account (a system user, created on first use). */
  accountId(): Promise<number>;
  /** Records the payment for the buyer's purchase of (version, type), just granted in the same transaction. */
  hold(payment: Omit<HeldPayment, 'purchaseId'> & { type: 'download' | 'generation' }): Promise<void>;
  /** Payments still held for these versions whose window runs past `now`: what losing access refunds. */
  refundableOf(modelVersionIds: readonly number[], now: Date): Promise<HeldPayment[]>;
  /** Held payments whose window has ended by `now`, the oldest first. */
  dueAt(now: Date, limit: number): Promise<HeldPayment[]>;
  /** Claims a held payment for one outcome; false when it was already settled. */
  settle(purchaseId: number, outcome: 'released' | 'refunded', at: Date): Promise<boolean>;
  /** Buzz still held, for the conservation checks. */
  heldTotal(): Promise<number>;
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
  /** The entry stored under this idempotency key, if any: how a retry finds out what its first attempt did. */
  entryOf(idempotencyKey: string): Promise<LedgerEntry | null>;
  balanceOf(userId: number): Promise<number>;
  entriesOf(userId: number): Promise<LedgerEntry[]>;
}

/**
 * Background jobs enqueued inside a unit of work: committed with it or not at all (a transactional outbox), so a
 * crash between the commit and the enqueue cannot lose the job. Same dedupe as the `Jobs` port.
 */
export interface JobQueue {
  enqueue(name: JobName, payload: Record<string, number>): Promise<void>;
}

/** Every store, bound to one transaction when handed out by a UnitOfWork. */
export type Repositories = {
  users: Users;
  models: Models;
  versions: ModelVersions;
  deletions: Deletions;
  files: ModelFiles;
  posts: Posts;
  reviews: Reviews;
  gallerySettings: GallerySettingsStore;
  explorationPrompts: ExplorationPrompts;
  donationGoals: DonationGoals;
  earlyAccessPurchases: EarlyAccessPurchases;
  escrow: Escrow;
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
  queue: JobQueue;
};

export interface UnitOfWork {
  /** Runs `work` in one transaction; commits when it returns an ok Result, rolls back on a failed one or a throw. */
  run<R extends Result<unknown>>(work: (repositories: Repositories) => Promise<R>): Promise<R>;
  /** Runs read-only `work` outside a transaction. */
  read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
