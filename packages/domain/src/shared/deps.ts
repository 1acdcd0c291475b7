import type { BuzzSettings } from '../buzz/daily-reward.js';
import type { MembershipTier } from '../membership/membership-tier.js';
import type { Inbox } from '../ports/notifications.js';
import type { Pages } from '../ports/pages.js';
import type {
  Cache,
  FeatureFlags,
  FileInspector,
  FileStorage,
  ImageGeneration,
  ImageInspector,
  Jobs,
  Notifier,
  Scanner,
  Uploads,
} from '../ports/services.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { Clock } from './clock.js';

/** Every port a use case may need; each use case takes the `Pick` of it that it uses. */
export type Deps = {
  uow: UnitOfWork;
  clock: Clock;
  flags: FeatureFlags;
  files: FileStorage;
  scanner: Scanner;
  inspector: FileInspector;
  images: ImageInspector;
  uploads: Uploads;
  generation: ImageGeneration;
  notifier: Notifier;
  inbox: Inbox;
  cache: Cache;
  jobs: Jobs;
  /** The operator's pages (`/articles/…`, `/content/…`). */
  pages: Pages;
  /** The product's configured name, as user-facing texts say it ("You must be an Atelier Member…"). */
  productName: string;
  /** How people earn Buzz on this hub besides buying it (the daily reward; docs/buzz.md). */
  buzz: BuzzSettings;
  /** The memberships this hub sells (operator-configured; docs/membership.md). */
  membershipTiers: readonly MembershipTier[];
  /** How many days a deleted account can be restored (operator-configured; docs/api-keys-and-account-deletion.md). */
  accountRetentionDays: number;
};
