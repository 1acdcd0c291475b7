import { defaultGallerySettings } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { aGalleryImage, aGalleryPost } from './a-gallery-post';
import { shownPosts } from './shown-posts';
import type { GalleryPostCard } from './to-post-card';

const aPost = (postId: number, userId = postId): GalleryPostCard =>
  aGalleryPost({
    postId,
    images: [aGalleryImage(postId * 10, postId), aGalleryImage(postId * 10 + 1, postId)],
    user: { id: userId, username: `user${userId}` },
  });

const ids = (posts: GalleryPostCard[]) => posts.map((post) => post.postId);

describe('shownPosts', () => {
  it('puts the version’s pins first, in pin order, and marks them', () => {
    const settings = { ...defaultGallerySettings(), pinnedPosts: { 2: [3, 1], 9: [2] } };
    const shown = shownPosts([aPost(1), aPost(2), aPost(3), aPost(4)], settings, 2);
    expect(ids(shown)).toEqual([3, 1, 2, 4]);
    expect(shown.map((post) => post.pinned)).toEqual([true, true, false, false]);
  });

  it('leaves an unpinned post where the server had it', () => {
    const posts = [{ ...aPost(1), pinned: true }, aPost(2)];
    const shown = shownPosts(posts, defaultGallerySettings(), 2);
    expect(ids(shown)).toEqual([1, 2]);
    expect(shown[0]?.pinned).toBe(false);
  });

  it('drops hidden users’ posts and hidden images', () => {
    const settings = {
      ...defaultGallerySettings(),
      hiddenUsers: [{ id: 7, username: 'user7' }],
      hiddenImages: [20],
    };
    const shown = shownPosts([aPost(1, 7), aPost(2), aPost(3, 7)], settings, 2);
    expect(ids(shown)).toEqual([2]);
    expect(shown[0]?.images.map((one) => one.id)).toEqual([21]);
  });
});
