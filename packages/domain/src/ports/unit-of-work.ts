import type { Result } from '../shared/result.js';
import type { DonationGoals, Ledger } from './buzz.js';
import type { Chats } from './chat.js';
import type { EarlyAccessPurchases, Escrow } from './early-access.js';
import type { Downloads, ModelFiles } from './files.js';
import type { ExplorationPrompts, GallerySettingsStore, Posts, Tags } from './gallery.js';
import type { Deletions, Models, ModelVersions } from './models.js';
import type { AuditLog, ModerationQueue } from './moderation.js';
import type { Vouchers } from './payments.js';
import type { Reactions, Reviews } from './reviews.js';
import type { ModelSearch } from './search.js';
import type { JobName } from './services.js';
import type {
  AssociatedResources,
  Collections,
  Comments,
  Follows,
  NotifySettings,
  Reports,
} from './social.js';
import type { Tombstones } from './tombstones.js';
import type { Users } from './users.js';
import type { Vault } from './vault.js';

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
  /** The model list and full-text search (docs/search.md). */
  modelSearch: ModelSearch;
  versions: ModelVersions;
  deletions: Deletions;
  /** What remains answerable of removed versions (catalog/tombstone.ts). */
  tombstones: Tombstones;
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
  /** The moderator workspace's queues and search (docs/moderation.md). */
  moderationQueue: ModerationQueue;
  tags: Tags;
  ledger: Ledger;
  vouchers: Vouchers;
  chats: Chats;
  queue: JobQueue;
};

export interface UnitOfWork {
  /** Runs `work` in one transaction; commits when it returns an ok Result, rolls back on a failed one or a throw. */
  run<R extends Result<unknown>>(work: (repositories: Repositories) => Promise<R>): Promise<R>;
  /** Runs read-only `work` outside a transaction. */
  read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
