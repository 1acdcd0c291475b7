import type { Deps } from '../shared/deps.js';
import type { Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { DownloadRefusal } from './download-decision.js';
import { chooseDownloadFile, type FileRequest } from './file-choice.js';
import { type ServedFile, serveDownload } from './serve-download.js';

type DownloadModelFileInput = { versionId: number } & FileRequest;

/** GET /api/download/models/{versionId}: the requested file, or the best one for the viewer's preferences. */
export class DownloadModelFile {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(viewer: Viewer, input: DownloadModelFileInput): Promise<Result<ServedFile, DownloadRefusal>> {
    const { versionId, ...request } = input;
    return serveDownload(this.deps, viewer, versionId, (files, includePrivate) =>
      chooseDownloadFile(files, request, { preference: viewer?.filePreferences, includePrivate }),
    );
  }
}
