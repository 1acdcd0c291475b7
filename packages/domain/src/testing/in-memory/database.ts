import type { LedgerEntry } from '../../buzz/buzz.js';
import type { Tombstone } from '../../catalog/tombstone.js';
import type { CommentReactionEntry } from '../../comments/comment.js';
import type { DonationGoal } from '../../donations/donation-goal.js';
import type { ModelFile } from '../../files/model-file.js';
import type { ExplorationPrompt, GallerySettings, Image, Post, Tag } from '../../gallery/gallery.js';
import type { Model } from '../../models/model.js';
import type { ModelVersion } from '../../models/model-version.js';
import type { AuditEntry } from '../../moderation/audit.js';
import type { HeldPayment } from '../../ports/early-access.js';
import type { JobName } from '../../ports/services.js';
import type { Review } from '../../reviews/review.js';
import type { Clock } from '../../shared/clock.js';
import type { AssociatedResource, Collection, Comment, NotifyKind, Report } from '../../social/social.js';
import type { AccountAuditEntry } from '../../users/account-audit.js';
import type { User } from '../../users/user.js';
import type { VaultItem } from '../../vault/vault.js';
import { type ChatState, emptyChatState } from './chat-state.js';
import { deepClone } from './clone.js';
import { emptyTable, type Table } from './table.js';

/** A version as stored: its file and post counts are derived from the files and posts tables on read. */
export type StoredVersion = Omit<ModelVersion, 'fileCount' | 'postCount'>;

/** A model as stored: its author's account state is read from the users table. */
export type StoredModel = Omit<Model, 'author'>;

export type StoredVoucher = {
  id: number;
  code: string;
  amount: number;
  createdAt: Date;
  creditedTo: number | null;
  creditedAt: Date | null;
};

export type DownloadEvent = { userId: number | null; modelVersionId: number; fileId: number; at: Date };

/** Every table of the in-memory database, as plain data so one deep copy snapshots all of it. */
export type State = {
  users: Table<User>;
  models: Table<StoredModel>;
  versions: Table<StoredVersion>;
  files: Table<ModelFile>;
  posts: Table<Post>;
  images: Table<Image>;
  /** An image's place among its post's images (its `position` column): image id → position, absent: 0. */
  imagePositions: Map<number, number>;
  reviews: Table<Review>;
  /** Which soft delete hid a review, post or image (its `deleted_with` column): row id → `version:12`. */
  hiddenWith: { reviews: Map<number, string>; posts: Map<number, string>; images: Map<number, string> };
  gallerySettings: Map<number, GallerySettings>;
  explorationPrompts: ExplorationPrompt[];
  donationGoals: Table<DonationGoal>;
  earlyAccessPurchases: { userId: number; modelVersionId: number; type: 'download' | 'generation' }[];
  /** A purchase's id is its position in `earlyAccessPurchases` plus one. */
  escrow: (HeldPayment & { state: 'held' | 'released' | 'refunded' })[];
  downloads: DownloadEvent[];
  follows: { followerId: number; targetUserId: number }[];
  collections: Table<Collection>;
  collectionFollows: { userId: number; collectionId: number }[];
  /** The version collected with a model (the `model_version_id` of its entry), when one was. */
  collectionVersions: { collectionId: number; modelId: number; modelVersionId: number }[];
  /** A model's suggested resources, in order. */
  associatedResources: Map<number, AssociatedResource[]>;
  reactions: { userId: number; modelId: number; modelVersionId: number }[];
  notifySettings: { userId: number; kind: NotifyKind; entityId: number }[];
  vault: Table<VaultItem>;
  reports: Table<Report>;
  comments: Table<Comment>;
  commentReactions: CommentReactionEntry[];
  audit: Table<AuditEntry>;
  accountAudit: Table<AccountAuditEntry>;
  tags: Table<Tag>;
  ledgerEntries: Table<LedgerEntry>;
  /** Buzz vouchers; the in-memory store keeps the code itself (the Knex one only its digest). */
  vouchers: Table<StoredVoucher>;
  /** Balances kept apart from the entries, as a real accounts table is; the two must always agree. */
  balances: Map<number, number>;
  /** Users whose Buzz the ledger refuses to move (deleted accounts). */
  frozenAccounts: Set<number>;
  /** Jobs enqueued inside units of work (committed with them), in order. */
  queuedJobs: { name: JobName; payload: Record<string, number> }[];
  /** Direct messages: threads, messages, read positions and blocks. */
  chat: ChatState;
  /** Tombstones of removed versions, by version id. */
  tombstones: Map<number, Tombstone>;
};

const emptyState = (): State => ({
  users: emptyTable(),
  models: emptyTable(),
  versions: emptyTable(),
  files: emptyTable(),
  posts: emptyTable(),
  images: emptyTable(),
  imagePositions: new Map(),
  tombstones: new Map(),
  reviews: emptyTable(),
  hiddenWith: { reviews: new Map(), posts: new Map(), images: new Map() },
  gallerySettings: new Map(),
  explorationPrompts: [],
  donationGoals: emptyTable(),
  earlyAccessPurchases: [],
  escrow: [],
  downloads: [],
  follows: [],
  collections: emptyTable(),
  collectionFollows: [],
  collectionVersions: [],
  associatedResources: new Map(),
  reactions: [],
  notifySettings: [],
  vault: emptyTable(),
  reports: emptyTable(),
  comments: emptyTable(),
  commentReactions: [],
  audit: emptyTable(),
  accountAudit: emptyTable(),
  tags: emptyTable(),
  ledgerEntries: emptyTable(),
  vouchers: emptyTable(),
  balances: new Map(),
  frozenAccounts: new Set(),
  queuedJobs: [],
  chat: emptyChatState(),
});

/**
 * The shared state behind every in-memory store. Stores always reach tables through `state`, so a rollback
 * (replacing `state` with an earlier snapshot) is seen by all of them at once.
 */
export class InMemoryDatabase {
  state: State = emptyState();

  constructor(readonly clock: Clock) {}

  snapshot(): State {
    return deepClone(this.state);
  }

  restore(snapshot: State): void {
    this.state = snapshot;
  }
}
