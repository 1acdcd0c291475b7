import { errors, POST_TITLE_MAX_LENGTH } from '@atelier/domain';
import { Button, ImageUploadCard, Notice, TextInputField } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { modelHref } from '../authoring/authoring-access';
import type { ModelPageView, PageVersion } from '../model/model-types';
import { useImageUploads, usePostOnFirstImage } from '../shared/post-images/use-image-uploads';
import { StatusPage } from '../shell/StatusPage';
import { toast } from '../shell/toasts';
import { useViewer } from '../shell/use-viewer';
import { PostImageList } from './PostImageList';
import { type PostTarget, reviewStepOf, versionToPostOn } from './post-create-view';
import { imageChanges } from './post-editor-view';
import * as styles from './posts.css';
import { ReviewChoice } from './ReviewChoice';
import { usePostEditor } from './use-post-editor';

export type PostCreatePageProps = { target: PostTarget; chunkSize: number };

/**
 * `/posts/create`: the gallery's "Add Post" and "Add Review". The first image makes a draft post of the viewer's
 * (`post.create`, which decides who may post; a review post also makes or links the viewer's review); images are
 * ordered, tagged and rated here, and Publish makes the post public and leads back (`returnUrl`, else the version's
 * model page).
 */
export function PostCreatePage({ target, chunkSize }: PostCreatePageProps) {
  const trpc = useTRPC();
  const viewer = useViewer();
  const { data: answer } = useQuery(
    trpc.model.getById.queryOptions({ id: target.modelId, modelVersionId: target.versionId }),
  );
  const version = answer ? versionToPostOn(answer, target.versionId) : null;
  if (answer?.view !== 'model' || version === null || viewer === null) return <StatusPage status={404} />;
  return (
    <CreateForm
      page={answer}
      version={version}
      target={target}
      chunkSize={chunkSize}
      refusal={
        answer.viewer.can['model.post']
          ? null
          : viewer.muted
            ? errors.muted.message
            : errors.forbidden.message
      }
    />
  );
}

function CreateForm({
  page,
  version,
  target,
  chunkSize,
  refusal,
}: {
  page: ModelPageView;
  version: PageVersion;
  target: PostTarget;
  chunkSize: number;
  /** Why the viewer may not post on this model (the policy's `model.post`, as the page answer tells); null: they may. */
  refusal: string | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [postId, setPostId] = useState<number | null>(null);
  const [recommended, setRecommended] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const engagement = useQuery({
    ...trpc.user.getEngagedModelVersions.queryOptions({ id: page.model.id }),
    enabled: target.reviewing,
  });
  const step = target.reviewing ? reviewStepOf(engagement.data?.versions, version.id) : null;
  const post = usePostOnFirstImage(() => ({
    modelVersionId: version.id,
    publish: false,
    ...(target.reviewing ? { reviewing: true, ...(recommended === null ? {} : { recommended }) } : {}),
  }));
  // The draft is read once its first image is on it: read sooner, its answer could miss that image.
  const uploads = useImageUploads({ chunkSize, post, onAdded: setPostId });
  const draft = useQuery({ ...trpc.post.get.queryOptions({ id: postId ?? 0 }), enabled: postId !== null });
  const editor = usePostEditor(draft.data);
  const update = useMutation(trpc.post.update.mutationOptions());
  const back = target.returnUrl ?? modelHref(page, version.id);
  const readyToUpload =
    refusal === null &&
    (step === null || step.kind === 'existing' || (step.kind === 'choose' && recommended !== null));

  const publish = async () => {
    if (postId === null) return;
    setFailure(null);
    try {
      await update.mutateAsync({
        id: postId,
        title: editor.title,
        images: imageChanges(editor.images),
        publish: true,
      });
    } catch (error) {
      setFailure(failureOf(error).message);
      return;
    }
    toast.success(target.reviewing ? 'Your review post is published.' : 'Your post is published.');
    await Promise.all([
      queryClient.invalidateQueries(trpc.image.pathFilter()),
      queryClient.invalidateQueries(trpc.post.pathFilter()),
      queryClient.invalidateQueries(trpc.model.getById.pathFilter()),
      queryClient.invalidateQueries(trpc.user.getEngagedModelVersions.pathFilter()),
    ]);
    await navigate(back);
  };

  return (
    <article className={styles.page}>
      <p className={styles.muted}>
        <Link to={back}>Back to {page.model.name}</Link>
      </p>
      <header className={styles.header}>
        <h1 className={styles.heading}>{target.reviewing ? 'Add a review post' : 'Add a post'}</h1>
        <p className={styles.muted}>
          Images made with {page.model.name} · {version.name}
        </p>
      </header>
      {refusal === null ? null : <Notice tone="caution" title="You cannot add a post" body={refusal} />}
      {step === null || refusal !== null ? null : (
        <ReviewChoice
          step={step}
          modelName={page.model.name}
          recommended={recommended}
          onChoose={setRecommended}
          isLocked={postId !== null || uploads.uploads.length > 0}
        />
      )}
      <TextInputField
        label="Title"
        description="Optional."
        value={editor.title}
        onChange={editor.setTitle}
        maxLength={POST_TITLE_MAX_LENGTH}
      />
      <ImageUploadCard
        uploads={uploads.uploads}
        onFilesChoose={uploads.choose}
        onDismiss={uploads.dismiss}
        isDisabled={!readyToUpload}
        hint={
          readyToUpload
            ? 'JPEG, PNG or WebP. Each image is checked and measured when it arrives.'
            : step?.kind === 'choose'
              ? 'Choose thumbs up or down first.'
              : null
        }
      />
      <section className={styles.section} aria-labelledby="post-images">
        <h2 id="post-images" className={styles.subheading}>
          Your images
        </h2>
        <PostImageList images={editor.images} onChange={editor.setImages} />
      </section>
      {failure ? (
        <p className={styles.muted} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          isDisabled={postId === null || editor.images.length === 0 || uploads.busy}
          isLoading={update.isPending}
          onPress={() => void publish()}
        >
          Publish
        </Button>
        <Link to={back}>Cancel</Link>
      </div>
      <p className={styles.muted}>
        Until you publish, the post is a draft only you (and moderators) can see.
      </p>
    </article>
  );
}
