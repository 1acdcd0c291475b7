import type {
  Cache,
  Clock,
  Deps,
  FeatureFlags,
  FileInspector,
  FileStorage,
  ImageGeneration,
  ImageInspector,
  Inbox,
  Jobs,
  Notifier,
  Pages,
  Scanner,
  UnitOfWork,
  Uploads,
} from '@atelier/domain';
import type { Knex } from 'knex';
import type { Accounts } from '../auth/accounts.js';
import type { InProcessCache } from '../cache/in-process-cache.js';
import type { Config } from '../config/config.js';
import type { DiskFileInspector } from '../files/disk-file-inspector.js';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import type { ImageVariants } from '../images/image-variants.js';
import type { JobWorker } from '../jobs/job-worker.js';
import type { KnexJobs } from '../jobs/knex-jobs.js';
import type { FilePages } from '../pages/file-pages.js';
import type { ClamdScanner } from '../scanning/clamd-scanner.js';
import type { SeedIfEmpty } from '../seed/seed-if-empty.js';
import type { DbFeatureFlags } from '../system/db-feature-flags.js';
import type { KnexUploads } from '../uploads/knex-uploads.js';
import type { UploadBytes } from '../uploads/upload-bytes.js';

/** A symbol that remembers the type bound to it, so `resolve(container, TOKENS.deps)` is typed. */
export type Token<T> = symbol & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol(`atelier.${name}`) as Token<T>;

/**
 * Every binding of the composition root. Ports are bound under their port token; where an adapter offers more
 * than its port (writing files, listing and retrying jobs), the concrete adapter has its own token too.
 * Use cases get theirs here as well: `GetModel: token<GetModel>('GetModel')`.
 */
export const TOKENS = {
  config: token<Config>('config'),
  knex: token<Knex>('knex'),
  uow: token<UnitOfWork>('uow'),
  clock: token<Clock>('clock'),
  flags: token<FeatureFlags>('flags'),
  /** The flags as the `feature_flags` table and `ATELIER_FLAG_*` set them; the server refreshes, the CLI sets. */
  dbFeatureFlags: token<DbFeatureFlags>('dbFeatureFlags'),
  diskFileStorage: token<DiskFileStorage>('diskFileStorage'),
  files: token<FileStorage>('files'),
  scanner: token<Scanner>('scanner'),
  /** The virus side of `scanner`, also asked whether virus scanning is on (moderators' banner, start-up log). */
  clamd: token<ClamdScanner>('clamd'),
  generation: token<ImageGeneration>('generation'),
  notifier: token<Notifier>('notifier'),
  inbox: token<Inbox>('inbox'),
  inProcessCache: token<InProcessCache>('inProcessCache'),
  cache: token<Cache>('cache'),
  /** The page generation now (storage/knex/page-generation.ts), for the page cache of the HTTP edge. */
  pageGeneration: token<() => Promise<string>>('pageGeneration'),
  knexJobs: token<KnexJobs>('knexJobs'),
  jobs: token<Jobs>('jobs'),
  /** The operator's pages as Markdown files under `<dataDir>/pages`; the CLI also writes and lists them. */
  filePages: token<FilePages>('filePages'),
  pages: token<Pages>('pages'),
  /** Runs queued jobs, handlers registered; started by the server (ATELIER_WORKER=inline) or `atelier worker`. */
  jobWorker: token<JobWorker>('jobWorker'),
  /** Where upload bytes wait (tus's DataStore inside), and the recorded uploads with their claim and sweep. */
  uploadBytes: token<UploadBytes>('uploadBytes'),
  knexUploads: token<KnexUploads>('knexUploads'),
  uploads: token<Uploads>('uploads'),
  /** Reads files and finished uploads: format sniffing, hashes and tensor facts. */
  diskFileInspector: token<DiskFileInspector>('diskFileInspector'),
  inspector: token<FileInspector>('inspector'),
  /** Decodes post images (sharp): format, size, BlurHash, and the copy stored without metadata. */
  images: token<ImageInspector>('images'),
  /** The AVIF and WebP variants of post images, each made once (the image route and the `imageVariants` job). */
  imageVariants: token<ImageVariants>('imageVariants'),
  /** Passwords, sessions and API keys: who a request or a CLI-made account is (the server and the CLI alike). */
  accounts: token<Accounts>('accounts'),
  /** Fills a database without users with the small demo preset; the server runs it at start-up. */
  seedIfEmpty: token<SeedIfEmpty>('seedIfEmpty'),
  /** Every port at once, as use cases take them. */
  deps: token<Deps>('deps'),
} as const;
