import { runRefunding } from '../early-access/refunds.js';
import { type EscrowRelease, ReleaseDueEscrow } from '../early-access/release-due-escrow.js';
import type { Purgeable } from '../ports/models.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import { removeUnreferencedFiles } from './stored-files.js';

const DAY_MS = 86_400_000;

type PurgeReport = {
  dryRun: boolean;
  /** Soft deletes at or before this moment are past the retention window. */
  cutoff: Date;
  purged: Purgeable[];
  filesRemoved: number;
  escrow: EscrowRelease;
};

/**
 * `atelier purge`: permanently removes the models and versions soft-deleted longer ago than the retention window,
 * with their files in storage, then releases the early-access escrow that is due. One transaction per item, so a
 * failure leaves the rest for the next run; a dry run only lists what would go.
 */
export class PurgeDeleted {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'files' | 'notifier'>) {}

  async execute(input: { retentionDays: number; dryRun: boolean }): Promise<Result<PurgeReport>> {
    const now = this.deps.clock.now();
    const cutoff = new Date(now.getTime() - input.retentionDays * DAY_MS);
    const purgeable = await this.deps.uow.read((r) => r.deletions.purgeable(cutoff));
    if (input.dryRun) {
      return ok({
        dryRun: true,
        cutoff,
        purged: purgeable,
        filesRemoved: 0,
        escrow: { released: 0, buzz: 0 },
      });
    }

    let filesRemoved = 0;
    for (const item of purgeable) {
      const keys: string[] = [];
      await runRefunding(this.deps, async (r, refund) => {
        keys.push(...(await r.deletions.storedFilesOf(item)));
        const versions =
          item.kind === 'version'
            ? [item.id]
            : (await r.versions.ofModel(item.id, { withDeleted: true })).map((v) => v.id);
        await refund(versions, now);
        if (item.kind === 'model') await r.models.remove(item.id);
        else await r.versions.remove(item.id);
        return ok(null);
      });
      filesRemoved += await removeUnreferencedFiles(this.deps, keys);
    }
    const escrow = await new ReleaseDueEscrow(this.deps).execute();
    return ok({
      dryRun: false,
      cutoff,
      purged: purgeable,
      filesRemoved,
      escrow: escrow.ok ? escrow.value : { released: 0, buzz: 0 },
    });
  }
}
