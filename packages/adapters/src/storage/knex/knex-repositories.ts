import type { Repositories } from '@atelier/domain';
import { KnexAssociatedResources } from './knex-associated-resources.js';
import { KnexChats } from './knex-chats.js';
import { KnexCollections } from './knex-collections.js';
import { KnexDeletions } from './knex-deletions.js';
import { KnexDonationGoals } from './knex-donation-goals.js';
import { KnexDownloads } from './knex-downloads.js';
import { KnexEarlyAccessPurchases } from './knex-early-access-purchases.js';
import { KnexEscrow } from './knex-escrow.js';
import { KnexExplorationPrompts } from './knex-exploration-prompts.js';
import { KnexFollows } from './knex-follows.js';
import { KnexGallerySettings } from './knex-gallery-settings.js';
import { KnexJobQueue } from './knex-job-queue.js';
import { KnexLedger } from './knex-ledger.js';
import { KnexModelFiles } from './knex-model-files.js';
import { KnexModelSearch } from './knex-model-search.js';
import { KnexModelVersions } from './knex-model-versions.js';
import { KnexModels } from './knex-models.js';
import { KnexModerationQueue } from './knex-moderation-queue.js';
import { KnexNotifySettings } from './knex-notify-settings.js';
import { KnexPosts } from './knex-posts.js';
import { KnexReactions } from './knex-reactions.js';
import { KnexAuditLog, KnexComments, KnexReports } from './knex-records.js';
import { KnexReviews } from './knex-reviews.js';
import { KnexTags } from './knex-tags.js';
import { KnexTombstones } from './knex-tombstones.js';
import { KnexUsers } from './knex-users.js';
import { KnexVault } from './knex-vault.js';
import { KnexVouchers } from './knex-vouchers.js';
import type { Store } from './store.js';

/** Every Knex store bound to one Knex instance or transaction; the concrete classes keep their extras visible. */
export type KnexRepositories = ReturnType<typeof createKnexRepositories>;

export const createKnexRepositories = (store: Store) =>
  ({
    users: new KnexUsers(store),
    models: new KnexModels(store),
    modelSearch: new KnexModelSearch(store),
    versions: new KnexModelVersions(store),
    deletions: new KnexDeletions(store),
    tombstones: new KnexTombstones(store),
    files: new KnexModelFiles(store),
    posts: new KnexPosts(store),
    reviews: new KnexReviews(store),
    gallerySettings: new KnexGallerySettings(store),
    explorationPrompts: new KnexExplorationPrompts(store),
    donationGoals: new KnexDonationGoals(store),
    earlyAccessPurchases: new KnexEarlyAccessPurchases(store),
    escrow: new KnexEscrow(store),
    downloads: new KnexDownloads(store),
    follows: new KnexFollows(store),
    collections: new KnexCollections(store),
    associatedResources: new KnexAssociatedResources(store),
    reactions: new KnexReactions(store),
    notifySettings: new KnexNotifySettings(store),
    vault: new KnexVault(store),
    reports: new KnexReports(store),
    comments: new KnexComments(store),
    audit: new KnexAuditLog(store),
    moderationQueue: new KnexModerationQueue(store),
    tags: new KnexTags(store),
    ledger: new KnexLedger(store),
    vouchers: new KnexVouchers(store),
    chats: new KnexChats(store),
    queue: new KnexJobQueue(store),
  }) satisfies Repositories;
