import type { DateView } from './common';

export interface PostImageView {
  url: string;
  width: number;
  height: number;
  alt: string;
  /** A tiny image (data URL) shown blurred until the image has loaded. */
  placeholderUrl?: string;
}

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
  image?: { url: string; alt: string } | null;
  creatorName?: string;
}
