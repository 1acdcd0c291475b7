import path from 'node:path';
import { type GetImageAccess, strictId, type Viewer } from '@atelier/domain';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { DiskFileStorage } from '../../files/disk-file-storage.js';
import { IMAGE_KEY_PREFIX, IMAGE_URL_PREFIX } from '../../files/public-urls.js';

/** Post images live at `/images/posts/<postId>/<imageId>.<ext>`; their ids say whose model's gallery they are in. */
const POST_IMAGES = 'posts';
const postImageIds = (relativePath: string): { postId: number; imageId: number } | null => {
  const match = /^\/([^/]+)\/([^/.]+)\.[A-Za-z0-9]+$/.exec(relativePath);
  const postId = strictId(match?.[1]);
  const imageId = strictId(match?.[2]);
  return postId === null || imageId === null ? null : { postId, imageId };
};

export type ImageRouteDeps = {
  files: DiskFileStorage;
  access: Pick<GetImageAccess, 'execute'>;
  /** Who is asking, read only for images anonymous viewers may not see (owners and moderators still do). */
  viewerOf: (req: Request) => Promise<Viewer>;
};

/**
 * `/images/…` serves the stored `images/…` files. A post image is served only to viewers who may see it
 * (`GetImageAccess`: its model, version and the owner's hidden images); to anyone else it answers exactly like a
 * missing file — the request goes on to the next handler. Post images are revalidated on every use (`no-cache`), so a
 * shared cache never keeps serving an image after it is hidden; one only some viewers may see is never stored
 * (`private, no-store`). Other images (generated, shared demo pool) stay public files.
 */
export const imageRoutes = ({ files, access, viewerOf }: ImageRouteDeps): Router => {
  const root = path.join(files.root, IMAGE_KEY_PREFIX);
  const staticFiles = (dir: string, cacheControl: string | null): RequestHandler =>
    express.static(dir, {
      index: false,
      redirect: false,
      ...(cacheControl === null
        ? { maxAge: '1d' }
        : { cacheControl: false, setHeaders: (res) => res.setHeader('Cache-Control', cacheControl) }),
    });
  const toEveryone = staticFiles(path.join(root, POST_IMAGES), 'no-cache');
  const toThisViewer = staticFiles(path.join(root, POST_IMAGES), 'private, no-store');

  const postImage: RequestHandler = async (req, res, next) => {
    const ids = postImageIds(req.path);
    if (ids === null) return next('router');
    let answer = await access.execute(null, ids);
    if (answer === 'missing') answer = await access.execute(await viewerOf(req), ids);
    if (answer === 'missing') return next('router');
    const serve = answer === 'public' ? toEveryone : toThisViewer;
    return serve(req, res, () => next('router'));
  };

  return express
    .Router()
    .use(`${IMAGE_URL_PREFIX}${POST_IMAGES}/`, postImage)
    .use(IMAGE_URL_PREFIX, staticFiles(root, null));
};
