import path from 'node:path';
import {
  type GetImageAccess,
  type ImageVariantFormat,
  type ImageVariantWidth,
  postImageKey,
  type Viewer,
} from '@atelier/domain';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { DiskFileStorage } from '../../files/disk-file-storage.js';
import { IMAGE_KEY_PREFIX, IMAGE_URL_PREFIX } from '../../files/public-urls.js';
import type { ImageVariants } from '../../images/image-variants.js';

/**
 * `/images/{contentKey}/original.{jpg|png|webp}` and `/images/{contentKey}/{320|640|1280}.{avif|webp}`: the URLs of
 * post images (`postImageUrl`, `imageVariantUrl`). Anything else under `/images/` is not a post image.
 */
const POST_IMAGE = /^\/([0-9a-f]{32})\/(?:original\.(jpg|png|webp)|(320|640|1280)\.(avif|webp))$/;

const FORMAT_OF_EXTENSION = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const;
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * How long a post image may be kept: a year and never revalidated while anonymous visitors may see it (its URL names
 * one content, for good); never stored when only this viewer may (its owner or a moderator).
 */
const CACHE_CONTROL = {
  public: 'public, max-age=31536000, immutable',
  viewer: 'private, no-store',
} as const;

export type ImageRouteDeps = {
  files: DiskFileStorage;
  variants: Pick<ImageVariants, 'variant'>;
  access: Pick<GetImageAccess, 'execute'>;
  /** Who is asking, read only for images anonymous viewers may not see (owners and moderators still do). */
  viewerOf: (req: Request) => Promise<Viewer>;
};

type PostImageFile =
  | { contentKey: string; extension: keyof typeof FORMAT_OF_EXTENSION }
  | { contentKey: string; width: ImageVariantWidth; format: ImageVariantFormat };

const postImageFileOf = (relativePath: string): PostImageFile | null => {
  const match = POST_IMAGE.exec(relativePath);
  if (match?.[1] === undefined) return null;
  const [, contentKey, extension, width, format] = match;
  if (extension !== undefined)
    return { contentKey, extension: extension as keyof typeof FORMAT_OF_EXTENSION };
  return { contentKey, width: Number(width) as ImageVariantWidth, format: format as ImageVariantFormat };
};

/**
 * `/images/…`. A post image (its original or a variant) is served only to viewers who may see it (`GetImageAccess`,
 * asked on every request, so a hidden image stops being served at once); to anyone else, and for a malformed key or
 * width, it answers exactly like a missing file: the request goes on to the next handler. A variant not made yet
 * (its `imageVariants` job has not run) is made now, once. Other files under `images/` (generated images, the large
 * demo's shared pool) are public files.
 */
export const imageRoutes = ({ files, variants, access, viewerOf }: ImageRouteDeps): Router => {
  const staticImages = express.static(path.join(files.root, IMAGE_KEY_PREFIX), {
    index: false,
    redirect: false,
    maxAge: '1d',
  });

  const postImage: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = postImageFileOf(req.path);
    if (file === null) return next();
    const { contentKey } = file;
    let answer = await access.execute(null, { contentKey });
    if (answer === 'missing') answer = await access.execute(await viewerOf(req), { contentKey });
    if (answer === 'missing') return next();

    const filePath =
      'extension' in file
        ? files.pathOf(postImageKey(contentKey, FORMAT_OF_EXTENSION[file.extension]))
        : await variants.variant(contentKey, file.width, file.format);
    if (filePath === null) return next();
    const extension = 'extension' in file ? file.extension : file.format;
    res.sendFile(
      // Relative to the store, so only the key's own path is judged for dotfiles, not where the store lives.
      path.relative(files.root, filePath),
      {
        root: files.root,
        // Set only once the file is found: a missing one goes on to the next handler with no header of ours.
        headers: { 'Content-Type': CONTENT_TYPES[extension], 'Cache-Control': CACHE_CONTROL[answer] },
        cacheControl: false,
      },
      (error?: NodeJS.ErrnoException & { status?: number }) => {
        if (error === undefined || res.headersSent) return;
        if (error.status === 404 || error.code === 'ENOENT') return next();
        next(error);
      },
    );
  };

  return express.Router().use(IMAGE_URL_PREFIX, postImage).use(IMAGE_URL_PREFIX, staticImages);
};
