import { ShowcaseCarousel } from '@atelier/react-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { useTRPC } from '../../api/trpc';
import { galleryLinks } from '../community/gallery-links';
import type { VersionSectionProps } from '../model-types';
import { usePageViewer } from '../page-viewer';
import * as styles from './showcase.css';
import { showcaseQueryOptions } from './showcase-query';
import { toSlides } from './to-slides';

/**
 * The top of the main column: the selected version's first post as a carousel (`image.getShowcase`), credited to
 * its author. A version without pictures gets one slim line (with "Add Post" when the viewer may), not an empty box.
 */
export function Showcase({ page, version }: VersionSectionProps) {
  const trpc = useTRPC();
  // Read with the page's flags: the viewer the page was fetched for (page-viewer.tsx).
  const viewer = usePageViewer();
  // A version switch keeps the last pictures on screen until the new ones arrive, so the column does not jump.
  const showcase = useQuery({ ...showcaseQueryOptions(trpc, version.id), placeholderData: keepPreviousData });
  if (showcase.data === undefined) return null;
  const post = showcase.data;
  const { addPostHref } = galleryLinks(page, version, viewer);
  return (
    <ShowcaseCarousel
      // Another post (a version switch) starts again at its first picture.
      key={post?.postId ?? 'none'}
      slides={toSlides(post)}
      labels={{ region: `Images of ${page.model.name} ${version.name}` }}
      footer={
        post ? (
          <span>
            Posted by{' '}
            <Link href={`/user/${post.user.username}`} className={styles.author}>
              {post.user.username}
            </Link>
          </span>
        ) : null
      }
      empty={
        <>
          <span>No images for this version yet.</span>
          {addPostHref ? (
            <Link href={addPostHref} className={styles.author}>
              Add Post
            </Link>
          ) : null}
        </>
      }
    />
  );
}
