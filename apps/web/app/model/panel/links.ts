import type { PageFile, PageVersion } from './panel-types';

/**
 * A model file's download link, built from the version id, the file's type and metadata (spec §2); the REST route
 * picks the matching file (packages/adapters/src/http/rest/download.route.ts).
 */
export function fileDownloadHref(versionId: number, file: PageFile): string {
  if (file.type === 'Training Data') return trainingDataHref(versionId);
  const query = new URLSearchParams({ type: file.type });
  for (const key of ['format', 'size', 'fp'] as const) {
    const value = file.metadata[key];
    if (value) query.set(key, value);
  }
  return `/api/download/models/${versionId}?${query}`;
}

export const trainingDataHref = (versionId: number) => `/api/download/training-data/${versionId}`;

export const reviewsHref = (modelId: number, version: Pick<PageVersion, 'id'>) =>
  `/models/${modelId}/reviews?modelVersionId=${version.id}`;
