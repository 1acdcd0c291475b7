import { type ModelCard, modelCards } from '../models/get-model-cards.js';
import type { Model } from '../models/model.js';
import type { ModelSearchQuery } from '../ports/search.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import { browsingLevelFor } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  isListed,
  isPromotable,
  type ModelFilters,
  type ModelSort,
  periodStart,
  type SearchKey,
} from './model-search.js';
import { MAX_QUERY_LENGTH, queryTokens } from './search-tokens.js';

/** How many cards a page of a model list holds unless asked otherwise, and at most. */
const SEARCH_PAGE_SIZE = 24;
export const SEARCH_PAGE_MAX = 100;
/** Featured (the home page's row): listed, promotable models, most downloaded first (docs/search.md). */
const FEATURED_SORT: ModelSort = 'MostDownloaded';
/** Reads of the index one page may take when hits turn out not to be listed (the store already leaves them out). */
const MAX_ROUNDS = 4;

export type SearchModelsInput = ModelFilters & {
  sort?: ModelSort;
  /** Where the previous page ended (its `nextCursor`); absent for the first page. */
  cursor?: string | null;
  limit?: number;
  /** The Featured list: promotable models only, in the featured order whatever `sort` says. */
  featured?: boolean;
};

type ModelSearchPage = { items: ModelCard[]; nextCursor: string | null };

export type SearchError = DomainError<'INVALID_INPUT' | 'SEARCH.INVALID_CURSOR'>;
type SearchCriteria = {
  query: Omit<ModelSearchQuery, 'after' | 'limit'>;
  after: SearchKey | null;
  limit: number;
};

/** The index read a request asks for, or why it cannot be made: a query too long, a bad page size or cursor. */
export const searchCriteria = (
  viewer: Viewer,
  input: SearchModelsInput,
  now: Date,
): Result<SearchCriteria, SearchError> => {
  const text = input.query ?? '';
  if (text.length > MAX_QUERY_LENGTH)
    return fail(errors.invalidInput(`A search may be at most ${MAX_QUERY_LENGTH} characters long.`));
  const limit = input.limit ?? SEARCH_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_PAGE_MAX)
    return fail(errors.invalidInput(`A page holds 1 to ${SEARCH_PAGE_MAX} models.`));
  const sort = input.featured ? FEATURED_SORT : (input.sort ?? 'Newest');
  const after = input.cursor ? decodeSearchCursor(sort, input.cursor) : null;
  if (input.cursor && after === null) return fail(errors.invalidSearchCursor);
  const tag = input.tag?.trim().toLowerCase() ?? '';
  return ok({
    query: {
      tokens: queryTokens(text),
      types: input.types ?? [],
      checkpointType: input.checkpointType ?? null,
      baseModels: [...(input.baseModels ?? []), ...(input.baseModel ? [input.baseModel] : [])],
      userId: input.userId ?? null,
      tag: tag === '' ? null : tag,
      publishedSince: periodStart(input.period ?? 'AllTime', now),
      browsingLevel: browsingLevelFor(viewer, input.browsingLevel),
      promotableOnly: input.featured ?? false,
      hidePoi: viewer?.disablePoi ?? false,
      hidePoiExceptOf: viewer?.id ?? null,
      hideMinor: viewer?.disableMinor ?? false,
      now,
      sort,
    },
    after,
    limit,
  });
};

/**
 * One page of listed models in the criteria's order, and where the next page starts (null: this is the last). Every
 * hit passes `isListed`; the index is read again (a few rounds at most) when hits turn out not to be listed.
 */
export const listedPage = async (
  repositories: Pick<Repositories, 'modelSearch' | 'models'>,
  viewer: Viewer,
  { query, after: start, limit }: SearchCriteria,
  now: Date,
): Promise<{ page: Model[]; nextCursor: string | null }> => {
  const listed: { model: Model; key: SearchKey }[] = [];
  let after = start;
  let more = true;
  for (let round = 0; round < MAX_ROUNDS && more && listed.length <= limit; round++) {
    const want = limit + 1 - listed.length;
    const hits = await repositories.modelSearch.find({ ...query, after, limit: want });
    const models = new Map(
      (await repositories.models.ofIds(hits.map((hit) => hit.id))).map((m) => [m.id, m]),
    );
    for (const hit of hits) {
      const model = models.get(hit.id);
      if (model !== undefined && isListed(viewer, model, query.browsingLevel, now)) {
        if (!query.promotableOnly || isPromotable(model)) listed.push({ model, key: hit.key });
      }
      after = hit.key;
      if (listed.length > limit) break;
    }
    more = hits.length === want;
  }
  const page = listed.slice(0, limit);
  const last = listed.length > limit ? page.at(-1)?.key : more ? after : null;
  return {
    page: page.map(({ model }) => model),
    nextCursor: last ? encodeSearchCursor(query.sort, last) : null,
  };
};

/**
 * `model.getAll`: one page of the hub's model list — `/models`, the header's search, `/tag/{name}` and the home
 * page's Featured and Newest rows. Filters, full-text words (each a prefix, all required), an order with the id as
 * tie-break and keyset paging (`nextCursor`). Every hit passes `isListed`, the one rule of what lists show.
 */
export class SearchModels {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: SearchModelsInput): Promise<Result<ModelSearchPage, SearchError>> {
    const now = this.deps.clock.now();
    const criteria = searchCriteria(viewer, input, now);
    if (!criteria.ok) return criteria;
    return this.deps.uow.read(async (repositories): Promise<Result<ModelSearchPage, SearchError>> => {
      const { page, nextCursor } = await listedPage(repositories, viewer, criteria.value, now);
      const items = await modelCards(repositories, page, criteria.value.query.browsingLevel);
      return ok({ items, nextCursor });
    });
  }
}
