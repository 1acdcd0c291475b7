import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

/**
 * The `rescan {modelId}` job, the system's rescan (no moderator, so no audit entry): queues a `processFile` job
 * (`again`) for every file of every version, each of which hashes and scans one file again with its own retries.
 * Idempotent: files already queued and still waiting are not queued twice.
 */
export class RescanModelFiles {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'jobs'>) {}

  async execute(input: { modelId: number }): Promise<Result<{ queued: number }>> {
    const files = await this.deps.uow.read(async (r) => {
      const model = await r.models.ofId(input.modelId);
      if (model === null) return null;
      const versions = await r.versions.ofModel(model.id);
      return r.files.ofVersions(versions.map((version) => version.id));
    });
    if (files === null) return fail(errors.notFound);
    for (const file of files) await this.deps.jobs.enqueue('processFile', { fileId: file.id, again: 1 });
    return ok({ queued: files.length });
  }
}
