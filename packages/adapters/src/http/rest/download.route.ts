import {
  type DownloadModelFile,
  type DownloadTrainingData,
  type DownloadVaultItem,
  errors,
  FILE_TYPES,
  type ModelFile,
  type Result,
  type ServedFile,
  strictId,
  VAULT_DOWNLOAD_TYPES,
} from '@atelier/domain';
import { type Request, type Response, Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DiskFileStorage } from '../../files/disk-file-storage.js';
import { storableString } from '../../storage/knex/storable-text.js';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';
import { describeZodError } from '../trpc/failure.js';
import { sendAttachment } from './send-file.js';
import { sendVaultDownload } from './vault-download.js';

export type DownloadUseCases = {
  modelFile: DownloadModelFile;
  trainingData: DownloadTrainingData;
  vaultItem: DownloadVaultItem;
};

const criterion = storableString().min(1).max(50);

const modelQuery = z.strictObject({
  type: z.enum(FILE_TYPES).optional(),
  format: criterion.optional(),
  size: criterion.optional(),
  fp: criterion.optional(),
  fileId: z
    .string()
    .refine((raw) => strictId(raw) !== null, { error: 'must be a positive whole number' })
    .transform((raw) => strictId(raw) as number)
    .optional(),
});
const vaultQuery = z.strictObject({ type: z.enum(VAULT_DOWNLOAD_TYPES).default('model') });

/** The query without `token`, which the authentication step has already consumed. */
const queryOf = (req: Request): Record<string, unknown> => {
  const { token: _token, ...rest } = req.query as Record<string, unknown>;
  return rest;
};

const parse = <S extends z.ZodType>(res: Response, schema: S, value: unknown): z.output<S> | undefined => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const described = describeZodError(parsed.error);
  refuse(res, { code: described.code, message: described.message });
  return undefined;
};

/** The id in the path, read strictly (strictId): anything else answers exactly like a missing id, 404. */
const pathId = (res: Response, raw: string | undefined): number | undefined => {
  const id = strictId(raw);
  if (id === null) refuse(res, errors.notFound);
  return id ?? undefined;
};

/** The recorded SHA256, quoted as an ETag: the same bytes always carry the same validator. */
const etagOf = (file: ModelFile): string | undefined => {
  const sha256 = file.hashes.find((hash) => hash.type === 'SHA256');
  return sha256 ? `"sha256-${sha256.hash.toLowerCase()}"` : undefined;
};

/**
 * `/api/download/*`: the domain decides (visibility, membership, early access, dangerous files) and records
 * the download; this adapter only turns the answer into bytes or a JSON refusal — never an HTML page a
 * script would save as a model file.
 */
export const downloadRoutes = (deps: {
  useCases: DownloadUseCases;
  files: DiskFileStorage;
  logger: Logger;
}): Router => {
  const routes = Router();

  const serve = async (req: Request, res: Response, served: Result<ServedFile>) => {
    if (!served.ok) return refuse(res, served.error);
    const { file, storageKey } = served.value;
    const sent = await sendAttachment(req, res, {
      path: deps.files.pathOf(storageKey),
      fileName: file.name,
      etag: etagOf(file),
    });
    if (!sent) {
      deps.logger.error({ fileId: file.id, storageKey }, 'a recorded file is missing from the file store');
      refuse(res, errors.notFound);
    }
  };

  routes.get('/models/:versionId', async (req, res) => {
    const id = pathId(res, req.params.versionId);
    const query = id === undefined ? undefined : parse(res, modelQuery, queryOf(req));
    if (id === undefined || query === undefined) return;
    await serve(
      req,
      res,
      await deps.useCases.modelFile.execute(stateOf(res).viewer, { versionId: id, ...query }),
    );
  });

  routes.get('/training-data/:versionId', async (req, res) => {
    const id = pathId(res, req.params.versionId);
    const query = id === undefined ? undefined : parse(res, z.strictObject({}), queryOf(req));
    if (id === undefined || query === undefined) return;
    await serve(req, res, await deps.useCases.trainingData.execute(stateOf(res).viewer, { versionId: id }));
  });

  routes.get('/vault/:id', async (req, res) => {
    const id = pathId(res, req.params.id);
    const query = id === undefined ? undefined : parse(res, vaultQuery, queryOf(req));
    if (id === undefined || query === undefined) return;
    const download = await deps.useCases.vaultItem.execute(stateOf(res).viewer, { id, type: query.type });
    if (!download.ok) return refuse(res, download.error);
    await sendVaultDownload(req, res, download.value, { id, files: deps.files });
  });

  return routes;
};
