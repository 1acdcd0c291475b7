import {
  DownloadModelFile,
  DownloadTrainingData,
  DownloadVaultItem,
  errors,
  FindCatalogVersionsByHash,
  GenerateExplorationImages,
  GetCatalogModel,
  GetCatalogVersion,
  GetImageAccess,
  ListCatalogModels,
  ListCreators,
  ListFeedImages,
  ListTags,
  SharesPublicModelPage,
  type User,
} from '@atelier/domain';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Container } from 'inversify';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Accounts } from '../auth/accounts.js';
import { resolve } from '../container/create-container.js';
import { TOKENS } from '../container/tokens.js';
import { useCaseResolver } from '../container/use-cases.module.js';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import type { ImageVariants } from '../images/image-variants.js';
import { type Uploading, uploadRoutes } from '../uploads/upload.route.js';
import { API_V1, DOWNLOADS } from './api-paths.js';
import { healthRoutes } from './health.route.js';
import { httpErrors } from './http-errors.js';
import { defaultHttpSettings, type HttpSettings } from './http-settings.js';
import { requestLogger } from './log-redaction.js';
import { apiKeyScope } from './middleware/api-key-scope.js';
import { authenticate } from './middleware/authenticate.js';
import { csrfProtection } from './middleware/csrf.js';
import { bodyErrors, jsonBody, requireJson } from './middleware/json-body.js';
import { limitQueryInputDepth } from './middleware/json-depth.js';
import { rateLimits } from './middleware/rate-limit.js';
import { readOnly } from './middleware/read-only.js';
import { requestId, requestIdOf } from './middleware/request-id.js';
import { cspNonce, securityHeaders } from './middleware/security-headers.js';
import { sharedReads } from './middleware/shared-reads.js';
import { limitBatchSize } from './middleware/trpc-calls.js';
import { type PageCacheFactory, pageCache, type StoredPages } from './page-cache.js';
import { refuse } from './refuse.js';
import { authRoutes } from './rest/auth.route.js';
import { type DownloadUseCases, downloadRoutes } from './rest/download.route.js';
import { explorationRoutes } from './rest/exploration.route.js';
import { imageRoutes } from './rest/image.route.js';
import { v1Routes } from './rest/v1/v1.route.js';
import { SessionCookie } from './session-cookie.js';
import type { TrpcContext } from './trpc/context.js';
import { trpcContextFactory, trpcHandler } from './trpc/trpc-handler.js';

/** What the server-rendered pages get from the edge: who is asking, and the API's context for that request. */
export type PageMount = {
  /** Works out the viewer from the session cookie (or API key) before a page renders. */
  authenticate: RequestHandler;
  /** The context a procedure would see for this request, so a page can call the API in process. */
  contextOf(req: Request, res: Response): TrpcContext;
  /** The page cache's middleware for pages rendered for visitors who are not signed in (docs/page-cache.md). */
  pageCache: PageCacheFactory;
  /** Whether this signed-in viewer's page of the model is the public one (the domain's `seesPublicModelPage`). */
  sharesPublicModelPage(viewer: User, modelId: number): Promise<boolean>;
  /** The signed-in marker's name (session-cookie.ts): the pages' scripts read it to fetch the viewer overlay. */
  signedInMarker: string;
};

/** Mounts the web pages after the API; given the edge's pieces, it returns their handler. */
export type Pages = (mount: PageMount) => RequestHandler;

/** What the HTTP edge needs from the composition root. */
export type AppServices = {
  resolve: TrpcContext['resolve'];
  accounts: Accounts;
  virusScanning: TrpcContext['virusScanning'];
  /** The feature flags; `canWrite` off makes the API read-only (readOnly middleware, trpc.ts, uploads). */
  flags: TrpcContext['flags'];
  downloads: DownloadUseCases;
  files: DiskFileStorage;
  /** The AVIF and WebP variants of post images, made on the first request that needs one. */
  imageVariants: ImageVariants;
  uploading: Uploading;
  isDatabaseReachable: () => Promise<boolean>;
  /** Where rendered pages are kept, and the page generation that says whether one is still current. */
  pageStore: { cache: StoredPages; generation: () => Promise<string> };
  isDraining: () => boolean;
  logger: Logger;
  settings: HttpSettings;
  pages?: Pages;
};

const BYTES = { kb: 1024, mb: 1024 * 1024 } as const;
const bytesOf = (limit: string): number => {
  const match = /^(\d+)\s*(kb|mb)?$/i.exec(limit.trim());
  if (!match) throw new Error(`Unreadable body limit: ${limit}`);
  const unit = (match[2]?.toLowerCase() ?? '') as keyof typeof BYTES | '';
  return Number(match[1]) * (unit === '' ? 1 : BYTES[unit]);
};

/** Never leaks internals: an unexpected error is logged with its request id and answered with the generic text. */
const lastResort =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    logger.error({ err: error, requestId: (req as { id?: unknown }).id }, 'request failed');
    if (res.headersSent) return void res.destroy();
    refuse(res, errors.generic);
  };

/**
 * The Express app of the hub, without listening: security headers, request ids and logs, authentication,
 * CSRF and rate limits, then the tRPC API, the JSON account routes, downloads and health checks.
 */
export const createAppWith = (services: AppServices): Express => {
  const { settings, logger } = services;
  const cookie = new SessionCookie(
    settings.sessionCookieName,
    settings.publicUrl?.startsWith('https:') ?? false,
  );
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestId);
  app.use(
    pinoHttp({
      logger: requestLogger(logger),
      genReqId: (req) => (req as { id?: string }).id ?? requestIdOf(req),
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.use(cspNonce, securityHeaders());
  app.use(healthRoutes(services.isDatabaseReachable, services.isDraining));

  const limits = rateLimits(settings.rateLimit);
  const allowedOrigins = [...settings.allowedOrigins, ...(settings.publicUrl ? [settings.publicUrl] : [])];
  // tus bodies are bytes, not JSON: the uploads sit before the JSON parsing, with the same sign-in, CSRF and limits.
  app.use(
    '/api/uploads',
    uploadRoutes({
      ...services.uploading,
      authenticate: authenticate(services.accounts, cookie),
      csrf: csrfProtection(allowedOrigins),
      limits,
      allowedOrigins,
    }),
  );
  app.use('/api', requireJson, jsonBody(settings.jsonBodyLimit, settings.jsonMaxDepth), bodyErrors);
  app.use('/api/trpc', limitQueryInputDepth(settings.jsonMaxDepth), limitBatchSize(settings.maxBatchCalls));
  app.use('/api', authenticate(services.accounts, cookie));
  app.use('/api', csrfProtection(allowedOrigins));
  app.use('/api', apiKeyScope);
  app.use('/api', readOnly(services.flags));
  app.use('/api', ...limits);

  const contextOf = trpcContextFactory({
    resolve: services.resolve,
    accounts: services.accounts,
    cookie,
    virusScanning: services.virusScanning,
    flags: services.flags,
  });
  app.use(
    '/api/trpc',
    sharedReads,
    trpcHandler({
      contextOf,
      logger,
      maxBodySize: bytesOf(settings.jsonBodyLimit),
      maxBatchSize: settings.maxBatchCalls,
    }),
  );
  app.use('/api/auth', authRoutes({ accounts: services.accounts, cookie }));
  app.use(DOWNLOADS, downloadRoutes({ useCases: services.downloads, files: services.files, logger }));
  app.use(
    API_V1,
    v1Routes({
      useCases: {
        list: services.resolve(ListCatalogModels),
        model: services.resolve(GetCatalogModel),
        version: services.resolve(GetCatalogVersion),
        byHash: services.resolve(FindCatalogVersionsByHash),
        images: services.resolve(ListFeedImages),
        creators: services.resolve(ListCreators),
        tags: services.resolve(ListTags),
      },
      publicUrl: settings.publicUrl,
      cache: pageCache({ ...services.pageStore, cookie, ttlMs: settings.pageCacheMs })(() => 'api', 'api'),
    }),
  );
  app.use(
    '/api/exploration',
    explorationRoutes({ generate: services.resolve(GenerateExplorationImages), logger }),
  );
  app.use('/api', (_req, res) => refuse(res, httpErrors.routeNotFound));
  app.use(
    imageRoutes({
      files: services.files,
      variants: services.imageVariants,
      access: services.resolve(GetImageAccess),
      viewerOf: async (req) => {
        const session = cookie.read(req);
        return session === null ? null : services.accounts.userOfSession(session);
      },
    }),
  );
  if (services.pages)
    app.use(
      sharedReads,
      services.pages({
        authenticate: authenticate(services.accounts, cookie),
        contextOf,
        pageCache: pageCache({ ...services.pageStore, cookie, ttlMs: settings.pageCacheMs }),
        sharesPublicModelPage: (viewer, modelId) =>
          services.resolve(SharesPublicModelPage).execute(viewer, modelId),
        signedInMarker: cookie.markerName,
      }),
    );
  app.use(lastResort(logger));
  return app;
};

export type CreateAppOptions = {
  settings?: Partial<HttpSettings>;
  logger?: Logger;
  /** True once the server is shutting down, so `/readyz` tells the load balancer to stop sending traffic. */
  isDraining?: () => boolean;
  pages?: Pages;
};

/** The app over the composition root: use cases, accounts, file store and database all come from `container`. */
export const createApp = (container: Container, options: CreateAppOptions = {}): Express => {
  const knex = resolve(container, TOKENS.knex);
  const files = resolve(container, TOKENS.diskFileStorage);
  const use = useCaseResolver(container);
  const clamd = resolve(container, TOKENS.clamd);
  return createAppWith({
    resolve: use,
    accounts: resolve(container, TOKENS.accounts),
    virusScanning: () => clamd.status(),
    flags: resolve(container, TOKENS.flags),
    downloads: {
      modelFile: use(DownloadModelFile),
      trainingData: use(DownloadTrainingData),
      vaultItem: use(DownloadVaultItem),
    },
    files,
    imageVariants: resolve(container, TOKENS.imageVariants),
    uploading: {
      uploads: resolve(container, TOKENS.knexUploads),
      bytes: resolve(container, TOKENS.uploadBytes),
      settings: resolve(container, TOKENS.config).uploads,
      flags: resolve(container, TOKENS.flags),
    },
    isDatabaseReachable: async () => {
      await knex.raw('select 1');
      return true;
    },
    pageStore: {
      cache: resolve(container, TOKENS.inProcessCache),
      generation: resolve(container, TOKENS.pageGeneration),
    },
    isDraining: options.isDraining ?? (() => false),
    logger: options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' }),
    settings: { ...defaultHttpSettings(), ...options.settings },
    ...(options.pages ? { pages: options.pages } : {}),
  });
};
