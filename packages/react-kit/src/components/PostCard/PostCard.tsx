import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { HeartIcon, ImagesIcon, PinIcon, ThumbDownIcon, ThumbUpIcon } from '../../icons';
import { formatCompactNumber, formatNumber } from '../../internal/format';
import { visuallyHidden } from '../../theme/base.css';
import type { PostCardView } from '../../view-models/gallery';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import * as styles from './PostCard.css';

export interface PostCardLabels {
  pinned: string;
  images: (count: number) => string;
  recommended: string;
  notRecommended: string;
}

const defaultLabels: PostCardLabels = {
  pinned: 'Pinned',
  images: (count) => `${count} images`,
  recommended: 'Recommended',
  notRecommended: 'Not recommended',
};

/** The stacked edge under a multi-image post (`styles.stack`). */
const STACK_HEIGHT = 8;

/**
 * A post card's image height and whole height at a column width: the domain's rule (spec §9: the image at most 600
 * tall, plus 58 for the header and 8 for the stacked edge of a multi-image post), passed by the presenter. The
 * masonry places cards with it before any image has loaded, so the card renders at exactly this height.
 */
export interface PostCardGeometry {
  imageHeight: (image: { width: number; height: number }, columnWidth: number) => number;
  cardHeight: (
    post: { image: { width: number; height: number }; imageCount: number },
    columnWidth: number,
  ) => number;
}

export interface PostCardProps {
  post: PostCardView;
  /** The column width; the card's height follows from it by `geometry`. */
  width: number;
  geometry: PostCardGeometry;
  /** For the first cards (the page's largest paint): loads eagerly with high priority. */
  isPriority?: boolean;
  /** A menu in the header, e.g. the owner's `PostModerationMenu`; the header's height does not change. */
  menu?: ReactNode;
  labels?: Partial<PostCardLabels>;
}

/**
 * A gallery post: author header, the first image (sized up front, its BlurHash underneath), a count badge
 * for multi-image posts, reactions, the reviewer's thumb, a pin marker and an optional menu.
 */
export function PostCard({ post, width, geometry, isPriority = false, menu, labels }: PostCardProps) {
  const text = { ...defaultLabels, ...labels };
  const imageHeight = geometry.imageHeight(post.image, width);
  const multiple = post.imageCount > 1;
  return (
    <article
      className={styles.card}
      style={{ width, height: geometry.cardHeight(post, width) }}
      data-post-id={post.postId}
    >
      <div className={styles.header}>
        {post.author.avatarUrl ? (
          <img
            className={styles.avatar}
            src={post.author.avatarUrl}
            alt=""
            width={32}
            height={32}
            loading="lazy"
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {post.author.username.slice(0, 1)}
          </span>
        )}
        <Link href={post.author.profileHref} className={styles.author}>
          {post.author.username}
        </Link>
        {post.isPinned ? (
          <span className={styles.pinned}>
            <PinIcon />
            {text.pinned}
          </span>
        ) : null}
        {menu}
      </div>
      <Link href={post.href} className={styles.imageLink} style={{ height: imageHeight }}>
        <ResponsiveImage
          src={post.image.url}
          width={post.image.width}
          height={post.image.height}
          alt={post.image.alt}
          sources={post.image.sources ?? []}
          sizes={`${width}px`}
          placeholder={post.image.placeholder ?? null}
          priority={isPriority}
          fill
        />
        {multiple ? (
          <span className={styles.count}>
            <ImagesIcon />
            <span aria-hidden="true">{post.imageCount}</span>
            <span className={visuallyHidden}>{text.images(post.imageCount)}</span>
          </span>
        ) : null}
        {post.review ? (
          <span className={`${styles.review} ${post.review === 'up' ? styles.reviewUp : styles.reviewDown}`}>
            {post.review === 'up' ? <ThumbUpIcon /> : <ThumbDownIcon />}
            <span className={visuallyHidden}>
              {post.review === 'up' ? text.recommended : text.notRecommended}
            </span>
          </span>
        ) : null}
      </Link>
      {post.reactions.length > 0 ? (
        <ul className={styles.reactions} style={{ bottom: multiple ? STACK_HEIGHT + 8 : 8 }}>
          {post.reactions.map((reaction) => (
            <li key={reaction.key} className={styles.reaction}>
              <HeartIcon />
              <span aria-hidden="true">{formatCompactNumber(reaction.count)}</span>
              <span className={visuallyHidden}>
                {formatNumber(reaction.count)} {reaction.label}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {multiple ? <div className={styles.stack} aria-hidden="true" /> : null}
    </article>
  );
}
