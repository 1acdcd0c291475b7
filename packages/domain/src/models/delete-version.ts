import { tombstonesFor } from '../catalog/leave-tombstones.js';
import { removalCategory } from '../catalog/tombstone.js';
import { runRefunding } from '../early-access/refunds.js';
import { auditEntry } from '../moderation/audit-entry.js';
import { authorizeOnVersion } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelVersion } from './model-version.js';

/**
 * `modelVersion.delete`: a model keeps at least one version, so only one of several can be deleted (spec §4).
 * The delete is soft: the version and the reviews, posts and images under it (other people's included) are hidden,
 * not removed, so a moderator's `modelVersion.restore` brings all of them back. Early access bought and still running
 * is refunded.
 */
export class DeleteVersion {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  /** Returns the model's remaining versions, in order. */
  async execute(viewer: Viewer, input: { id: number }): Promise<Result<ModelVersion[]>> {
    const now = this.deps.clock.now();
    return runRefunding(this.deps, async (r, refund) => {
      const version = await r.versions.ofId(input.id);
      const model = version === null ? null : await r.models.ofId(version.modelId);
      if (version === null || version.deletedAt !== null || model === null) return fail(errors.notFound);
      const allowed = authorizeOnVersion('model.deleteVersion', viewer, model, version, now);
      if (!allowed.ok) return allowed;
      const versions = await r.versions.ofModel(model.id);
      if (versions.length <= 1) return fail(errors.lastVersion);

      const removed = { category: removalCategory(viewer, model), at: now };
      const tombstones = await tombstonesFor(r, model, [version], removed);
      await r.versions.save({ ...version, status: 'Deleted', deletedAt: now, deletedBy: viewer?.id ?? null });
      await r.deletions.hide({ kind: 'version', id: version.id });
      await r.tombstones.leave(tombstones);
      await refund([version.id], now);
      await r.audit.append(
        auditEntry(viewer, 'modelVersion.delete', { modelId: model.id, modelVersionId: version.id }, now, {
          name: version.name,
          from: version.status,
        }),
      );
      return ok(versions.filter((other) => other.id !== version.id));
    });
  }
}
