import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import { processedFile } from './processed-file.js';

/**
 * The `processFile` job: reads a new file's bytes once for its hashes and tensor facts, scans it, and saves both.
 * Idempotent (a job may be delivered more than once): a file already processed (by an earlier delivery, or by
 * `atelier import`, which processes as it goes) or deleted meanwhile is skipped, unless `again` asks for a rescan
 * (the `rescan` job queues `processFile {fileId, again: 1}`).
 */
export class ProcessModelFile {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'scanner' | 'inspector'>) {}

  async execute(input: { fileId: number; again?: boolean }): Promise<Result<{ processed: boolean }, never>> {
    const done = (file: { scannedAt: Date | null }) => input.again !== true && file.scannedAt !== null;
    const file = await this.deps.uow.read((r) => r.files.ofId(input.fileId));
    if (file === null || done(file)) return ok({ processed: false });
    const inspection = await this.deps.inspector.inspect(file.storageKey);
    const report = await this.deps.scanner.scan(file.storageKey);
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const current = await r.files.ofId(input.fileId);
      if (current === null || done(current)) return ok({ processed: false });
      await r.files.save(processedFile(current, inspection, report, now));
      return ok({ processed: true });
    });
  }
}
