import type { Model } from '../models/model.js';
import { isAllowed } from '../permissions/policy.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { AssociatedResource } from './social.js';

/** How many resources an owner may suggest next to a model. */
const MAX_ASSOCIATED_RESOURCES = 20;

/** The owner's list as it is kept: each resource once, where first given; at most 20; never the model itself. */
export const validateAssociations = (
  fromModelId: number,
  associations: readonly AssociatedResource[],
): Result<AssociatedResource[]> => {
  const ids = [...new Set(associations.map((association) => association.resourceId))];
  if (ids.length > MAX_ASSOCIATED_RESOURCES)
    return fail(errors.invalidInput(`A model can suggest at most ${MAX_ASSOCIATED_RESOURCES} resources.`));
  if (ids.includes(fromModelId)) return fail(errors.invalidInput('A model cannot suggest itself.'));
  return ok(ids.map((resourceId) => ({ resourceType: 'model' as const, resourceId })));
};

/** The carousel's order: the owner's suggestions first, as given, then the related models; each model once. */
export const suggestedFirst = <M extends Pick<Model, 'id'>>(
  suggested: readonly M[],
  related: readonly M[],
): M[] => {
  const seen = new Set<number>();
  const merged: M[] = [];
  for (const model of [...suggested, ...related]) {
    if (seen.has(model.id)) continue;
    seen.add(model.id);
    merged.push(model);
  }
  return merged;
};

/** The models the owner suggests next to `model`, in their order, left out when this viewer may not see them. */
export const suggestedModels = async (
  repositories: Pick<Repositories, 'models' | 'associatedResources'>,
  viewer: Viewer,
  model: Model,
  now: Date,
): Promise<Model[]> => {
  const resources = await repositories.associatedResources.ofModel(model.id);
  // One read for all of them (not one per suggestion), put back in the owner's order.
  const found = new Map(
    (await repositories.models.ofIds(resources.map((resource) => resource.resourceId))).map((candidate) => [
      candidate.id,
      candidate,
    ]),
  );
  return resources
    .map((resource) => found.get(resource.resourceId))
    .filter(
      (candidate): candidate is Model =>
        candidate !== undefined && isAllowed('model.view', viewer, candidate, now),
    );
};
