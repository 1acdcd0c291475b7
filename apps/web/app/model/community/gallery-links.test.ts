import { describe, expect, it } from 'vitest';
import { galleryLinks } from './gallery-links';

const page = (can: { post: boolean; review: boolean }) => ({
  model: { id: 1 },
  viewer: { can: { 'model.post': can.post, 'model.review': can.review } },
});
const version = (inEarlyAccess: boolean) => ({ id: 2, inEarlyAccess });
const plain = { isMember: false, isModerator: false };

describe('galleryLinks', () => {
  it('sends anonymous visitors to sign in, coming back to the post form', () => {
    expect(galleryLinks(page({ post: false, review: false }), version(false), null)).toEqual({
      addPostHref: '/login?returnUrl=%2Fposts%2Fcreate%3FmodelId%3D1%26modelVersionId%3D2',
      addReviewHref:
        '/login?returnUrl=%2Fposts%2Fcreate%3FmodelId%3D1%26modelVersionId%3D2%26reviewing%3Dtrue',
    });
  });

  it('offers both to a signed-in viewer who may post and review', () => {
    expect(galleryLinks(page({ post: true, review: true }), version(false), plain)).toEqual({
      addPostHref: '/posts/create?modelId=1&modelVersionId=2',
      addReviewHref: '/posts/create?modelId=1&modelVersionId=2&reviewing=true',
    });
  });

  it('keeps reviews of an early-access version to members and moderators', () => {
    const early = version(true);
    const allowed = page({ post: true, review: true });
    expect(galleryLinks(allowed, early, plain)).not.toHaveProperty('addReviewHref');
    expect(galleryLinks(allowed, early, { ...plain, isMember: true })).toHaveProperty('addReviewHref');
    expect(galleryLinks(allowed, early, { ...plain, isModerator: true })).toHaveProperty('addReviewHref');
  });

  it('gives a muted viewer (no post or review permission) neither', () => {
    expect(galleryLinks(page({ post: false, review: false }), version(false), plain)).toEqual({});
  });
});
