import { strictId } from '@atelier/domain';
import type { ModelPageAnswer, PageVersion } from '../model/model-types';

/** `/posts/create?modelId=&modelVersionId=` (the gallery's "Add Post"; `reviewing=true` is the same page for now). */
export const postTargetFrom = (
  searchParams: URLSearchParams,
): { modelId: number; versionId: number } | null => {
  const modelId = strictId(searchParams.get('modelId'));
  const versionId = strictId(searchParams.get('modelVersionId'));
  return modelId === null || versionId === null ? null : { modelId, versionId };
};

/**
 * The version a post goes on: one the viewer can see on the model's page. Whether they may post there is
 * `post.create`'s to decide, when the first image arrives.
 */
export const versionToPostOn = (page: ModelPageAnswer, versionId: number): PageVersion | null =>
  page.view === 'model'
    ? (page.versions.find((version) => version.id === versionId && !version.deletedAt) ?? null)
    : null;
