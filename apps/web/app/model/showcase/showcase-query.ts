import { ALL_BROWSING_LEVELS } from '@atelier/domain';
import type { ServerApi } from '../../load-context';

/** The selected version's showcase (`image.getShowcase`), the same query in the loader and the browser. */
export const showcaseQueryOptions = (api: ServerApi, modelVersionId: number) =>
  api.image.getShowcase.queryOptions({ modelVersionId, browsingLevel: ALL_BROWSING_LEVELS });
