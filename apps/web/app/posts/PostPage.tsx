import { Badge, CopyButton, formatNumber, Notice, ResponsiveImage } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../api/trpc';
import { StatusPage } from '../shell/StatusPage';
import { type PostImageView, toPostPageView } from './post-page-view';
import * as styles from './posts.css';

const copy = (text: string) => navigator.clipboard.writeText(text);

/** How many images the first screen loads eagerly (the largest paint); the rest load as they near the viewport. */
const EAGER_IMAGES = 1;

/**
 * `/posts/{postId}`: the post's images large and in order, its author, the model version it used, its review, its
 * reactions, and each image's generation data when the image carried it. What the viewer may not see is not found.
 */
export function PostPage({ postId }: { postId: number }) {
  const trpc = useTRPC();
  const { data: post } = useQuery(trpc.post.get.queryOptions({ id: postId }));
  if (!post) return <StatusPage status={404} />;
  const view = toPostPageView(post);
  return (
    <article className={styles.postPage}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{view.heading}</h1>
        <p className={styles.byline}>
          <span>
            By <Link to={view.author.href}>{view.author.name}</Link>
          </span>
          {view.resource ? (
            <span>
              Made with <Link to={view.resource.href}>{view.resource.label}</Link>
            </span>
          ) : null}
          <span>
            {formatNumber(view.reactionCount)} {view.reactionCount === 1 ? 'reaction' : 'reactions'}
          </span>
          {view.editHref ? <Link to={view.editHref}>Edit post</Link> : null}
        </p>
        {view.review ? (
          <Notice
            tone={view.review.recommended ? 'positive' : 'caution'}
            title={view.review.label}
            body={view.review.details ?? undefined}
          />
        ) : null}
        {view.publishedAt === null ? (
          <Notice
            tone="caution"
            title="This post is a draft"
            body="Only its author and moderators can see it until it is published."
            {...(view.editHref ? { action: { label: 'Edit and publish', href: view.editHref } } : {})}
          />
        ) : null}
      </header>
      <div className={styles.figures}>
        {view.images.map((image, index) => (
          <PostFigure key={image.id} image={image} priority={index < EAGER_IMAGES} />
        ))}
      </div>
    </article>
  );
}

function PostFigure({ image, priority }: { image: PostImageView; priority: boolean }) {
  return (
    <figure className={styles.figure} aria-label={image.alt}>
      <div
        className={styles.largeImageFrame}
        style={{ maxWidth: `calc(${styles.LARGE_IMAGE_MAX_VH}vh * ${image.width} / ${image.height})` }}
      >
        <ResponsiveImage
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          sources={image.sources}
          sizes="(min-width: 1024px) 1024px, 100vw"
          placeholder={image.placeholder}
          priority={priority}
        />
      </div>
      <figcaption className={styles.section}>
        {image.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {image.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {image.meta ? (
          <section className={styles.meta} aria-label="Generation data">
            <dl className={styles.metaList}>
              {image.meta.rows.map((row) => (
                <div key={row.label} className={styles.metaRow}>
                  <dt className={styles.metaTerm}>{row.label}</dt>
                  <dd className={styles.metaValue}>{row.value}</dd>
                </div>
              ))}
            </dl>
            <div>
              <CopyButton
                text={image.meta.copyText}
                onCopy={copy}
                label="Copy generation data"
                display="text"
              />
            </div>
          </section>
        ) : null}
      </figcaption>
    </figure>
  );
}
