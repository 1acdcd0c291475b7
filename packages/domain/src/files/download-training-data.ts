import type { Deps } from '../shared/deps.js';
import type { Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { DownloadRefusal } from './download-decision.js';
import { chooseDownloadFile } from './file-choice.js';
import { type ServedFile, serveDownload } from './serve-download.js';

/** GET /api/download/training-data/{versionId}: the version's Training Data file, under the same download rule. */
export class DownloadTrainingData {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(viewer: Viewer, input: { versionId: number }): Promise<Result<ServedFile, DownloadRefusal>> {
    return serveDownload(this.deps, viewer, input.versionId, (files, includePrivate) =>
      chooseDownloadFile(files, { type: 'Training Data' }, { includePrivate }),
    );
  }
}
