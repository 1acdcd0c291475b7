import { type GalleryPageSize, galleryPageSize } from '@atelier/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { cachedGalleryKey } from './gallery-query';

const SMALL_SCREEN = '(max-width: 767px)';

const screenPageSize = (): GalleryPageSize =>
  galleryPageSize(typeof window !== 'undefined' && window.matchMedia(SMALL_SCREEN).matches);

/**
 * How many posts a page of this version's gallery holds. A gallery already in the cache keeps its size — above all
 * the server's first page, which the first render must match — otherwise the screen decides (spec §9).
 */
export function useGalleryPageSize(modelVersionId: number): GalleryPageSize {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [cached] = queryClient
    .getQueryCache()
    .findAll({ queryKey: cachedGalleryKey(trpc, modelVersionId) })
    .map((query) => (query.queryKey[1] as { input?: { limit?: GalleryPageSize } }).input?.limit);
  return cached ?? screenPageSize();
}
