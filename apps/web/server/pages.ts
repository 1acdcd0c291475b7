import path from 'node:path';
import { type AppRouter, isFilePath, type Pages } from '@atelier/adapters';
import { createRequestHandler } from '@react-router/express';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import compression from 'compression';
import express from 'express';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { themeFromCookie } from '../app/shell/theme-cookie.js';
import { remembered } from './remembered.js';

/** The build's route table as a tree, for matching a request the way React Router will. */
const routeTree = (build: ServerBuild, parentId?: string): RouteObject[] =>
  Object.values(build.routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(build, route?.id);
      const { id, path, caseSensitive } = route as NonNullable<typeof route>;
      return route?.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children };
    });

/** The route that renders a model page (routes.ts: `models/:id/:slug?`). */
const MODEL_ROUTE = 'routes/model';

/**
 * How many paths' routes are kept. A signed-in visitor's model page asks on every request, and React Router
 * flattens and ranks the whole route table at each `matchRoutes`: about a quarter of such a request's CPU before.
 */
const MATCHED_PATHS = 1_000;

/**
 * The server-rendered web app as the API server's pages: a page a visitor who is not signed in asked for lately
 * straight from the page cache (docs/page-cache.md), hashed assets straight from disk (cached for a year), then
 * every other GET rendered by React Router with the viewer's API called in process.
 */
export const webPages =
  (build: ServerBuild, clientDir: string, router: AppRouter): Pages =>
  ({ authenticate, contextOf, pageCache, sharesPublicModelPage, signedInMarker }) => {
    const pages = express.Router();
    const routes = routeTree(build);
    /** The id of the model whose page `path` asks for; null for any other page. The route table never changes. */
    const modelPageOf = remembered(MATCHED_PATHS, (path): number | null => {
      const match = matchRoutes(routes, path)?.at(-1);
      return match?.route.id === MODEL_ROUTE ? Number(match.params.id) : null;
    });
    // The theme cookie is the one thing besides the address that changes a page for such a visitor (root.tsx).
    // A signed-in viewer gets the public model page when it shows nothing of theirs beyond the viewer overlay.
    const cache = pageCache(
      (req) => themeFromCookie(req.headers.cookie ?? null) ?? 'system',
      'page',
      async (req, viewer) => {
        const modelId = modelPageOf(req.path);
        return modelId !== null && Number.isSafeInteger(modelId) && sharesPublicModelPage(viewer, modelId);
      },
    );
    pages.use(cache.lookup);
    pages.use(compression());
    pages.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    // The build's other files (the favicon) are files by their address; a page's address is never looked for on
    // disk, which cost every signed-in page a stat() (issue 15, P2).
    const otherFiles = express.static(clientDir, { maxAge: '1h', index: false });
    pages.use((req, res, next) => (isFilePath(req.path) ? otherFiles(req, res, next) : next()));
    pages.use(
      authenticate,
      cache.lookupShared,
      cache.fill,
      createRequestHandler({
        build,
        getLoadContext: (req, res) => ({
          cspNonce: res.locals.cspNonce as string,
          signedInMarker,
          api: (queryClient) => createTRPCOptionsProxy({ router, ctx: contextOf(req, res), queryClient }),
        }),
      }),
    );
    return pages;
  };
