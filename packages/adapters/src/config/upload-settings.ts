import path from 'node:path';
import { UPLOAD_TYPES, type UploadType } from '@atelier/domain';
import { z } from 'zod';

/** Resumable uploads (docs/uploads.md): where their bytes wait, how large they may be, how long they are kept. */
export type UploadSettings = {
  /** Absolute; `<dataDir>/uploads`, outside `filesDir` until an upload is added to a version. */
  dir: string;
  /** The largest upload per declared type (a file type, or Image), in bytes. */
  maxBytes: Record<UploadType, number>;
  /** Bytes one user's unfinished and unclaimed uploads may declare together. */
  quotaBytes: number;
  /** Hours without a write after which an unfinished or unclaimed upload is swept with its bytes. */
  expiryHours: number;
};

const UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 } as const;
const SIZE_ERROR = 'must be a whole number of bytes with an optional unit, like 500MB or 20GB';

/** `20GB`, `500 MB`, `1024` (bytes); units are binary (1 GB = 1024 MB). Null when unreadable or zero. */
const bytesOf = (text: string): number | null => {
  const match = /^(\d+)\s*(B|KB|MB|GB|TB)?$/i.exec(text.trim());
  if (!match) return null;
  const bytes = Number(match[1]) * UNITS[(match[2]?.toUpperCase() ?? 'B') as keyof typeof UNITS];
  return bytes > 0 && Number.isSafeInteger(bytes) ? bytes : null;
};

export const size = z.string().transform((value, ctx) => {
  const bytes = bytesOf(value);
  if (bytes !== null) return bytes;
  ctx.addIssue({ code: 'custom', message: SIZE_ERROR });
  return z.NEVER;
});

export const DEFAULT_UPLOAD_QUOTA_BYTES = 50 * UNITS.GB;

/** Defaults sized for checkpoints (Model), embeddings (Negative), small configs and post images; override per type. */
export const DEFAULT_UPLOAD_MAX_BYTES: Record<UploadType, number> = {
  Model: 20 * UNITS.GB,
  'Pruned Model': 20 * UNITS.GB,
  Negative: 100 * UNITS.MB,
  Config: 10 * UNITS.MB,
  VAE: 2 * UNITS.GB,
  'Training Data': 10 * UNITS.GB,
  Archive: 20 * UNITS.GB,
  Image: 32 * UNITS.MB,
};

/** The upload settings when no key overrides them (tests build their `Config` with it). */
export const defaultUploadSettings = (dataDir: string): UploadSettings => ({
  dir: path.join(dataDir, 'uploads'),
  maxBytes: { ...DEFAULT_UPLOAD_MAX_BYTES },
  quotaBytes: DEFAULT_UPLOAD_QUOTA_BYTES,
  expiryHours: 24,
});

/** `Model=30GB, Config=1MB`: per-type limits over the defaults; the type names are the domain's upload types. */
export const uploadLimits = z
  .string()
  .transform((value, ctx) => {
    const limits = { ...DEFAULT_UPLOAD_MAX_BYTES };
    for (const entry of value.split(',')) {
      const [name = '', amount = '', ...rest] = entry.split('=').map((part) => part.trim());
      const bytes = bytesOf(amount);
      if (!(UPLOAD_TYPES as readonly string[]).includes(name) || bytes === null || rest.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be comma-separated Type=size pairs (types: ${UPLOAD_TYPES.join(', ')}; ${SIZE_ERROR}), not ${JSON.stringify(entry.trim())}`,
        });
        return z.NEVER;
      }
      limits[name as UploadType] = bytes;
    }
    return limits;
  })
  .default(() => ({ ...DEFAULT_UPLOAD_MAX_BYTES }));
