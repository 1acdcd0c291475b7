import type { GallerySectionProps, PostCardView, TagChipView } from '@atelier/react-kit';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { useGalleryPageSize } from './gallery-page-size';
import { galleryQueryOptions, gallerySettingsQueryOptions, galleryTagsQueryOptions } from './gallery-query';
import { shownPosts } from './shown-posts';
import { type GalleryPostCard, toPostCard } from './to-post-card';

type GalleryFeed = Pick<
  GallerySectionProps,
  'posts' | 'status' | 'onRetry' | 'hasMore' | 'isLoadingMore' | 'onLoadMore'
>;

export type VersionGalleryState = GalleryFeed & {
  tagFilter: { items: TagChipView[]; selectedIds: number[]; onChange: (ids: number[]) => void };
  /** The API's post behind each card (its author's id, its images), for the owner's post menu. */
  sources: ReadonlyMap<number, GalleryPostCard>;
};

const NO_POSTS: PostCardView[] = [];
const NO_SOURCES: ReadonlyMap<number, GalleryPostCard> = new Map();

/**
 * A version's gallery, page by page (`image.getImagesAsPostsInfinite`), narrowed by the tag chips the visitor
 * selects. Nothing is asked for when the model's gallery settings allow no browsing level: the gallery cannot be
 * shown then (spec §5), and it reads as empty.
 */
export function useVersionGallery(modelId: number, modelVersionId: number): VersionGalleryState {
  const trpc = useTRPC();
  const [tags, setTags] = useState<number[]>([]);
  const pageSize = useGalleryPageSize(modelVersionId);
  const settings = useQuery(gallerySettingsQueryOptions(trpc, modelId));
  const shown = settings.data !== undefined && settings.data.level !== 0;
  const hiddenTagIds = settings.data?.hiddenTags.map((tag) => tag.id) ?? [];
  const tagList = useQuery({ ...galleryTagsQueryOptions(trpc, hiddenTagIds), enabled: shown });
  const gallery = useInfiniteQuery({
    ...galleryQueryOptions(trpc, { modelVersionId, tags }, pageSize),
    enabled: shown,
    // A new tag selection keeps the current cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

  // The settings as the viewer last changed them (optimistically) apply to the loaded posts at once.
  const sources = useMemo(() => {
    if (gallery.data === undefined || settings.data === undefined) return NO_SOURCES;
    const loaded = gallery.data.pages.flatMap((page) => page.items);
    return new Map(shownPosts(loaded, settings.data, modelVersionId).map((post) => [post.postId, post]));
  }, [gallery.data, settings.data, modelVersionId]);
  const posts = useMemo(
    () =>
      sources === NO_SOURCES
        ? NO_POSTS
        : [...sources.values()].map(toPostCard).filter((card): card is PostCardView => card !== null),
    [sources],
  );
  const tagFilter = {
    items: (tagList.data ?? []).map(({ id, name }) => ({ id, name })),
    selectedIds: tags,
    onChange: setTags,
  };

  if (settings.data?.level === 0) {
    return {
      posts: NO_POSTS,
      status: 'ready',
      hasMore: false,
      isLoadingMore: false,
      onLoadMore() {},
      tagFilter,
      sources: NO_SOURCES,
    };
  }
  const failed = settings.isError || (gallery.isError && gallery.data === undefined);
  return {
    posts,
    status: failed ? 'error' : gallery.data === undefined ? 'loading' : 'ready',
    onRetry: () => {
      if (settings.isError) void settings.refetch();
      else void gallery.refetch();
    },
    hasMore: gallery.hasNextPage,
    isLoadingMore: gallery.isFetchingNextPage,
    onLoadMore: () => void gallery.fetchNextPage(),
    tagFilter,
    sources,
  };
}
