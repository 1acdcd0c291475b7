import type { GalleryPostCard } from './to-post-card';

/** Test builders: an image of a gallery card and a card as `image.getImagesAsPostsInfinite` answers it. */
export const aGalleryImage = (id: number, postId: number, reactionCount = 0) => ({
  id,
  postId,
  url: `/images/posts/${postId}/${id}.png`,
  width: 512,
  height: 768,
  nsfwLevel: 1,
  hash: null,
  tagIds: [],
  reactionCount,
  meta: null,
});

export const aGalleryPost = (overrides: Partial<GalleryPostCard> = {}): GalleryPostCard => {
  const postId = overrides.postId ?? 7;
  return {
    postId,
    publishedAt: new Date('2026-01-01'),
    images: [aGalleryImage(1, postId, 3), aGalleryImage(2, postId, 4)],
    user: { id: 3, username: 'brushwork' },
    review: null,
    modelVersionId: 2,
    pinned: false,
    ...overrides,
  };
};
