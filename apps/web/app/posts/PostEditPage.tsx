import { modelPath, POST_TITLE_MAX_LENGTH } from '@atelier/domain';
import { Button, ConfirmModal, ImageUploadCard, TextInputField } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { useImageUploads } from '../shared/post-images/use-image-uploads';
import { StatusPage } from '../shell/StatusPage';
import { toast } from '../shell/toasts';
import { PostImageList } from './PostImageList';
import { deleteImpact, type EditorImage, imageChanges } from './post-editor-view';
import type { PostAnswer } from './post-page-view';
import * as styles from './posts.css';
import { usePostEditor } from './use-post-editor';

export type PostEditPageProps = { postId: number; chunkSize: number };

/**
 * `/posts/{postId}/edit`: the author (or a moderator) edits the title, the images' order, NSFW levels and tags,
 * adds and removes images, publishes a draft, and deletes the post after being told what goes. The server decides
 * every change again; to anyone else the page is not found.
 */
export function PostEditPage({ postId, chunkSize }: PostEditPageProps) {
  const trpc = useTRPC();
  const { data: post } = useQuery(trpc.post.get.queryOptions({ id: postId }));
  if (!post?.canEdit) return <StatusPage status={404} />;
  return <EditForm post={post} chunkSize={chunkSize} />;
}

function EditForm({ post, chunkSize }: { post: PostAnswer; chunkSize: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const editor = usePostEditor(post);
  const uploads = useImageUploads({ chunkSize, post: { postId: async () => post.id } });
  const update = useMutation(trpc.post.update.mutationOptions());
  const removeImage = useMutation(trpc.post.removeImage.mutationOptions());
  const deletePost = useMutation(trpc.post.delete.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const postHref = `/posts/${post.id}`;
  const isDraft = post.publishedAt === null;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.post.pathFilter()),
      queryClient.invalidateQueries(trpc.image.pathFilter()),
      queryClient.invalidateQueries(trpc.model.getById.pathFilter()),
    ]);

  const save = async (publish: boolean) => {
    setFailure(null);
    try {
      await update.mutateAsync({
        id: post.id,
        title: editor.title,
        images: imageChanges(editor.images),
        ...(publish ? { publish: true as const } : {}),
      });
    } catch (error) {
      setFailure(failureOf(error).message);
      return;
    }
    toast.success(publish ? 'Your post is published.' : 'Your changes are saved.');
    await refresh();
    await navigate(postHref);
  };

  const remove = async (image: EditorImage) => {
    try {
      await removeImage.mutateAsync({ postId: post.id, imageId: image.id });
      toast.success('The image is removed.');
      await refresh();
    } catch (error) {
      toast.error(failureOf(error).message);
    }
  };

  const confirmDelete = async () => {
    try {
      await deletePost.mutateAsync({ id: post.id });
    } catch (error) {
      setConfirming(false);
      toast.error(failureOf(error).message);
      return;
    }
    toast.success('The post is deleted.');
    const resource = post.resource;
    // Away first: asked again, the deleted post would answer not found on this page.
    await navigate(
      resource === null
        ? '/'
        : `${modelPath(resource.modelId, resource.modelName)}?modelVersionId=${resource.modelVersionId}`,
    );
    await refresh();
  };

  return (
    <article className={styles.page}>
      <p className={styles.muted}>
        <Link to={postHref}>Back to the post</Link>
      </p>
      <header className={styles.header}>
        <h1 className={styles.heading}>Edit post</h1>
        {post.resource ? (
          <p className={styles.muted}>
            Images made with {post.resource.modelName} · {post.resource.versionName}
          </p>
        ) : null}
      </header>
      <TextInputField
        label="Title"
        description="Optional."
        value={editor.title}
        onChange={editor.setTitle}
        maxLength={POST_TITLE_MAX_LENGTH}
      />
      <section className={styles.section} aria-labelledby="post-images">
        <h2 id="post-images" className={styles.subheading}>
          Images
        </h2>
        <PostImageList
          images={editor.images}
          onChange={editor.setImages}
          onRemove={(image) => void remove(image)}
          removingId={removeImage.isPending ? (removeImage.variables?.imageId ?? null) : null}
        />
      </section>
      <ImageUploadCard
        uploads={uploads.uploads}
        onFilesChoose={uploads.choose}
        onDismiss={uploads.dismiss}
        hint="JPEG, PNG or WebP. Each image is checked and measured when it arrives."
      />
      {failure ? (
        <p className={styles.muted} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant={isDraft ? 'secondary' : 'primary'}
          isDisabled={uploads.busy}
          isLoading={update.isPending && !update.variables?.publish}
          onPress={() => void save(false)}
        >
          Save changes
        </Button>
        {isDraft ? (
          <Button
            isDisabled={uploads.busy || editor.images.length === 0}
            isLoading={update.isPending && update.variables?.publish === true}
            onPress={() => void save(true)}
          >
            Publish
          </Button>
        ) : null}
        <Button variant="subtle" tone="critical" onPress={() => setConfirming(true)}>
          Delete post
        </Button>
      </div>
      <ConfirmModal
        isOpen={confirming}
        title="Delete this post?"
        body={deleteImpact(post)}
        confirmLabel="Delete post"
        tone="critical"
        isPending={deletePost.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
