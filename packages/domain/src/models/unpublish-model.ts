import { runRefunding } from '../early-access/refunds.js';
import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { isVisibleStatus, type Model } from './model.js';

/** `model.unpublish`: the owner takes a published model down; its published versions go with it (spec §4). */
export class UnpublishModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<Model>> {
    const now = this.deps.clock.now();
    return runRefunding(this.deps, async (r, refund) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.unpublish', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;

      const unpublished: Model = { ...model, status: 'Unpublished', updatedAt: now };
      const versions = (await r.versions.ofModel(model.id)).filter((version) =>
        isVisibleStatus(version.status),
      );
      await r.models.save(unpublished);
      await refund(
        versions.map((version) => version.id),
        now,
      );
      for (const version of versions) await r.versions.save({ ...version, status: 'Unpublished' });
      await r.audit.append(
        auditEntry(viewer, 'model.unpublish', { modelId: model.id }, now, {
          versionIds: versions.map((version) => version.id),
        }),
      );
      return ok(unpublished);
    });
  }
}
