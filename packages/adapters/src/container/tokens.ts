import type {
  Cache,
  Clock,
  Deps,
  FeatureFlags,
  FileStorage,
  ImageGeneration,
  Jobs,
  Notifier,
  Scanner,
  UnitOfWork,
} from '@atelier/domain';
import type { Knex } from 'knex';
import type { InProcessCache } from '../cache/in-process-cache.js';
import type { Config } from '../config/config.js';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import type { InProcessJobs } from '../jobs/in-process-jobs.js';

/** A symbol that remembers the type bound to it, so `resolve(container, TOKENS.deps)` is typed. */
export type Token<T> = symbol & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol(`atelier.${name}`) as Token<T>;

/**
 * Every binding of the composition root. Ports are bound under their port token; where an adapter offers more
 * than its port (writing files, registering job handlers), the concrete adapter has its own token too.
 * Use cases get theirs here as well: `GetModel: token<GetModel>('GetModel')`.
 */
export const TOKENS = {
  config: token<Config>('config'),
  knex: token<Knex>('knex'),
  uow: token<UnitOfWork>('uow'),
  clock: token<Clock>('clock'),
  flags: token<FeatureFlags>('flags'),
  diskFileStorage: token<DiskFileStorage>('diskFileStorage'),
  files: token<FileStorage>('files'),
  scanner: token<Scanner>('scanner'),
  generation: token<ImageGeneration>('generation'),
  notifier: token<Notifier>('notifier'),
  inProcessCache: token<InProcessCache>('inProcessCache'),
  cache: token<Cache>('cache'),
  inProcessJobs: token<InProcessJobs>('inProcessJobs'),
  jobs: token<Jobs>('jobs'),
  /** Every port at once, as use cases take them. */
  deps: token<Deps>('deps'),
} as const;
