import { runRefunding } from '../early-access/refunds.js';
import { isVisibleStatus, type Model } from '../models/model.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/**
 * Moderators unpublish a published model for a violation: the model and its published versions become
 * UnpublishedViolation and carry the reason and optional message the owner sees (spec §4).
 */
export class UnpublishForViolation {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; reason: string; customMessage?: string | null },
  ): Promise<Result<Model>> {
    const now = this.deps.clock.now();
    const reason = input.reason.trim();
    const customMessage = input.customMessage?.trim() || null;
    const result = await runRefunding(this.deps, async (r, refund) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.unpublishViolation', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      if (reason === '') return fail(errors.invalidInput('Please choose a reason.'));

      const violation = { unpublishedReason: reason, customMessage, needsReview: false };
      const unpublished: Model = {
        ...model,
        status: 'UnpublishedViolation',
        updatedAt: now,
        meta: { ...model.meta, ...violation },
      };
      const versions = (await r.versions.ofModel(model.id)).filter((version) =>
        isVisibleStatus(version.status),
      );
      await r.models.save(unpublished);
      await refund(
        versions.map((version) => version.id),
        now,
      );
      for (const version of versions) {
        await r.versions.save({
          ...version,
          status: 'UnpublishedViolation',
          meta: { ...version.meta, ...violation },
        });
      }
      await r.audit.append(
        auditEntry(viewer, 'model.unpublishViolation', { modelId: model.id }, now, {
          reason,
          customMessage,
          versionIds: versions.map((version) => version.id),
        }),
      );
      return ok(unpublished);
    });
    if (result.ok) {
      await this.deps.notifier.notify(
        { userIds: [result.value.userId] },
        {
          kind: 'violation',
          message: `Your model "${result.value.name}" was unpublished for a violation: ${reason}.`,
        },
      );
    }
    return result;
  }
}
