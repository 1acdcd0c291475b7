import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import { isAllowed } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { validateAssociations } from './associated-resources.js';
import type { AssociatedResource } from './social.js';

type AssociatedResourcesSet = { fromId: number; associations: AssociatedResource[] };

/**
 * `model.setAssociatedResources`: the owner (or a moderator) replaces the resources suggested next to the model
 * ("Manage"), in the order shown. A resource the viewer may not see answers like a missing one. Audited.
 */
export class SetAssociatedResources {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { fromId: number; type: 'Suggested'; associations: AssociatedResource[] },
  ): Promise<Result<AssociatedResourcesSet>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r): Promise<Result<AssociatedResourcesSet>> => {
      const from = await loadAuthorizedModel(r, 'model.manageResources', viewer, input.fromId, now);
      if (!from.ok) return from;
      const associations = validateAssociations(from.value.id, input.associations);
      if (!associations.ok) return associations;
      const resources = await Promise.all(
        associations.value.map(({ resourceId }) => r.models.ofId(resourceId)),
      );
      if (resources.some((model) => model === null || !isAllowed('model.view', viewer, model, now)))
        return fail(errors.notFound);

      await r.associatedResources.replace(from.value.id, associations.value);
      await r.models.save({
        ...from.value,
        hasSuggestedResources: associations.value.length > 0,
        updatedAt: now,
      });
      const resourceIds = associations.value.map(({ resourceId }) => resourceId);
      await r.audit.append(
        auditEntry(viewer, 'model.setAssociatedResources', { modelId: from.value.id }, now, { resourceIds }),
      );
      return ok({ fromId: from.value.id, associations: associations.value });
    });
  }
}
