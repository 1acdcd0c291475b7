import { type PageFile, toPageFile } from '../models/model-page.js';
import { auditEntry } from '../moderation/audit-entry.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { New } from '../ports/new.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { checkFileFormat, cleanFileName } from './file-format.js';
import type { FileMetadata, FileType, ModelFile } from './model-file.js';

type CreateModelFileInput = {
  modelVersionId: number;
  uploadId: string;
  type: FileType;
  /** `format`, when given, must be what the bytes are; `size` and `fp` describe the weights. */
  metadata?: FileMetadata;
  /** The name shown and offered on download; the upload's file name by default. */
  name?: string;
};

type CreateModelFileFailure =
  | AuthorizationFailure
  | DomainError<'UPLOAD.NOT_FOUND' | 'UPLOAD.INCOMPLETE' | 'UPLOAD.TYPE_MISMATCH' | 'FILE.WRONG_FORMAT'>;

/** Where a version's file lives in FileStorage: upload ids are unique, names are not. */
export const storageKeyOf = (modelId: number, modelVersionId: number, uploadId: string): string =>
  `models/${modelId}/versions/${modelVersionId}/${uploadId}`;

/**
 * `modelFile.create`: the owner (or a moderator) links a finished upload of theirs to a version. The bytes are
 * checked for what they claim to be before anything is stored; the file then appears Pending, and the
 * `processFile` job fills in its hashes, tensor facts and scans.
 */
export class CreateModelFile {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'uploads' | 'inspector' | 'files'>) {}

  async execute(
    viewer: Viewer,
    input: CreateModelFileInput,
  ): Promise<Result<PageFile, CreateModelFileFailure>> {
    const now = this.deps.clock.now();
    const loaded = await this.deps.uow.read((r) =>
      loadAuthorizedVersion(r, 'model.manageFiles', viewer, input.modelVersionId, now),
    );
    if (!loaded.ok) return loaded;
    const { model, version } = loaded.value;

    // Someone else's upload answers like a missing one (docs/adr/0007-hidden-equals-missing.md).
    const upload = await this.deps.uploads.ofId(input.uploadId);
    if (upload === null || viewer === null || upload.userId !== viewer.id) return fail(errors.uploadNotFound);
    if (!upload.complete) return fail(errors.uploadIncomplete);
    // The size limit was the declared type's: a Model upload cannot become a (much smaller) Config file here.
    if (upload.type !== input.type) return fail(errors.uploadTypeMismatch(upload.type));
    const sniffed = await this.deps.inspector.sniff({ uploadId: upload.id });
    if (sniffed === null) return fail(errors.uploadNotFound);
    const format = checkFileFormat(input.type, input.metadata?.format, sniffed);
    if (!format.ok) return format;

    const storageKey = storageKeyOf(model.id, version.id, upload.id);
    if (!(await this.deps.uploads.claim(upload.id, storageKey))) return fail(errors.uploadNotFound);
    const file: New<ModelFile> = {
      modelVersionId: version.id,
      type: input.type,
      name: cleanFileName(input.name ?? upload.filename),
      sizeKB: Math.round((sniffed.sizeBytes / 1024) * 1000) / 1000,
      visibility: 'Public',
      metadata: { ...input.metadata, format: format.value },
      hashes: [],
      virusScanResult: 'Pending',
      pickleScanResult: 'Pending',
      virusScanMessage: null,
      pickleScanMessage: null,
      scannedAt: null,
      tensorFacts: null,
      storageKey,
    };
    const created = await this.deps.uow
      .run(async (r) => {
        // The version may have gone while the bytes moved; then nothing is kept.
        if ((await r.versions.ofId(version.id)) === null) return fail(errors.notFound);
        const saved = await r.files.create(file);
        // In the same transaction: the file and its processing job are committed together or not at all.
        await r.queue.enqueue('processFile', { fileId: saved.id });
        await r.audit.append(
          auditEntry(viewer, 'modelFile.create', { modelId: model.id, modelVersionId: version.id }, now, {
            fileId: saved.id,
            name: saved.name,
            type: saved.type,
          }),
        );
        return ok(saved);
      })
      .catch(async (error: unknown) => {
        await this.deps.files.remove(storageKey);
        throw error;
      });
    if (!created.ok) {
      await this.deps.files.remove(storageKey);
      return created;
    }
    return ok(toPageFile(created.value));
  }
}
