import { useMutation, useQueryClient } from '@tanstack/react-query';
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
 * Images onto a version through a post: each chosen image is a tus upload to `/api/uploads`, one at a time; the
 * first finished one creates the post (`post.create`, which decides who may post), and each is then added to it
 * (`post.addImage`, where the server decodes and measures it). A refusal stays on that image until dismissed.
 */
export function useImageUploads({ versionId, chunkSize }: { versionId: number; chunkSize: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const keys = useRef(0);
  const transfer = useRef<Upload | null>(null);
  const post = useRef<Promise<number> | null>(null);
  const createPost = useMutation(trpc.post.create.mutationOptions());
  const addImage = useMutation(trpc.post.addImage.mutationOptions());
  const patch = (id: string, next: Partial<ImageUpload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...next } : upload)));

  // Leaving the page stops the transfer; it stays resumable like any other upload.
  useEffect(() => () => void transfer.current?.abort(false), []);

  /** The page's post, created on the first image; asked again after a refusal. */
  const postId = () => {
    post.current ??= createPost.mutateAsync({ modelVersionId: versionId }).then(
      (created) => created.id,
      (error: unknown) => {
        post.current = null;
        throw error;
      },
    );
    return post.current;
  };

  const addToPost = async (upload: ImageUpload, uploadId: string) => {
    patch(upload.id, { phase: 'adding', sentKB: upload.totalKB });
    try {
      await addImage.mutateAsync({ postId: await postId(), uploadId });
      setUploads((current) => current.filter((other) => other.id !== upload.id));
      toast.success(`${upload.name} is added.`);
      await Promise.all([
        queryClient.invalidateQueries(trpc.post.getInfinite.pathFilter()),
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
    choose: (files: File[]) => {
      const queued = queuedUploads(files, keys.current);
      keys.current += files.length;
      setUploads((current) => [...current, ...queued]);
    },
    dismiss: (id: string) => setUploads((current) => current.filter((upload) => upload.id !== id)),
  };
}
