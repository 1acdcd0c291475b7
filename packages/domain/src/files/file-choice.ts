import type { FilePreference } from '../users/user.js';
import { DEFAULT_FILE_PREFERENCE, pickBestFile } from './best-file.js';
import type { ModelFile } from './model-file.js';

/** What a download link asks for: one file by id, or the best file matching the given type and metadata. */
export type FileRequest = { fileId?: number; type?: string; format?: string; size?: string; fp?: string };

type ChoosableFile = Pick<ModelFile, 'id' | 'type' | 'metadata' | 'visibility'>;

/**
 * The file a download link means. Private files count only for `includePrivate` (owner or moderator). Without any
 * criterion the viewer's preferred model file wins; training data has its own route and is only served when asked for.
 */
export const chooseDownloadFile = <F extends ChoosableFile>(
  files: readonly F[],
  request: FileRequest,
  options: { preference?: Partial<FilePreference> | null; includePrivate: boolean },
): F | undefined => {
  const preference = options.preference ?? DEFAULT_FILE_PREFERENCE;
  const visible = files.filter((file) => options.includePrivate || file.visibility === 'Public');
  if (request.fileId !== undefined) return visible.find((file) => file.id === request.fileId);

  const { type, format, size, fp } = request;
  const criteria = type !== undefined || format !== undefined || size !== undefined || fp !== undefined;
  if (!criteria)
    return pickBestFile(
      visible.filter((file) => file.type !== 'Training Data'),
      preference,
    );
  const matching = visible.filter(
    (file) =>
      (type === undefined || file.type === type) &&
      (format === undefined || file.metadata.format === format) &&
      (size === undefined || file.metadata.size === size) &&
      (fp === undefined || file.metadata.fp === fp),
  );
  return pickBestFile(matching, preference);
};
