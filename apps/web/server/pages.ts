import path from 'node:path';
import type { AppRouter, Pages } from '@atelier/adapters';
import { createRequestHandler } from '@react-router/express';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { themeFromCookie } from '../app/shell/theme-cookie.js';

/**
 * The server-rendered web app as the API server's pages: a page a visitor who is not signed in asked for lately
 * straight from the page cache (docs/page-cache.md), hashed assets straight from disk (cached for a year), then
 * every other GET rendered by React Router with the viewer's API called in process.
 */
export const webPages =
  (build: ServerBuild, clientDir: string, router: AppRouter): Pages =>
  ({ authenticate, contextOf, pageCache }) => {
    const pages = express.Router();
    // The theme cookie is the one thing besides the address that changes a page for such a visitor (root.tsx).
    const cache = pageCache((req) => themeFromCookie(req.headers.cookie ?? null) ?? 'system');
    pages.use(cache.lookup);
    pages.use(compression());
    pages.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    pages.use(express.static(clientDir, { maxAge: '1h', index: false }));
    pages.use(
      authenticate,
      cache.fill,
      createRequestHandler({
        build,
        getLoadContext: (req, res) => ({
          cspNonce: res.locals.cspNonce as string,
          api: (queryClient) => createTRPCOptionsProxy({ router, ctx: contextOf(req, res), queryClient }),
        }),
      }),
    );
    return pages;
  };
