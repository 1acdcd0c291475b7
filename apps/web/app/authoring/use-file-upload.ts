import type { FileType } from '@atelier/domain';
import type { UploadPhase } from '@atelier/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import type { ModelPageAnswer } from '../model/model-types';
import { createTusUpload, startOrResume } from '../shared/uploads/tus-upload';
import { uploadProgress } from '../shared/uploads/upload-view';
import { toast } from '../shell/toasts';
import { withAddedFile } from './files-step-view';

export type UploadState = {
  file: File | null;
  type: FileType | null;
  phase: UploadPhase;
  sent: number;
  error: string | null;
};

const IDLE: UploadState = { file: null, type: null, phase: 'idle', sent: 0, error: null };

/**
 * One file's way onto a version: a resumable tus upload in chunks (pause, resume, cancel), then `modelFile.create`
 * links the finished upload. A finished upload the server refused to link (wrong format for the type) is kept, so
 * choosing another type links it again without sending the bytes twice.
 */
export function useFileUpload({ versionId, chunkSize }: { versionId: number; chunkSize: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const finished = useRef<{ file: File; uploadId: string } | null>(null);
  const patch = (next: Partial<UploadState>) => setState((current) => ({ ...current, ...next }));

  // Leaving the page stops the transfer; the upload stays resumable.
  useEffect(() => () => void upload.current?.abort(false), []);

  const create = useMutation({
    ...trpc.modelFile.create.mutationOptions(),
    onSuccess: async (file) => {
      finished.current = null;
      setState(IDLE);
      toast.success(`${file.name} is added; its scan starts shortly.`);
      queryClient.setQueriesData(trpc.model.getById.queryFilter(), (page: ModelPageAnswer | undefined) =>
        page ? withAddedFile(page, versionId, file) : page,
      );
      await queryClient.invalidateQueries(trpc.model.getById.queryFilter());
    },
    onError: (error) => patch({ phase: 'idle', error: failureOf(error).message }),
  });

  const link = (file: File, type: FileType, uploadId: string) => {
    finished.current = { file, uploadId };
    patch({ phase: 'finishing', sent: file.size });
    create.mutate({ modelVersionId: versionId, uploadId, type });
  };

  const start = async (file: File, type: FileType) => {
    patch({ phase: 'uploading', sent: 0, error: null });
    const tus = createTusUpload({
      file,
      type,
      chunkSize,
      onProgress: (sent) => patch({ sent }),
      onSuccess: (uploadId) => {
        upload.current = null;
        link(file, type, uploadId);
      },
      onError: (error) => {
        upload.current = null;
        patch({ phase: 'idle', error });
      },
    });
    upload.current = tus;
    await startOrResume(tus);
  };

  return {
    state,
    progress: state.file ? uploadProgress(state.sent, state.file.size) : null,
    choose: (file: File) => patch({ file, error: null }),
    chooseType: (type: FileType) => patch({ type, error: null }),
    upload: () => {
      const { file, type } = state;
      if (file === null || type === null || state.phase !== 'idle') return;
      if (finished.current?.file === file) link(file, type, finished.current.uploadId);
      else void start(file, type);
    },
    pause: () => {
      void upload.current?.abort(false);
      patch({ phase: 'paused' });
    },
    resume: () => {
      upload.current?.start();
      patch({ phase: 'uploading' });
    },
    cancel: () => {
      // Terminating removes the bytes on the server and the stored URL here; a failure leaves them to the sweep.
      void upload.current?.abort(true).catch(() => undefined);
      upload.current = null;
      setState(IDLE);
    },
  };
}
