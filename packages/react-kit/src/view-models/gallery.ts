import type { DateView } from './common';

/** A picture with what `ResponsiveImage` needs to show it without shifting the layout (the web app computes it). */
export interface PictureView {
  /** The original. */
  url: string;
  width: number;
  height: number;
  alt: string;
  /** Smaller AVIF/WebP variants as `<source>`s, best first; empty or absent when the image has none. */
  sources?: { type: string; srcSet: string }[];
  /** A BlurHash shown blurred until the image has loaded. */
  placeholder?: string | null;
}

export type PostImageView = PictureView;

export interface ReactionView {
  key: string;
  /** Accessible label, e.g. "Likes". */
  label: string;
  count: number;
}

export interface PostCardView {
  postId: number;
  /** e.g. `/posts/{postId}`. */
  href: string;
  image: PostImageView;
  imageCount: number;
  author: { username: string; profileHref: string; avatarUrl?: string | null };
  reactions: ReactionView[];
  /** A review post shows the reviewer's thumb. */
  review?: 'up' | 'down' | null;
  isPinned?: boolean;
  publishedAt?: DateView;
}

export interface TagChipView {
  id: number;
  name: string;
}

export interface ResourceCardView {
  id: number;
  name: string;
  /** e.g. `/models/{id}?modelVersionId={versionId}`. */
  href: string;
  /** e.g. "LORA". */
  typeLabel: string;
  versionName?: string;
  /** The model's cover; without one the card shows a placeholder with the model type. */
  image?: PictureView | null;
  creatorName?: string;
  /** A short extra line, e.g. "1.2K downloads". */
  detail?: string;
}
