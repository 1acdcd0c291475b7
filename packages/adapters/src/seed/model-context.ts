import type { DemoFiles } from './demo-files.js';
import type { UserPlan } from './plan-types.js';
import type { Prng } from './prng.js';

type Row = Record<string, unknown>;

/** Rows for every table a model touches, in the order foreign keys need them inserted. */
export type ModelRows = {
  models: Row[];
  model_tags: Row[];
  model_licenses: Row[];
  model_versions: Row[];
  model_files: Row[];
  model_file_hashes: Row[];
  reviews: Row[];
  downloads: Row[];
  posts: Row[];
  images: Row[];
  image_tags: Row[];
  reactions: Row[];
};
export const emptyModelRows = (): ModelRows => ({
  models: [],
  model_tags: [],
  model_licenses: [],
  model_versions: [],
  model_files: [],
  model_file_hashes: [],
  reviews: [],
  downloads: [],
  posts: [],
  images: [],
  image_tags: [],
  reactions: [],
});

export type Counters = {
  version: number;
  file: number;
  post: number;
  image: number;
  review: number;
  download: number;
  reaction: number;
};

export type ModelContext = {
  now: Date;
  prng: Prng;
  files: DemoFiles;
  users: UserPlan[];
  /** Users who may review or post: not muted, banned or deleted. */
  activeUserIds: number[];
  memberIds: number[];
  tagIds: Map<string, number>;
  imageTagIds: number[];
  licenseId: number;
  ids: Counters;
  /** Images and reviews each version receives, keyed `modelId:index`. */
  quotas: Map<string, { images: number; reviews: number }>;
  collectedCount: Map<number, number>;
  tippedAmount: Map<number, number>;
  /** Work on rows still under way (image BlurHashes); awaited before the rows are inserted. */
  pending: Promise<void>[];
};

/** What later steps need to know about a model's generated rows. */
export type ModelSummary = {
  versionIds: number[];
  postIdsByVersion: Map<number, number[]>;
  imageIds: number[];
  sizeKbByVersion: Map<number, number>;
};
