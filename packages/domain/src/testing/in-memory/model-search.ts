import type { Model } from '../../models/model.js';
import { isVersionPublic } from '../../models/visibility.js';
import type { ModelSearch, ModelSearchHit, ModelSearchQuery } from '../../ports/search.js';
import {
  isListed,
  isPromotable,
  type ModelSort,
  type SearchKey,
  searchedTrainedWords,
} from '../../search/model-search.js';
import { documentMatches, searchDocument } from '../../search/search-tokens.js';
import type { Viewer } from '../../users/user.js';
import type { InMemoryDatabase } from './database.js';
import { InMemoryModels } from './models.js';
import { select } from './table.js';

/** The number a model sorts by: its publication time (ms) for Newest, else the counter the order names. */
const sortValue = (sort: ModelSort, model: Pick<Model, 'publishedAt' | 'rank'>): number => {
  switch (sort) {
    case 'Newest':
      return model.publishedAt?.getTime() ?? 0;
    case 'MostDownloaded':
      return model.rank.downloadCountAllTime;
    case 'HighestRated':
      return model.rank.thumbsUpCountAllTime;
    case 'MostCollected':
      return model.rank.collectedCountAllTime;
    case 'MostTipped':
      return model.rank.tippedAmountCountAllTime;
  }
};

/** Whether `a` comes before `b` in a list: higher value first, then higher id. */
const comesBefore = (a: SearchKey, b: SearchKey): boolean =>
  a.value > b.value || (a.value === b.value && a.id > b.id);

/** Scans every model: the document is built on the fly from the model, its versions and its author. */
export class InMemoryModelSearch implements ModelSearch {
  constructor(private readonly db: InMemoryDatabase) {}

  async find(query: ModelSearchQuery): Promise<ModelSearchHit[]> {
    const { state } = this.db;
    // The viewer's settings as the query carries them (the store knows no viewer).
    const viewer = {
      id: query.hidePoiExceptOf ?? 0,
      disablePoi: query.hidePoi,
      disableMinor: query.hideMinor,
    } as NonNullable<Viewer>;
    const models = await new InMemoryModels(this.db).ofIds(select(state.models).map((model) => model.id));
    const hits: ModelSearchHit[] = [];
    for (const model of models) {
      const versions = select(state.versions, (version) => version.modelId === model.id);
      const author = state.users.rows.get(model.userId);
      const document = searchDocument({
        name: model.name,
        description: model.description,
        tags: model.tags.map((tag) => tag.name),
        trainedWords: searchedTrainedWords(versions),
        username: author?.username ?? '',
      });
      const key = { value: sortValue(query.sort, model), id: model.id };
      const matches =
        isListed(viewer, model, query.browsingLevel, query.now) &&
        (!query.promotableOnly || isPromotable(model)) &&
        documentMatches(document, query.tokens) &&
        (query.types.length === 0 || query.types.includes(model.type)) &&
        (query.checkpointType === null || model.checkpointType === query.checkpointType) &&
        (query.userId === null || model.userId === query.userId) &&
        (query.baseModels.length === 0 ||
          versions.some((v) => query.baseModels.includes(v.baseModel) && isVersionPublic(v, query.now))) &&
        (query.tag === null || model.tags.some((tag) => tag.name.toLowerCase() === query.tag)) &&
        (query.publishedSince === null ||
          (model.publishedAt !== null && model.publishedAt >= query.publishedSince)) &&
        (query.after === null || comesBefore(query.after, key));
      if (matches) hits.push({ id: model.id, key });
    }
    hits.sort((a, b) => (comesBefore(a.key, b.key) ? -1 : 1));
    return hits.slice(0, query.limit);
  }
}
