import { describe, expect, it } from 'vitest';
import { aGalleryPost } from './a-gallery-post';
import { toPostCard } from './to-post-card';

const aPost = aGalleryPost;

describe('toPostCard', () => {
  it('shows the first image, the image count, the author and the reactions of every image', () => {
    expect(toPostCard(aPost({ pinned: true }))).toEqual({
      postId: 7,
      href: '/posts/7',
      image: {
        url: '/images/posts/7/1.png',
        width: 512,
        height: 768,
        alt: 'Image posted by brushwork',
        sources: [],
        placeholder: null,
      },
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
