import type { FileFormat, HashType, ScanResult, TensorFacts, UploadType } from '../files/model-file.js';
import type { ImageMeta } from '../gallery/gallery.js';
import type { ImageFormat } from '../gallery/post-images.js';
import type { Result } from '../shared/result.js';
import type { Notification } from '../social/social.js';

/**
 * Spec §6's flags. `cosmeticShop` is not among them: Atelier sells no cosmetics, so the flag had nothing to gate
 * (issue 20, docs/adr/0011-feature-flags-in-the-database.md).
 */
export const FEATURE_FLAGS = [
  'buzz',
  'chat',
  'recommenders',
  'imageGeneration',
  'earlyAccessModel',
  'impersonation',
  'canWrite',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Site-wide switches (spec §6): the `feature_flags` table over the `ATELIER_FLAG_*` defaults (docs/configuration.md). */
export interface FeatureFlags {
  isOn(flag: FeatureFlag): boolean;
}

/** Where file bytes live. */
export interface FileStorage {
  size(key: string): Promise<number | null>;
  read(key: string): Promise<Uint8Array | null>;
  /** Stores `bytes` under `key`, replacing what was there; readers never see half a file. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes the file at `key`; a key ending in `/` names a folder, removed with everything under it. */
  remove(key: string): Promise<void>;
}

export type ScanReport = {
  virusScanResult: ScanResult;
  virusScanMessage: string | null;
  pickleScanResult: ScanResult;
  pickleScanMessage: string | null;
};

/** Virus and pickle scanning of a stored file. */
export interface Scanner {
  scan(storageKey: string): Promise<ScanReport>;
}

export type GenerationRequest = { prompt: string; offset: number; count: number };

/**
 * One result of a generation task, as it arrives: an image (stored, with its public URL), a result the provider
 * refused as adult content, one that did not arrive within the per-result timeout, or one lost because the provider
 * could not be reached. `index` runs from 0 to the request's `count - 1`.
 */
export type GenerationResult =
  | { kind: 'image'; index: number; url: string }
  | { kind: 'adult'; index: number }
  | { kind: 'timeout'; index: number }
  | { kind: 'unavailable'; index: number };

/** The image generation provider used for exploration images (spec §7: a websocket task per request). */
export interface ImageGeneration {
  /**
   * Sends the task when `admit` allows it, given how many of this user's tasks are in flight; counting and sending
   * are one step, so concurrent requests cannot all pass the check. Every index gets exactly one result.
   */
  generate(
    userId: number,
    request: GenerationRequest,
    admit: (pending: number) => Result<null>,
  ): Result<AsyncIterable<GenerationResult>>;
}

export type Recipients = { userIds: number[] } | { moderators: true };

export interface Notifier {
  notify(recipients: Recipients, notification: Pick<Notification, 'kind' | 'message'>): Promise<void>;
}

/** Cached page data, busted by moderators and by writes that change what a page shows. */
export interface Cache {
  invalidate(tag: string): Promise<void>;
}

export const JOB_NAMES = ['nsfwLevelUpdate', 'rescan', 'processFile', 'imageVariants'] as const;
/**
 * - `nsfwLevelUpdate {modelVersionId}`: recompute a version's NSFW level.
 * - `rescan {modelId}`: hash and scan again every file of a model.
 * - `processFile {fileId}`: hash, inspect and scan one new file.
 * - `imageVariants {imageId}`: make the resized AVIF and WebP copies of a new post image.
 */
export type JobName = (typeof JOB_NAMES)[number];

/**
 * Background work, delivered at least once (handlers are idempotent). Jobs enqueued with the same name and payload
 * while one is still waiting are one job.
 */
export interface Jobs {
  enqueue(name: JobName, payload: Record<string, number>): Promise<void>;
}

/** What reading a stored file's bytes tells: its format (by magic bytes and parsing, never by name) and hashes. */
export type FileInspection = {
  format: FileFormat;
  /** Why the bytes are not a valid file of their format (a SafeTensors header that does not parse), or null. */
  problem: string | null;
  hashes: { type: HashType; hash: string }[];
  tensorFacts: TensorFacts | null;
  sizeBytes: number;
};

/** Bytes the hub holds: a stored file, or a finished upload not yet linked to a version. */
export type FileSource = { storageKey: string } | { uploadId: string };

/** Reads stored files: a cheap sniff of the first bytes, and a full pass that hashes every byte. */
export interface FileInspector {
  /**
   * Format and header problems only; reads the first bytes and a SafeTensors header, never the whole file (null
   * when the bytes are missing).
   */
  sniff(source: FileSource): Promise<Pick<FileInspection, 'format' | 'problem' | 'sizeBytes'> | null>;
  /** Hashes every byte in one pass (null when the file is missing). */
  inspect(storageKey: string): Promise<FileInspection | null>;
}

/** An image decoded from an upload, ready to store: what a post's image row records, and its cleaned bytes. */
export type DecodedImage = {
  format: ImageFormat;
  /** As shown, after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** A BlurHash of the image, the placeholder shown while it loads. */
  hash: string;
  /** A fresh content key (`IMAGE_CONTENT_KEY`) naming the stored image and its variants. */
  contentKey: string;
  /** Generation parameters the file carried, kept when the rest of its metadata is stripped. */
  meta: ImageMeta | null;
  /** The image re-encoded in its own format without its metadata (EXIF with GPS, XMP, comments): what is stored. */
  bytes: Uint8Array;
};

/**
 * Why bytes are refused as an image: not one of `IMAGE_FORMATS`, or pixels that do not decode whole to the size the
 * header declares (`notAnImage`); a header declaring more than `MAX_IMAGE_PIXELS` (`tooManyPixels`).
 */
export type ImageProblem = 'notAnImage' | 'tooManyPixels';

/** Decodes images on the server: an upload is an image only if its pixels decode, whatever its name says. */
export interface ImageInspector {
  /** Null when the bytes are missing. */
  decode(source: FileSource): Promise<DecodedImage | { problem: ImageProblem } | null>;
}

/** A finished or unfinished resumable upload (tus), as the hub's uploads store keeps it. */
export type Upload = {
  id: string;
  userId: number;
  /** The name the client gave; never trusted for the format. */
  filename: string;
  /** The type declared when the upload began; its size limit was checked against it. */
  type: UploadType;
  /** The size the client declared, in bytes. */
  size: number;
  /** Bytes received so far. */
  offset: number;
  complete: boolean;
};

/** Resumable uploads; a complete upload is moved into FileStorage once, when it is linked to a version. */
export interface Uploads {
  ofId(id: string): Promise<Upload | null>;
  /**
   * Moves a complete upload's bytes into FileStorage under `storageKey` and forgets the upload; false when it is
   * gone or incomplete (a second claim of the same upload fails).
   */
  claim(id: string, storageKey: string): Promise<boolean>;
}
