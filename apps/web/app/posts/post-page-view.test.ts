import { describe, expect, it } from 'vitest';
import { type PostAnswer, toPostPageView } from './post-page-view';

const KEY = 'ab'.repeat(16);

const aPost = (fields: Partial<PostAnswer> = {}): PostAnswer => ({
  id: 7,
  title: null,
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  user: { id: 3, username: 'ink maker' },
  resource: { modelId: 2, modelName: 'Ink Wash', modelVersionId: 6, versionName: 'v1.0' },
  review: null,
  images: [],
  reactionCount: 0,
  canEdit: false,
  ...fields,
});

const anImage = (fields: Partial<PostAnswer['images'][number]> = {}): PostAnswer['images'][number] => ({
  id: 11,
  postId: 7,
  url: `/images/${KEY}/original.png`,
  width: 500,
  height: 400,
  nsfwLevel: 1,
  hash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  tagIds: [4],
  tags: [{ id: 4, name: 'ink' }],
  reactionCount: 2,
  meta: null,
  ...fields,
});

describe('toPostPageView', () => {
  it('names the post, links its author and the model version it used, and offers Edit to who may', () => {
    const view = toPostPageView(aPost({ canEdit: true }));
    expect(view).toMatchObject({
      heading: 'Post by ink maker',
      author: { name: 'ink maker', href: '/user/ink%20maker' },
      resource: { label: 'Ink Wash · v1.0', href: '/models/2/ink-wash?modelVersionId=6' },
      editHref: '/posts/7/edit',
    });
    expect(toPostPageView(aPost({ title: 'Brush study' })).heading).toBe('Brush study');
    expect(toPostPageView(aPost()).editHref).toBeNull();
  });

  it('gives each image its variants, placeholder, tags and an alt text', () => {
    const [image] = toPostPageView(aPost({ images: [anImage()] })).images;
    expect(image).toMatchObject({
      src: `/images/${KEY}/original.png`,
      alt: '1 of 1, posted by ink maker',
      placeholder: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      tags: ['ink'],
      meta: null,
    });
    expect(image?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('shows the generation data it has and copies it as A1111 writes it', () => {
    const meta = {
      software: 'A1111' as const,
      prompt: 'ink wash mountains',
      negativePrompt: 'blurry',
      sampler: 'Euler a',
      seed: 42,
      steps: 20,
      cfgScale: 7.5,
      model: null,
    };
    const [image] = toPostPageView(aPost({ images: [anImage({ meta })] })).images;
    expect(image?.alt).toBe('ink wash mountains');
    expect(image?.meta?.rows).toEqual([
      { label: 'Prompt', value: 'ink wash mountains' },
      { label: 'Negative prompt', value: 'blurry' },
      { label: 'Sampler', value: 'Euler a' },
      { label: 'Seed', value: '42' },
      { label: 'Steps', value: '20' },
      { label: 'CFG scale', value: '7.5' },
    ]);
    expect(image?.meta?.copyText).toBe(
      'ink wash mountains\nNegative prompt: blurry\nSteps: 20, Sampler: Euler a, CFG scale: 7.5, Seed: 42',
    );
  });

  it('tells a review post’s thumb', () => {
    const view = toPostPageView(aPost({ review: { id: 1, recommended: false, details: 'Too soft' } }));
    expect(view.review).toEqual({
      recommended: false,
      label: 'Does not recommend this version',
      details: 'Too soft',
    });
  });
});
