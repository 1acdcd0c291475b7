import { Upload } from 'tus-js-client';
import { CSRF_HEADERS } from '../../api/trpc';
import { uploadFailure, uploadIdOf } from './upload-view';

/** `/api/uploads` (docs/uploads.md): tus 1.0 with creation and termination. */
export const UPLOADS_ENDPOINT = '/api/uploads';
/** Waits between retries of a failed chunk (network trouble, 5xx); 4xx answers are not retried. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000];

/**
 * The same file and declared type resume the same upload, across reloads (tus-js-client keeps its URL in
 * localStorage); another type starts anew, since the server judged the size against the declared type.
 */
const fingerprintFor = (type: string) => async (file: File | Blob) => {
  const named = file as Partial<File>;
  return ['atelier', type, named.name ?? '', file.size, named.lastModified ?? 0].join('-');
};

export type TusUploadOptions = {
  file: File;
  /** The upload's declared type (`Upload-Metadata type`): a file type of a version, or `Image`. */
  type: string;
  chunkSize: number;
  onProgress: (sentBytes: number) => void;
  /** The finished upload's id, for the call that links it (`modelFile.create`, `post.addImage`). */
  onSuccess: (uploadId: string) => void;
  /** The server's catalogue message, or the generic text. */
  onError: (message: string) => void;
};

/** One resumable upload to `/api/uploads`, not started yet: `startOrResume` sends it. */
export const createTusUpload = ({
  file,
  type,
  chunkSize,
  onProgress,
  onSuccess,
  onError,
}: TusUploadOptions) => {
  const tus: Upload = new Upload(file, {
    endpoint: UPLOADS_ENDPOINT,
    chunkSize,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name, type },
    headers: { ...CSRF_HEADERS },
    fingerprint: fingerprintFor(type),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: (sent) => onProgress(sent),
    onSuccess: () => onSuccess(uploadIdOf(tus.url ?? '')),
    onError: (error) => onError(uploadFailure(error)),
  });
  return tus;
};

/** Starts the upload, continuing where an earlier one of the same file and type stopped. */
export const startOrResume = async (tus: Upload) => {
  const [previous] = await tus.findPreviousUploads();
  if (previous) tus.resumeFromPreviousUpload(previous);
  tus.start();
};
