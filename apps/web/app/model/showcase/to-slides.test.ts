import { describe, expect, it } from 'vitest';
import { aGalleryImage, aGalleryPost } from '../../gallery/a-gallery-post';
import { toSlides } from './to-slides';

describe('toSlides', () => {
  it("makes a slide of each image of the showcase's post, leading to the post", () => {
    const key = 'abcdefabcdefabcdefabcdefabcdefab';
    const post = aGalleryPost({
      postId: 9,
      images: [
        { ...aGalleryImage(4, 9), url: `/images/${key}/original.webp`, hash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH' },
      ],
    });
    expect(toSlides(post)).toEqual([
      {
        id: 4,
        href: '/posts/9',
        url: `/images/${key}/original.webp`,
        width: 512,
        height: 768,
        alt: 'Image 1 of 1, posted by brushwork',
        sources: [
          { type: 'image/avif', srcSet: `/images/${key}/320.avif 320w, /images/${key}/640.avif 512w` },
          { type: 'image/webp', srcSet: `/images/${key}/320.webp 320w, /images/${key}/640.webp 512w` },
        ],
        placeholder: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      },
    ]);
  });

  it('has no slides when the version has no post to show', () => {
    expect(toSlides(null)).toEqual([]);
  });
});
