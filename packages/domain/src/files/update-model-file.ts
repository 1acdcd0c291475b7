import { type PageFile, toPageFile } from '../models/model-page.js';
import { auditEntry } from '../moderation/audit-entry.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { loadManagedFile } from './authorized-file.js';
import { checkFileFormat } from './file-format.js';
import {
  FILE_FORMATS,
  type FileFormat,
  type FileMetadata,
  type FileType,
  type ModelFile,
} from './model-file.js';

type UpdateModelFileInput = {
  id: number;
  type?: FileType;
  /** Describes the weights; the format is read from the bytes and cannot be changed. */
  metadata?: Pick<FileMetadata, 'size' | 'fp'>;
  name?: string;
  visibility?: ModelFile['visibility'];
};

const isFormat = (value: string | undefined): value is FileFormat =>
  value !== undefined && (FILE_FORMATS as readonly string[]).includes(value);

/** `modelFile.update`: the owner or a moderator renames a file, changes its type, weights description or visibility. */
export class UpdateModelFile {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: UpdateModelFileInput,
  ): Promise<Result<PageFile, AuthorizationFailure | DomainError<'FILE.WRONG_FORMAT'>>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loaded = await loadManagedFile(r, viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { file, model } = loaded.value;
      const type = input.type ?? file.type;
      const format = file.metadata.format;
      if (type !== file.type && isFormat(format)) {
        // A new type must still suit what the bytes are (a ZIP cannot become a VAE).
        const allowed = checkFileFormat(type, undefined, { format, problem: null });
        if (!allowed.ok) return fail(allowed.error);
      }
      const updated: ModelFile = {
        ...file,
        type,
        name: input.name ?? file.name,
        visibility: input.visibility ?? file.visibility,
        metadata: { ...file.metadata, ...input.metadata },
      };
      await r.files.save(updated);
      await r.audit.append(
        auditEntry(
          viewer,
          'modelFile.update',
          { modelId: model.id, modelVersionId: file.modelVersionId },
          now,
          {
            fileId: file.id,
            ...(type !== file.type ? { type } : {}),
            ...(updated.name !== file.name ? { name: updated.name } : {}),
            ...(updated.visibility !== file.visibility ? { visibility: updated.visibility } : {}),
          },
        ),
      );
      return ok(toPageFile(updated));
    });
  }
}
