import { auditEntry } from '../moderation/audit-entry.js';
import { authorize } from '../permissions/authorize.js';
import { rolesOf } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

export type DeletedModel = {
  /** Where the page goes next: `/models`, or null to stay on the model page after a moderator's soft delete. */
  redirectTo: '/models' | null;
  message: string;
};

/** Spec §4: after a soft delete a moderator stays on the page (to restore it); everyone else goes to /models. */
export const redirectAfterDelete = (byModerator: boolean, permanently: boolean): '/models' | null =>
  byModerator && !permanently ? null : '/models';

/**
 * `model.delete`: soft deletion (owner or moderator; support can restore it) or permanent deletion (moderators only),
 * which removes the model and everything hanging off it.
 */
export class DeleteModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number; permanently: boolean }): Promise<Result<DeletedModel>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      const allowed = authorize(
        input.permanently ? 'model.deletePermanently' : 'model.delete',
        viewer,
        model,
        now,
      );
      if (!allowed.ok) return allowed;

      if (input.permanently) {
        await r.models.remove(model.id);
      } else {
        await r.models.save({
          ...model,
          status: 'Deleted',
          deletedAt: now,
          deletedBy: viewer?.id ?? null,
          updatedAt: now,
        });
      }
      const action = input.permanently ? 'model.deletePermanently' : 'model.delete';
      await r.audit.append(
        auditEntry(viewer, action, { modelId: model.id }, now, { name: model.name, from: model.status }),
      );
      const byModerator = rolesOf(viewer, model.userId).includes('moderator');
      return ok({
        redirectTo: redirectAfterDelete(byModerator, input.permanently),
        message: errors.modelDeleted,
      });
    });
  }
}
