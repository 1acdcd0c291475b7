import type { CHECKPOINT_TYPES } from '../models/authoring-rules.js';
import type { ModelType } from '../models/model.js';
import type { ModelSort, SearchKey } from '../search/model-search.js';

/**
 * One read of the model search index: the listed models (`isListed`) matching every filter, in `sort` order after
 * `after`, at most `limit`. The store narrows with the same facts `isListed` reads so pages come out full; the use
 * case applies `isListed` again to every hit, so the domain's rule is the one that decides (docs/search.md).
 */
export type ModelSearchQuery = {
  /** Folded words (`queryTokens`), all required, each a prefix of a word of the model's `searchDocument`. */
  tokens: string[];
  types: ModelType[];
  checkpointType: (typeof CHECKPOINT_TYPES)[number] | null;
  /** A version of the model that non-owners see has one of these base models (none: any). */
  baseModels: string[];
  /** Only this author's models. */
  userId: number | null;
  /** Lower-cased tag name the model carries. */
  tag: string | null;
  publishedSince: Date | null;
  /** The model's NSFW level shares a bit with it. */
  browsingLevel: number;
  /** Only models not barred from promotion (Featured). */
  promotableOnly: boolean;
  /** The viewer's own settings (`hiddenBySettings`): poi models of others, minor models. */
  hidePoiExceptOf: number | null;
  hidePoi: boolean;
  hideMinor: boolean;
  now: Date;
  sort: ModelSort;
  after: SearchKey | null;
  limit: number;
};

/** A model the index found, with its key in the order asked. */
export type ModelSearchHit = { id: number; key: SearchKey };

export interface ModelSearch {
  find(query: ModelSearchQuery): Promise<ModelSearchHit[]>;
}
