import path from 'node:path';
import express, { type Router } from 'express';
import type { DiskFileStorage } from '../../files/disk-file-storage.js';
import { IMAGE_KEY_PREFIX, IMAGE_URL_PREFIX } from '../../files/public-urls.js';

/**
 * Images are public (files/public-urls.ts): `/images/…` serves the stored `images/…` files as they are. Anything
 * else under the prefix — the `/images` gallery page itself, a missing file — goes on to the next handler.
 */
export const imageRoutes = (files: DiskFileStorage): Router =>
  express.Router().use(
    IMAGE_URL_PREFIX,
    express.static(path.join(files.root, IMAGE_KEY_PREFIX), {
      index: false,
      redirect: false,
      maxAge: '1d',
    }),
  );
