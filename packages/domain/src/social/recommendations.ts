import type { Model } from '../models/model.js';

/** How many recommended resources the carousel shows. */
export const RECOMMENDATIONS_LIMIT = 10;

/**
 * Resource recommendations, kept simple: other models ranked by how many non-category tags they share with the
 * source model, then by all-time downloads, then by id. Models sharing no tag are not recommended.
 */
export const recommendBySharedTags = <M extends Pick<Model, 'id' | 'tags' | 'rank'>>(
  source: Pick<Model, 'id' | 'tags'>,
  candidates: readonly M[],
  limit: number = RECOMMENDATIONS_LIMIT,
): M[] => {
  const wanted = new Set(source.tags.filter((tag) => !tag.isCategory).map((tag) => tag.name.toLowerCase()));
  return candidates
    .filter((model) => model.id !== source.id)
    .map((model) => ({
      model,
      shared: model.tags.filter((tag) => wanted.has(tag.name.toLowerCase())).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.model.rank.downloadCountAllTime - a.model.rank.downloadCountAllTime ||
        a.model.id - b.model.id,
    )
    .slice(0, limit)
    .map(({ model }) => model);
};
