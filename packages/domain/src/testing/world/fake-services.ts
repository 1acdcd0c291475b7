import type { MembershipTier } from '../../membership/membership-tier.js';
import type { FeatureFlag } from '../../ports/services.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Clock } from '../../shared/clock.js';
import type { Deps } from '../../shared/deps.js';
import { DEFAULT_ACCOUNT_RETENTION_DAYS } from '../../users/delete-account.js';
import { InMemoryInbox } from '../in-memory/inbox.js';
import { InMemoryPages } from '../in-memory/pages.js';
import {
  FakeFileInspector,
  FakeImageGeneration,
  FakeImageInspector,
  FakeScanner,
  InMemoryFileStorage,
  InMemoryUploads,
  RecordingCache,
  RecordingJobs,
  RecordingNotifier,
  StaticFeatureFlags,
} from '../in-memory/services.js';

/** The tiers a test world sells: a month and a year, with different vaults. */
export const TEST_MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  { id: 'monthly', name: 'Monthly', priceBuzz: 500, durationDays: 30, vaultKb: 10 * 1024 * 1024 },
  { id: 'yearly', name: 'Yearly', priceBuzz: 5000, durationDays: 365, vaultKb: 50 * 1024 * 1024 },
];

/** The in-memory services of a test world, each kept so a test can set it up or read what it recorded. */
export type FakeServices = {
  flags: StaticFeatureFlags;
  notifier: RecordingNotifier;
  inbox: InMemoryInbox;
  cache: RecordingCache;
  jobs: RecordingJobs;
  generation: FakeImageGeneration;
  scanner: FakeScanner;
  files: InMemoryFileStorage;
  uploads: InMemoryUploads;
  inspector: FakeFileInspector;
  images: FakeImageInspector;
  pages: InMemoryPages;
};

/**
 * The services every test world shares (the in-memory one and those over Knex): fakes for the outside world, and
 * the `Deps` they make with the world's unit of work and clock.
 */
export const createFakeServices = (
  clock: Clock,
  uow: UnitOfWork,
  options: { flags?: Partial<Record<FeatureFlag, boolean>>; dailyBuzzReward?: number } = {},
): FakeServices & { deps: Deps } => {
  const files = new InMemoryFileStorage();
  const uploads = new InMemoryUploads(files);
  const services: FakeServices = {
    flags: new StaticFeatureFlags(options.flags),
    notifier: new RecordingNotifier(),
    inbox: new InMemoryInbox(),
    cache: new RecordingCache(),
    jobs: new RecordingJobs(),
    generation: new FakeImageGeneration(),
    scanner: new FakeScanner(),
    files,
    uploads,
    inspector: new FakeFileInspector(files, uploads),
    images: new FakeImageInspector(files, uploads),
    pages: new InMemoryPages(),
  };
  return {
    ...services,
    deps: {
      uow,
      clock,
      ...services,
      productName: 'Atelier',
      membershipTiers: TEST_MEMBERSHIP_TIERS,
      accountRetentionDays: DEFAULT_ACCOUNT_RETENTION_DAYS,
      buzz: { dailyReward: options.dailyBuzzReward ?? 0 },
    },
  };
};
