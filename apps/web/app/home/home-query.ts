import type { ServerApi } from '../load-context';

/**
 * The seeded demo hub's showcase models (docs/demo-data.md), each with what it shows off. The API lists no models
 * yet (search is another item), so the home page asks for these by id (`model.getCards`).
 */
export const DEMO_MODELS = [
  { id: 1, about: 'five versions, early access with a donation goal, gallery and reviews' },
  { id: 2, about: 'every version in early access' },
  { id: 5, about: 'a plain published model' },
] as const;

export const homeCardsQueryOptions = (api: ServerApi) =>
  api.model.getCards.queryOptions({ ids: DEMO_MODELS.map((model) => model.id) });
