import { POSTS_PAGE_MAX } from '@atelier/domain';
import { Button, ImageUploadCard, UploadedImages } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTRPC } from '../../api/trpc';
import * as styles from './post-images.css';
import { uploadedImages } from './post-images-view';
import { useImageUploads, usePostOnFirstImage } from './use-image-uploads';

export type PostImagesEditorProps = {
  versionId: number;
  versionName: string;
  /** The signed-in viewer: the list shows their posts on the version. */
  viewerId: number;
  chunkSize: number;
  headingLevel?: 2 | 3;
};

/**
 * Adding images to a version (wizard step 3): the upload card, then the viewer's images on the version, each with
 * its size as the server measured it. The first image makes a post published at once (docs/posts.md): seen with the
 * version, so by everyone once the version is published.
 */
export function PostImagesEditor({
  versionId,
  versionName,
  viewerId,
  chunkSize,
  headingLevel = 2,
}: PostImagesEditorProps) {
  const trpc = useTRPC();
  const headingId = useId();
  const post = usePostOnFirstImage(() => ({ modelVersionId: versionId }));
  const uploads = useImageUploads({ chunkSize, post });
  // One page of the viewer's posts on the version (the most the server gives at once): a first post has few.
  const posts = useQuery(
    trpc.post.getInfinite.queryOptions({
      modelVersionId: versionId,
      userId: viewerId,
      limit: POSTS_PAGE_MAX,
    }),
  );
  const Heading = `h${headingLevel}` as const;
  const images = posts.data ? uploadedImages(posts.data.items) : null;
  return (
    <div className={styles.editor}>
      <ImageUploadCard
        uploads={uploads.uploads}
        onFilesChoose={uploads.choose}
        onDismiss={uploads.dismiss}
        headingLevel={headingLevel}
        hint="JPEG, PNG or WebP. Each image is checked and measured when it arrives."
      />
      <section className={styles.section} aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.heading}>
          Your images
        </Heading>
        {posts.isError ? (
          <p className={styles.muted} role="alert">
            The images could not be loaded.{' '}
            <Button variant="subtle" size="sm" onPress={() => void posts.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <UploadedImages
            label={`Images of ${versionName}`}
            images={images}
            emptyTitle="No images yet"
            emptyDescription="Add at least one image: it shows what the model makes."
          />
        )}
      </section>
    </div>
  );
}
