import type { Inbox } from '../ports/notifications.js';
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
  /** The product's configured name, as user-facing texts say it ("You must be an Atelier Member…"). */
  productName: string;
};
