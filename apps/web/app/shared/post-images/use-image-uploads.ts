import type { AppRouter } from '@atelier/adapters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import { useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { createTusUpload, startOrResume } from '../uploads/tus-upload';
import { type ImageUpload, nextUpload, queuedUploads, uploadViews } from './post-images-view';

/** The declared type of an image upload (`Upload-Metadata type`), which `post.addImage` accepts. */
const IMAGE_UPLOAD_TYPE = 'Image';

/**
 * The post images go to: `postId()` gives its id, creating the post on the first call when there is none yet
 * (`usePostOnFirstImage`); a refusal to create it is that image's failure, and the next image asks again.
 */
type PostOfUploads = { postId: () => Promise<number> };

/**
 * Creates the page's post (`post.create`, which decides who may post) when the first image has arrived, once.
 * `create` is the call's input: the wizard's published post, the create page's draft (or review post).
 */
export function usePostOnFirstImage(
  create: () => inferRouterInputs<AppRouter>['post']['create'],
): PostOfUploads {
  const trpc = useTRPC();
  const createPost = useMutation(trpc.post.create.mutationOptions());
  const post = useRef<Promise<number> | null>(null);
  return {
    postId: () => {
      post.current ??= createPost.mutateAsync(create()).then(
        (created) => created.id,
        (error: unknown) => {
          post.current = null;
          throw error;
        },
      );
      return post.current;
    },
  };
}

/**
 * Images onto a post: each chosen image is a tus upload to `/api/uploads`, one at a time, then added to the post
 * (`post.addImage`, where the server decodes and measures it). A refusal stays on that image until dismissed.
 * `onAdded` hears the post's id once an image is on it (a page showing the post reads it from then on).
 */
export function useImageUploads({
  chunkSize,
  post,
  onAdded,
}: {
  chunkSize: number;
  post: PostOfUploads;
  onAdded?: (postId: number) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const keys = useRef(0);
  const transfer = useRef<Upload | null>(null);
  const addImage = useMutation(trpc.post.addImage.mutationOptions());
  const patch = (id: string, next: Partial<ImageUpload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...next } : upload)));

  // Leaving the page stops the transfer; it stays resumable like any other upload.
  useEffect(() => () => void transfer.current?.abort(false), []);

  const addToPost = async (upload: ImageUpload, uploadId: string) => {
    patch(upload.id, { phase: 'adding', sentKB: upload.totalKB });
    try {
      const postId = await post.postId();
      await addImage.mutateAsync({ postId, uploadId });
      onAdded?.(postId);
      setUploads((current) => current.filter((other) => other.id !== upload.id));
      toast.success(`${upload.name} is added.`);
      // A first read of the post still on its way may predate this image, and a refetch would join it: start over.
      await queryClient.cancelQueries(trpc.post.get.pathFilter());
      await Promise.all([
        queryClient.invalidateQueries(trpc.post.getInfinite.pathFilter()),
        queryClient.invalidateQueries(trpc.post.get.pathFilter()),
        queryClient.invalidateQueries(trpc.model.getById.pathFilter()),
      ]);
    } catch (error) {
      patch(upload.id, { phase: 'failed', error: failureOf(error).message });
    }
  };

  const next = nextUpload(uploads);
  // Only a new upload to start re-runs this; the progress and phase of the current one do not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the upload to start
  useEffect(() => {
    if (next === null) return;
    patch(next.id, { phase: 'uploading' });
    const tus = createTusUpload({
      file: next.file,
      type: IMAGE_UPLOAD_TYPE,
      chunkSize,
      onProgress: (sent) => patch(next.id, { sentKB: sent / 1024 }),
      onSuccess: (uploadId) => {
        transfer.current = null;
        void addToPost(next, uploadId);
      },
      onError: (message) => {
        transfer.current = null;
        patch(next.id, { phase: 'failed', error: message });
      },
    });
    transfer.current = tus;
    void startOrResume(tus);
  }, [next?.id]);

  return {
    uploads: uploadViews(uploads),
    /** An image is on its way or being added: publishing waits for it. */
    busy: uploads.some((upload) => upload.phase !== 'failed'),
    choose: (files: File[]) => {
      const queued = queuedUploads(files, keys.current);
      keys.current += files.length;
      setUploads((current) => [...current, ...queued]);
    },
    dismiss: (id: string) => setUploads((current) => current.filter((upload) => upload.id !== id)),
  };
}
