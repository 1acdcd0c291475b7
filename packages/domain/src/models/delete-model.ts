import { tombstonesFor } from '../catalog/leave-tombstones.js';
import { removalCategory } from '../catalog/tombstone.js';
import { runRefunding } from '../early-access/refunds.js';
import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import { rolesOf } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { removeUnreferencedFiles } from './stored-files.js';

type DeletedModel = {
  /** Where the page goes next: `/models`, or null to stay on the model page after a moderator's soft delete. */
  redirectTo: '/models' | null;
  message: string;
};

/** Spec §4: after a soft delete a moderator stays on the page (to restore it); everyone else goes to /models. */
const redirectAfterDelete = (byModerator: boolean, permanently: boolean): '/models' | null =>
  byModerator && !permanently ? null : '/models';

/** What the page says: spec §8's "Your model has been deleted" to the owner; a moderator reads what they did. */
const deletedMessage = (byOwner: boolean, permanently: boolean): string =>
  byOwner
    ? errors.modelDeleted
    : permanently
      ? errors.modelDeletedPermanently
      : errors.modelDeletedByModerator;

/**
 * `model.delete`: soft deletion (owner or moderator; support can restore it, with the reviews, posts and images it
 * hides) or permanent deletion (moderators only), which removes the model and everything hanging off it, its files
 * in storage included. Either way, early access still running is refunded.
 */
export class DeleteModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier' | 'files'>) {}

  async execute(viewer: Viewer, input: { id: number; permanently: boolean }): Promise<Result<DeletedModel>> {
    const now = this.deps.clock.now();
    const storedFiles: string[] = [];
    const result = await runRefunding(this.deps, async (r, refund) => {
      const action = input.permanently ? 'model.deletePermanently' : 'model.delete';
      const loadedModel = await loadAuthorizedModel(r, action, viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;

      const versions = await r.versions.ofModel(model.id, { withDeleted: true });
      const removed = { category: removalCategory(viewer, model), at: now };
      const tombstones = await tombstonesFor(r, model, versions, removed);
      if (input.permanently) {
        storedFiles.push(...(await r.deletions.storedFilesOf({ kind: 'model', id: model.id })));
        await r.models.remove(model.id);
      } else {
        await r.models.save({
          ...model,
          status: 'Deleted',
          deletedAt: now,
          deletedBy: viewer?.id ?? null,
          updatedAt: now,
        });
        await r.deletions.hide({ kind: 'model', id: model.id });
      }
      await r.tombstones.leave(tombstones);
      // After the model's own row, like every change that refunds, so concurrent ones take their locks in one order.
      await refund(
        versions.map((version) => version.id),
        now,
      );
      await r.audit.append(
        auditEntry(viewer, action, { modelId: model.id }, now, { name: model.name, from: model.status }),
      );
      const byModerator = rolesOf(viewer, model.userId).includes('moderator');
      return ok({
        redirectTo: redirectAfterDelete(byModerator, input.permanently),
        message: deletedMessage(rolesOf(viewer, model.userId).includes('owner'), input.permanently),
      });
    });
    if (result.ok) await removeUnreferencedFiles(this.deps, storedFiles);
    return result;
  }
}
