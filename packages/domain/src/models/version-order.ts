import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

/** A new version order must list every version of the model exactly once. */
export const checkVersionOrder = (
  currentIds: readonly number[],
  newOrder: readonly number[],
): Result<number[]> => {
  const current = new Set(currentIds);
  const listed = new Set(newOrder);
  const same =
    newOrder.length === current.size &&
    listed.size === newOrder.length &&
    newOrder.every((id) => current.has(id));
  return same ? ok([...newOrder]) : fail(errors.invalidVersionOrder);
};
