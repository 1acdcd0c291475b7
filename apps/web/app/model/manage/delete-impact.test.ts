import { describe, expect, it } from 'vitest';
import { deleteImpactLines } from './delete-impact';

const none = { reviews: 0, posts: 0, images: 0, refunds: { purchases: 0, buzz: 0 } };

describe('deleteImpactLines', () => {
  it('says what other people lose and what is refunded, with the server counts', () => {
    expect(
      deleteImpactLines({ reviews: 23, posts: 11, images: 34, refunds: { purchases: 2, buzz: 1000 } }),
    ).toEqual([
      '23 reviews, 11 posts and 34 images by other people will be hidden with it, until a moderator restores it.',
      '2 purchases (1,000 Buzz) will be refunded.',
    ]);
  });

  it('uses the singular for one, and says when nothing of other people goes', () => {
    expect(deleteImpactLines({ ...none, reviews: 1, posts: 1, images: 1 })[0]).toBe(
      '1 review, 1 post and 1 image by other people will be hidden with it, until a moderator restores it.',
    );
    expect(deleteImpactLines(none)).toEqual(['Nothing by other people will be hidden.']);
  });

  it('says a permanent delete removes other people’s things for good, never that a moderator can restore them', () => {
    expect(deleteImpactLines({ ...none, reviews: 2 }, { permanent: true })).toEqual([
      '2 reviews, 0 posts and 0 images by other people will be removed for good.',
    ]);
    expect(deleteImpactLines(none, { permanent: true })).toEqual([
      'Nothing by other people will be removed.',
    ]);
  });
});
