import type { AppRouter } from '@atelier/adapters';
import { type ImageMeta, type ImageSource, imageSources, modelPath } from '@atelier/domain';
import type { inferRouterOutputs } from '@trpc/server';

/** `post.get` as the browser receives it. */
export type PostAnswer = inferRouterOutputs<AppRouter>['post']['get'];

/** One line of an image's generation data, e.g. `{ label: 'Sampler', value: 'Euler a' }`. */
type MetaRow = { label: string; value: string };

export type PostImageView = {
  id: number;
  src: string;
  width: number;
  height: number;
  alt: string;
  sources: ImageSource[];
  placeholder: string | null;
  tags: string[];
  reactionCount: number;
  /** How it was made, when its file said so: the lines shown and the text the copy button copies. */
  meta: { rows: MetaRow[]; copyText: string } | null;
};

export type PostPageView = {
  id: number;
  heading: string;
  author: { name: string; href: string };
  publishedAt: Date | null;
  /** The model version the images were made with, linking to its model page. */
  resource: { label: string; href: string } | null;
  review: { recommended: boolean; label: string; details: string | null } | null;
  reactionCount: number;
  images: PostImageView[];
  editHref: string | null;
};

const META_LINES: [keyof ImageMeta, string][] = [
  ['prompt', 'Prompt'],
  ['negativePrompt', 'Negative prompt'],
  ['sampler', 'Sampler'],
  ['seed', 'Seed'],
  ['steps', 'Steps'],
  ['cfgScale', 'CFG scale'],
  ['model', 'Model'],
];

/**
 * The generation data as A1111 writes it (prompt, `Negative prompt:` line, then `Key: value` settings), so what is
 * copied pastes straight into the tool that made it.
 */
const metaText = (meta: ImageMeta): string => {
  const settings = (
    [
      ['Steps', meta.steps],
      ['Sampler', meta.sampler],
      ['CFG scale', meta.cfgScale],
      ['Seed', meta.seed],
      ['Model', meta.model],
    ] as const
  )
    .filter(([, value]) => value !== null)
    .map(([label, value]) => `${label}: ${value}`)
    .join(', ');
  return [
    meta.prompt,
    meta.negativePrompt === null ? null : `Negative prompt: ${meta.negativePrompt}`,
    settings,
  ]
    .filter((line): line is string => line !== null && line !== '')
    .join('\n');
};

const metaView = (meta: ImageMeta | null): PostImageView['meta'] => {
  if (meta === null) return null;
  const rows = META_LINES.flatMap(([key, label]) => {
    const value = meta[key];
    return value === null || key === 'software' ? [] : [{ label, value: String(value) }];
  });
  return rows.length === 0 ? null : { rows, copyText: metaText(meta) };
};

/** The post page's view of `post.get`: texts, links and each image's sources and generation data. */
export const toPostPageView = (post: PostAnswer): PostPageView => {
  const count = post.images.length;
  return {
    id: post.id,
    heading: post.title ?? `Post by ${post.user.username}`,
    author: { name: post.user.username, href: `/user/${encodeURIComponent(post.user.username)}` },
    publishedAt: post.publishedAt,
    resource: post.resource && {
      label: `${post.resource.modelName} · ${post.resource.versionName}`,
      href: `${modelPath(post.resource.modelId, post.resource.modelName)}?modelVersionId=${post.resource.modelVersionId}`,
    },
    review: post.review && {
      recommended: post.review.recommended,
      label: post.review.recommended ? 'Recommends this version' : 'Does not recommend this version',
      details: post.review.details,
    },
    reactionCount: post.reactionCount,
    images: post.images.map((image, index) => ({
      id: image.id,
      src: image.url,
      width: image.width,
      height: image.height,
      // What it shows, when its prompt says; else whose it is and where it sits in the post.
      alt: image.meta?.prompt ?? `${index + 1} of ${count}, posted by ${post.user.username}`,
      sources: imageSources(image),
      placeholder: image.hash,
      tags: image.tags.map((tag) => tag.name),
      reactionCount: image.reactionCount,
      meta: metaView(image.meta),
    })),
    editHref: post.canEdit ? `/posts/${post.id}/edit` : null,
  };
};
