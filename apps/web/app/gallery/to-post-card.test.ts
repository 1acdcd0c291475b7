import { describe, expect, it } from 'vitest';
import { type GalleryPostCard, toPostCard } from './to-post-card';

const image = (id: number, reactionCount: number) => ({
  id,
  postId: 7,
  url: `/images/posts/7/${id}.png`,
  width: 512,
  height: 768,
  nsfwLevel: 1,
  hash: null,
  tagIds: [],
  reactionCount,
});

const aPost = (overrides: Partial<GalleryPostCard> = {}): GalleryPostCard => ({
  postId: 7,
  publishedAt: new Date('2026-01-01'),
  images: [image(1, 3), image(2, 4)],
  user: { id: 3, username: 'brushwork' },
  review: null,
  modelVersionId: 2,
  pinned: false,
  ...overrides,
});

describe('toPostCard', () => {
  it('shows the first image, the image count, the author and the reactions of every image', () => {
    expect(toPostCard(aPost({ pinned: true }))).toEqual({
      postId: 7,
      href: '/posts/7',
      image: { url: '/images/posts/7/1.png', width: 512, height: 768, alt: 'Image posted by brushwork' },
      imageCount: 2,
      author: { username: 'brushwork', profileHref: '/user/brushwork' },
      reactions: [{ key: 'reactions', label: 'reactions', count: 7 }],
      review: null,
      isPinned: true,
    });
  });

  it('shows a review post’s thumb', () => {
    expect(toPostCard(aPost({ review: { recommended: false, details: null } }))?.review).toBe('down');
    expect(toPostCard(aPost({ review: { recommended: true, details: null } }))?.review).toBe('up');
  });

  it('leaves out a post whose images are all hidden', () => {
    expect(toPostCard(aPost({ images: [] }))).toBeNull();
  });
});
