import type { Repositories } from '../../ports/unit-of-work.js';
import { InMemoryChats } from './chats.js';
import type { InMemoryDatabase } from './database.js';
import { InMemoryDeletions } from './deletions.js';
import { InMemoryDonationGoals, InMemoryEarlyAccessPurchases } from './donations.js';
import { InMemoryEscrow } from './escrow.js';
import { InMemoryExplorationPrompts, InMemoryGallerySettings, InMemoryTags } from './gallery.js';
import { InMemoryLedger } from './ledger.js';
import { InMemoryModelSearch } from './model-search.js';
import { InMemoryModelFiles, InMemoryModels, InMemoryModelVersions } from './models.js';
import { InMemoryModerationQueue } from './moderation-queue.js';
import { InMemoryPosts } from './posts.js';
import {
  InMemoryAuditLog,
  InMemoryComments,
  InMemoryJobQueue,
  InMemoryReports,
  InMemoryVault,
} from './records.js';
import { InMemoryReviews } from './reviews.js';
import {
  InMemoryAssociatedResources,
  InMemoryCollections,
  InMemoryDownloads,
  InMemoryFollows,
  InMemoryNotifySettings,
  InMemoryReactions,
} from './social.js';
import { InMemoryTombstones } from './tombstones.js';
import { InMemoryUsers } from './users.js';
import { InMemoryVouchers } from './vouchers.js';

/** Every in-memory store: a `Repositories`, with the concrete classes so tests can reach their extras. */
export type InMemoryRepositories = ReturnType<typeof createInMemoryRepositories>;

export const createInMemoryRepositories = (db: InMemoryDatabase) =>
  ({
    users: new InMemoryUsers(db),
    models: new InMemoryModels(db),
    modelSearch: new InMemoryModelSearch(db),
    versions: new InMemoryModelVersions(db),
    deletions: new InMemoryDeletions(db),
    tombstones: new InMemoryTombstones(db),
    files: new InMemoryModelFiles(db),
    posts: new InMemoryPosts(db),
    reviews: new InMemoryReviews(db),
    gallerySettings: new InMemoryGallerySettings(db),
    explorationPrompts: new InMemoryExplorationPrompts(db),
    donationGoals: new InMemoryDonationGoals(db),
    earlyAccessPurchases: new InMemoryEarlyAccessPurchases(db),
    escrow: new InMemoryEscrow(db),
    downloads: new InMemoryDownloads(db),
    follows: new InMemoryFollows(db),
    collections: new InMemoryCollections(db),
    associatedResources: new InMemoryAssociatedResources(db),
    reactions: new InMemoryReactions(db),
    notifySettings: new InMemoryNotifySettings(db),
    vault: new InMemoryVault(db),
    reports: new InMemoryReports(db),
    comments: new InMemoryComments(db),
    audit: new InMemoryAuditLog(db),
    moderationQueue: new InMemoryModerationQueue(db),
    queue: new InMemoryJobQueue(db),
    tags: new InMemoryTags(db),
    ledger: new InMemoryLedger(db),
    vouchers: new InMemoryVouchers(db),
    chats: new InMemoryChats(db),
  }) satisfies Repositories;
