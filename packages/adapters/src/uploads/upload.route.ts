import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { errors, type FeatureFlags } from '@atelier/domain';
import { Server } from '@tus/server';
import { type RequestHandler, type Response, Router } from 'express';
import type { UploadSettings } from '../config/config.js';
import { httpErrors } from '../http/http-errors.js';
import { apiKeyScope } from '../http/middleware/api-key-scope.js';
import { CSRF_HEADER } from '../http/middleware/csrf.js';
import { refuse } from '../http/refuse.js';
import { stateOf } from '../http/request-state.js';
import type { KnexUploads } from './knex-uploads.js';
import { RecordedDataStore } from './recorded-data-store.js';
import type { UploadBytes } from './upload-bytes.js';
import { declaredUpload, formatBytes } from './upload-request.js';

export const UPLOADS_PATH = '/api/uploads';

/** What the upload routes need from the composition root. */
export type Uploading = {
  uploads: KnexUploads;
  bytes: UploadBytes;
  settings: UploadSettings;
  flags: FeatureFlags;
};

export type UploadRouteDeps = Uploading & {
  /** The edge's own authentication and CSRF check, as on every other `/api` route. */
  authenticate: RequestHandler;
  csrf: RequestHandler;
  /** The `/api` mutation limits, shared so creating uploads spends the same budget as other mutations. */
  limits: RequestHandler[];
  /** Origins besides our own that may call from a browser (CORS), as for the CSRF check. */
  allowedOrigins: readonly string[];
};

/** The id reserved for a creation request, which tus's naming function hands back. */
const reservedIds = new WeakMap<ServerResponse, string>();

const reservedIdOf = (req: unknown): string => {
  const res = (req as { runtime?: { node?: { res?: ServerResponse } } }).runtime?.node?.res;
  const id = res === undefined ? undefined : reservedIds.get(res);
  if (id === undefined) throw new Error('An upload was created without a reserved id');
  return id;
};

const newUploadId = (): string => randomBytes(16).toString('hex');

/** tus over the recorded store; only requests the routes below let through reach it. */
const tusServer = (deps: UploadRouteDeps): Server =>
  new Server({
    path: UPLOADS_PATH,
    datastore: new RecordedDataStore(deps.bytes.dataStore, deps.uploads),
    relativeLocation: true,
    namingFunction: reservedIdOf,
    // The last path segment, without the query (a script may sign in with `?token=`).
    getFileIdFromRequest: (req) => new URL(req.url).pathname.split('/').pop(),
    allowedOrigins: (origin) => deps.allowedOrigins.includes(origin),
    allowedCredentials: true,
    allowedHeaders: [CSRF_HEADER, 'Authorization'],
  });

const viewerId = (res: Response): number => {
  const viewer = stateOf(res).viewer;
  if (viewer === null) throw new Error('The upload routes run after the sign-in check');
  return viewer.id;
};

/**
 * `/api/uploads`: the tus protocol (creation, creation-with-upload, termination) for signed-in users, by session
 * cookie (with the CSRF header) or API key (docs/uploads.md). Creation checks the declared type's size limit and
 * the owner's quota before anything is stored; an upload that is not the viewer's answers exactly like a missing
 * one (docs/adr/0007-hidden-equals-missing.md).
 */
export const uploadRoutes = (deps: UploadRouteDeps): Router => {
  const tus = tusServer(deps);
  const router = Router();
  const handOver: RequestHandler = (req, res, next) => {
    tus.handle(req, res).catch(next);
  };

  router.use(deps.authenticate);
  router.use((req, res, next) => (req.method === 'OPTIONS' ? handOver(req, res, next) : next()));
  router.use(deps.csrf, apiKeyScope);
  router.use((_req, res, next) => {
    if (stateOf(res).viewer === null) return refuse(res, errors.signInRequired);
    next();
  });
  router.use((req, res, next) => {
    if (req.method !== 'HEAD' && !deps.flags.isOn('canWrite')) return refuse(res, errors.cannotWrite);
    next();
  });

  const admit: RequestHandler = async (req, res, next) => {
    const declared = declaredUpload(
      {
        length: req.get('upload-length'),
        deferLength: req.get('upload-defer-length'),
        metadata: req.get('upload-metadata'),
      },
      deps.settings.maxBytes,
    );
    if (!declared.ok) return refuse(res, declared.error);
    const id = newUploadId();
    const reserved = await deps.uploads.reserve(
      { id, userId: viewerId(res), ...declared.value },
      deps.settings.quotaBytes,
    );
    if (!reserved) return refuse(res, errors.uploadQuotaExceeded(formatBytes(deps.settings.quotaBytes)));
    reservedIds.set(res, id);
    // A creation tus refuses, or one the client never heard back from, leaves nothing behind (should this
    // clean-up fail, the sweep finds the bytes later).
    res.once('close', () => {
      if (res.statusCode === 201 && res.writableFinished) return;
      void deps.uploads
        .forget(id)
        .then(() => deps.bytes.remove(id))
        .catch(() => undefined);
    });
    next();
  };

  const ownUpload: RequestHandler = async (req, res, next) => {
    const upload = await deps.uploads.ofId(String(req.params.id));
    if (upload === null || upload.userId !== viewerId(res)) return refuse(res, errors.notFound);
    next();
  };

  router.post('/', ...deps.limits, admit, handOver);
  router.head('/:id', ownUpload, handOver);
  router.patch('/:id', ownUpload, handOver);
  router.delete('/:id', ...deps.limits, ownUpload, handOver);
  router.use((_req, res) => refuse(res, httpErrors.routeNotFound));
  return router;
};
