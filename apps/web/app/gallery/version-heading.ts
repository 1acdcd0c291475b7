import type { ServerApi } from '../load-context';

/**
 * The version and its model by version id, for the /images heading and back link. `modelVersion.getLicense` is the
 * one answer that names both from a version id alone, under the model page's visibility rules (hidden: not found).
 */
export const versionHeadingQueryOptions = (api: ServerApi, modelVersionId: number) =>
  api.modelVersion.getLicense.queryOptions({ id: modelVersionId });
