import {
  type DomainError,
  errors,
  fail,
  ok,
  type Result,
  UPLOAD_TYPES,
  type UploadType,
} from '@atelier/domain';
import { Metadata } from '@tus/server';
import type { UploadSettings } from '../config/config.js';

/** What a creation request (tus POST) declares: the file's type, name and size. */
export type DeclaredUpload = { type: UploadType; filename: string; size: number };

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** `20 GB`, `1.5 MB`, `300 bytes`: binary units, as the configuration reads them. */
export const formatBytes = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${UNITS[unit]}`;
};

const invalid = (message: string) => fail(errors.invalidInput(message));

const readMetadata = (header: string | undefined): Record<string, string | null> | null => {
  if (header === undefined || header.trim() === '') return {};
  try {
    return Metadata.parse(header);
  } catch {
    return null;
  }
};

/**
 * Reads a creation request's `Upload-Length` and `Upload-Metadata` (`type`, `filename`) and judges the size
 * against the declared type's limit. The per-user quota is checked when the upload is recorded.
 */
export const declaredUpload = (
  headers: { length: string | undefined; deferLength: string | undefined; metadata: string | undefined },
  limits: UploadSettings['maxBytes'],
): Result<DeclaredUpload, DomainError> => {
  if (headers.length === undefined || headers.deferLength !== undefined)
    return invalid('Send Upload-Length: an upload declares its size when it is created.');
  const size = /^\d{1,16}$/.test(headers.length) ? Number(headers.length) : Number.NaN;
  if (!Number.isSafeInteger(size) || size < 1)
    return invalid('Upload-Length must be a whole number of bytes, at least 1.');
  const metadata = readMetadata(headers.metadata);
  if (metadata === null) return invalid('Upload-Metadata must be comma-separated "key base64value" pairs.');
  const type = metadata.type ?? '';
  if (!(UPLOAD_TYPES as readonly string[]).includes(type))
    return invalid(`Declare the file's type in Upload-Metadata: type is one of ${UPLOAD_TYPES.join(', ')}.`);
  const filename = metadata.filename?.trim() ?? '';
  if (filename === '' || filename.length > 255 || /[\0/\\]/.test(filename))
    return invalid(
      'Name the file in Upload-Metadata: filename is 1 to 255 characters, without slashes or NUL characters.',
    );
  const limit = limits[type as UploadType];
  if (size > limit) return fail(errors.uploadTooLarge(type, formatBytes(limit)));
  return ok({ type: type as UploadType, filename, size });
};
