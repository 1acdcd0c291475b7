import type { UploadProgressView } from '@atelier/react-kit';
import { failureOf } from '../../api/failure';

/** A transfer in the kit's unit (KB); the card words it and works out the percent. */
export const uploadProgress = (sentBytes: number, totalBytes: number): UploadProgressView => ({
  sentKB: sentBytes / 1024,
  totalKB: totalBytes / 1024,
});

/** The chosen file as the card names it. */
export const chosenFile = (file: Pick<File, 'name' | 'size'>) => ({
  name: file.name,
  sizeKB: file.size / 1024,
});

/** What a failed tus request carries: the server's answer, when there was one. */
type TusFailure = { originalResponse?: { getBody(): string } | null };

/**
 * The message of a failed upload: the server's catalogue message from its JSON answer (413 too large, quota, …);
 * without one (the network, an answer that is not ours) the catalogue's generic text, as for any failed call.
 */
export const uploadFailure = (error: unknown): string => {
  const body = (error as TusFailure | null)?.originalResponse?.getBody();
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not the API's JSON: fall through to the generic text.
    }
  }
  return failureOf(error).message;
};

/** The upload id `/api/uploads` handed out: the last segment of the upload's URL. */
export const uploadIdOf = (uploadUrl: string): string => uploadUrl.split('/').filter(Boolean).pop() ?? '';
