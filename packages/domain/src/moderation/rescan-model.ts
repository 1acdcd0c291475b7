import type { ModelFile } from '../files/model-file.js';
import { autoV2Of, processedFile } from '../files/processed-file.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { FileInspection, ScanReport } from '../ports/services.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

type RescanSummary = {
  /** Files scanned and saved. */
  scanned: number;
  /** Of those, files whose virus or pickle scan says Danger. */
  dangerous: number;
  /** Files whose bytes no longer match the AutoV2 hash recorded before. */
  changed: number;
};

const isDangerous = (report: ScanReport): boolean =>
  report.virusScanResult === 'Danger' || report.pickleScanResult === 'Danger';

/**
 * `model.rescan`: a moderator re-reads every file of every version: hashes again (a changed AutoV2 is recorded) and
 * scans again. Reading and scanning are slow I/O, so they run before the transaction that saves the results with
 * the scan time; files deleted meanwhile are skipped.
 */
export class RescanModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'scanner' | 'inspector'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<RescanSummary>> {
    const now = this.deps.clock.now();
    const loaded = await this.deps.uow.read(async (r) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.rescan', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      const versions = await r.versions.ofModel(model.id);
      return ok(await r.files.ofVersions(versions.map((version) => version.id)));
    });
    if (!loaded.ok) return loaded;

    const reads = new Map<number, { inspection: FileInspection | null; report: ScanReport }>();
    for (const file of loaded.value) {
      reads.set(file.id, {
        inspection: await this.deps.inspector.inspect(file.storageKey),
        report: await this.deps.scanner.scan(file.storageKey),
      });
    }

    const scannedAt = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const saved: ModelFile[] = [];
      const changedFileIds: number[] = [];
      for (const [fileId, { inspection, report }] of reads) {
        const file = await r.files.ofId(fileId);
        if (file === null) continue;
        const rescanned = processedFile(file, inspection, report, scannedAt);
        const before = autoV2Of(file);
        if (before !== null && autoV2Of(rescanned) !== before) changedFileIds.push(file.id);
        await r.files.save(rescanned);
        saved.push(rescanned);
      }
      const dangerous = saved.filter(isDangerous).length;
      await r.audit.append(
        auditEntry(viewer, 'model.rescan', { modelId: input.id }, scannedAt, {
          scanned: saved.length,
          dangerous,
          changedFileIds,
        }),
      );
      return ok({ scanned: saved.length, dangerous, changed: changedFileIds.length });
    });
  }
}
